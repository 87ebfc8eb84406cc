// `npm test`: build both renderers' bundles, typecheck, then the vitest runs in order (unit → coverage gate →
// browser), then the budgets and the whole browser suite once more against the preact/compat build (dist-preact/,
// or $DIST_DIR-preact). Every run goes on even when an earlier one fails, so one report covers everything; the last
// lines give each run's duration and count every test of every run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Where the preact/compat build goes: the server and the browser fixture serve it when given DIST_DIR. */
const react = { ...process.env, RENDERER: 'react' };
const preact = { ...process.env, RENDERER: 'preact', DIST_DIR: `${process.env.DIST_DIR ?? 'dist'}-preact` };

const run = (command, args, env = react) => spawnSync(command, args, { stdio: 'inherit', shell: false, env }).status === 0;

let ok = run('node', ['esbuild.mjs']);
ok = run('node', ['esbuild.mjs'], preact) && ok;
ok = run('npx', ['tsc', '--noEmit']) && ok;

const runs = [
  { name: 'unit', env: react, args: ['--project', 'unit'] },
  { name: 'gate', env: react, args: ['--project', 'gate'] },
  { name: 'browser', env: react, args: ['--project', 'browser'] },
  // the preact/compat build: its size budgets, then the whole browser suite against it
  { name: 'budgets-preact', env: preact, args: ['--project', 'unit', 'scripts/size-budget.test.ts'] },
  { name: 'browser-preact', env: preact, args: ['--project', 'browser'] },
];

let passed = 0;
let failed = 0;
const durations = [];
for (const { name, env, args } of runs) {
  const out = `${results}/${name}.json`;
  const started = Date.now();
  const green = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  durations.push(`${name} ${((Date.now() - started) / 60000).toFixed(1)} min`);
  ok = green && ok;
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that failed to load counts as one failed test: otherwise its tests would vanish from the count.
    failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  } catch {
    failed += 1;
    console.error(`No report from the ${name} run.`);
  }
}
console.log(`durations: ${durations.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
