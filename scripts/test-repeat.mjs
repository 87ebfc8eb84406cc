// `npm run test:repeat -- N [vitest args…]`: builds once, then runs the browser tests N times (default 5) and says
// how many runs were green and which tests failed in the red ones. A test that fails only now and then is flaky:
// docs/browser-tests.md. Further arguments go to vitest, e.g. one file: `npm run test:repeat -- 10 scripts/browser/x.browser.test.ts`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const [count = '5', ...vitestArgs] = process.argv.slice(2);
const runs = Number(count);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`test:repeat: the number of runs must be a whole number of at least 1, not "${count}"`);
  process.exit(2);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status === 0;

if (!run('node', ['esbuild.mjs'])) {
  console.error('test:repeat: the build failed');
  process.exit(1);
}

const results = '.test-results/repeat';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** The failed tests of one run's JSON report, as "file > test" (a file that did not load counts as one). */
function failures(report) {
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} > ${test.fullName}`);
    return failed.length === 0 && file.status === 'failed' ? [`${name} (did not run: ${file.message.split('\n')[0]})`] : failed;
  });
}

const red = []; // { run, failed: string[] }
for (let i = 1; i <= runs; i += 1) {
  console.log(`\ntest:repeat: run ${i} of ${runs}`);
  const out = `${results}/run-${i}.json`;
  const started = Date.now();
  const green = run('npx', ['vitest', 'run', '--project', 'browser', '--project', 'browser-leaks', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...vitestArgs]);
  let failed;
  try {
    failed = failures(JSON.parse(readFileSync(out, 'utf8')));
  } catch {
    failed = ['(no report from vitest)'];
  }
  if (!green && failed.length === 0) failed = ['(vitest failed without a failed test: see its output above)'];
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failed.length === 0) console.log(`test:repeat: run ${i} of ${runs} green (${seconds} s)`);
  else {
    red.push({ run: i, failed });
    console.log(`test:repeat: run ${i} of ${runs} red (${seconds} s):\n${failed.map((name) => `  ✗ ${name}`).join('\n')}`);
  }
}

console.log(`\ntest:repeat: ${runs - red.length} of ${runs} runs green`);
if (red.length > 0) {
  const counts = new Map();
  for (const { failed } of red) for (const name of failed) counts.set(name, (counts.get(name) ?? 0) + 1);
  console.log('failed:');
  for (const [name, times] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${times} of ${runs} runs: ${name}`);
  process.exit(1);
}
