// `npm test`: build both renderers' bundles and typecheck (at once), then the vitest runs in order: unit, coverage
// gate, the preact/compat build's budgets, the browser files against both builds side by side (the preact one from
// dist-preact/, or $DIST_DIR-preact), then the leak test against both builds side by side. Every run goes on even
// when an earlier one fails, so one report covers everything; the last lines give each run's duration and count every
// test of every run.
import { mkdirSync, rmSync } from 'node:fs';
import { inBackground, preact, react, readReport, run } from './vitest-runs.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The two builds (each into its own directory) and the typecheck need nothing of each other: they run at once, and
// their output comes one after the other.
const minutesSince = (started) => `${((Date.now() - started) / 60000).toFixed(1)} min`;
const buildStarted = Date.now();
const typecheck = inBackground('npx', ['tsc', '--noEmit']);
const preactBuild = inBackground('node', ['esbuild.mjs'], preact);
// A step that fails outside any test (a build, the typecheck, a run's unhandled error) counts as one failed test, so
// the last line never reads "0 failed" on a red run.
const outsideTests = [];
if (!run('node', ['esbuild.mjs'])) outsideTests.push('the React build');
if (!(await preactBuild.done())) outsideTests.push('the preact build');
if (!(await typecheck.done())) outsideTests.push('the typecheck');
const durations = [`builds and typecheck ${minutesSince(buildStarted)}`];

// Each step is one vitest run with its own JSON report. A step is a list of runs: the runs of one step go at once.
// The browser files of the two builds run side by side (each build one file at a time, its own server and Chromium):
// most of a browser test waits for a page, so two files at once take far less than twice one. The leak test comes
// afterwards, its two builds side by side too: it counts what a page keeps, which the machine's load does not move
// (scripts/browser/leaks.browser.test.ts).
const steps = [
  // the unit files, most in VM contexts, a few in node's own realm (vitest.config.ts NODE_REALM)
  [{ name: 'unit', env: react, args: ['--project', 'unit', '--project', 'unit-node-realm'] }],
  [{ name: 'gate', env: react, args: ['--project', 'gate'] }],
  // the preact/compat build's size budgets
  [{ name: 'budgets-preact', env: preact, args: ['--project', 'unit', 'scripts/size-budget.test.ts'] }],
  [
    { name: 'browser', env: react, args: ['--project', 'browser'] },
    { name: 'browser-preact', env: preact, args: ['--project', 'browser'] },
  ],
  // the leak test (scripts/browser/leaks.browser.test.ts)
  [
    { name: 'leaks', env: react, args: ['--project', 'browser-leaks'] },
    { name: 'leaks-preact', env: preact, args: ['--project', 'browser-leaks'] },
  ],
];

let passed = 0;
let failed = 0;
/** Adds a finished run's report to the count; a run that failed outside its tests counts as one failed test. */
function count(name, green) {
  const report = readReport(`${results}/${name}.json`);
  if (!report) console.error(`No report from the ${name} run.`);
  const failedHere = report ? report.failed.length : 1;
  passed += report?.passed ?? 0;
  // vitest exits non-zero with every test passed when an error escaped them (an unhandled rejection, a hook).
  if (!green && failedHere === 0) outsideTests.push(`the ${name} run (an error outside its tests: see vitest's "Errors" above)`);
  failed += failedHere;
}

const vitestArgs = (name, args) => ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${results}/${name}.json`];
for (const step of steps) {
  const started = Date.now();
  if (step.length === 1) {
    const [{ name, env, args }] = step;
    count(name, run('npx', vitestArgs(name, args), env));
  } else {
    // side by side, each run's output held back and printed whole once it ends
    const running = step.map(({ name, env, args }) => ({ name, run: inBackground('npx', vitestArgs(name, args), env) }));
    for (const { name, run: background } of running) count(name, await background.done());
  }
  durations.push(`${step.map(({ name }) => name).join(' + ')} ${minutesSince(started)}`);
}
console.log(`durations: ${durations.join(', ')}`);
for (const step of outsideTests) console.error(`Failed outside any test: ${step}`);
failed += outsideTests.length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
