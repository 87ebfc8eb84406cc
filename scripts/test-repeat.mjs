// `npm run test:repeat -- N [--no-leaks] [vitest args…]`: builds both renderers once, then runs the browser tests N
// times (default 5) the way `npm test` does: the browser files against both builds side by side, then the leak test
// against both builds side by side. It says how many runs were green and which tests failed in the red ones. A test
// that fails only now and then is flaky: docs/browser-tests.md. `--no-leaks` leaves the leak test out; further
// arguments go to vitest, e.g. one file (the leak test is then left out):
// `npm run test:repeat -- 10 scripts/browser/x.browser.test.ts`. `--leaks-only` runs the leak test alone, N times.
import { mkdirSync, rmSync } from 'node:fs';
import { inBackground, preact, react, readReport, run } from './vitest-runs.mjs';

const [count = '5', ...rest] = process.argv.slice(2);
const runs = Number(count);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`test:repeat: the number of runs must be a whole number of at least 1, not "${count}"`);
  process.exit(2);
}
const vitestArgs = rest.filter((arg) => arg !== '--no-leaks' && arg !== '--leaks-only');
const leaksOnly = rest.includes('--leaks-only');
const withLeaks = leaksOnly || (vitestArgs.length === rest.length && vitestArgs.length === 0);

const builds = [
  { build: 'react', env: react },
  { build: 'preact', env: preact },
];

if (!builds.every(({ env }) => run('node', ['esbuild.mjs'], env))) {
  console.error('test:repeat: a build failed');
  process.exit(1);
}

const results = '.test-results/repeat';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** One vitest run: the failed tests, each named with its build. */
async function vitest(build, env, project, out, held) {
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...vitestArgs];
  const green = held ? await inBackground('npx', args, env).done() : run('npx', args, env);
  let failed = readReport(out)?.failed ?? ['(no report from vitest)'];
  if (!green && failed.length === 0) failed = ['(vitest failed without a failed test: see its output above)'];
  return failed.map((name) => `${build}: ${name}`);
}

const red = []; // { run, failed: string[] }
for (let i = 1; i <= runs; i += 1) {
  console.log(`\ntest:repeat: run ${i} of ${runs}`);
  const started = Date.now();
  const sideBySide = leaksOnly ? [] : await Promise.all(builds.map(({ build, env }) => vitest(build, env, 'browser', `${results}/run-${i}-${build}.json`, true)));
  const failed = sideBySide.flat();
  if (withLeaks) {
    // as npm test runs it: both builds side by side
    const leaks = await Promise.all(builds.map(({ build, env }) => vitest(build, env, 'browser-leaks', `${results}/run-${i}-${build}-leaks.json`, true)));
    failed.push(...leaks.flat());
  }
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
