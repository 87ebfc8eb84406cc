// `npm test`: build both renderers' bundles and typecheck (at once), then the vitest runs in order (unit → coverage
// gate → browser), then the budgets and the whole browser suite once more against the preact/compat build
// (dist-preact/, or $DIST_DIR-preact). Every run goes on even when an earlier one fails, so one report covers
// everything; the last lines give each run's duration and count every test of every run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Where the preact/compat build goes: the server and the browser fixture serve it when given DIST_DIR. */
const react = { ...process.env, RENDERER: 'react' };
const preact = { ...process.env, RENDERER: 'preact', DIST_DIR: `${process.env.DIST_DIR ?? 'dist'}-preact` };

const run = (command, args, env = react) => spawnSync(command, args, { stdio: 'inherit', shell: false, env }).status === 0;

/** Runs in the background with its output held back: `done()` prints it and settles on whether it succeeded. */
function inBackground(command, args, env = react) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${command} did not start: ${error.message}\n`));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
  return {
    async done() {
      const green = await exited;
      process.stdout.write(Buffer.concat(output));
      return green;
    },
  };
}

// The two builds (each into its own directory) and the typecheck need nothing of each other: they run at once, and
// their output comes one after the other.
const minutesSince = (started) => `${((Date.now() - started) / 60000).toFixed(1)} min`;
const buildStarted = Date.now();
const typecheck = inBackground('npx', ['tsc', '--noEmit']);
const preactBuild = inBackground('node', ['esbuild.mjs'], preact);
let ok = run('node', ['esbuild.mjs']);
ok = (await preactBuild.done()) && ok;
ok = (await typecheck.done()) && ok;
const durations = [`builds and typecheck ${minutesSince(buildStarted)}`];

/** The browser tests: all but the leak test, then the leak test alone (vitest.config.ts). */
const browserProjects = ['--project', 'browser', '--project', 'browser-leaks'];
const runs = [
  { name: 'unit', env: react, args: ['--project', 'unit'] },
  { name: 'gate', env: react, args: ['--project', 'gate'] },
  { name: 'browser', env: react, args: browserProjects },
  // the preact/compat build: its size budgets, then the whole browser suite against it
  { name: 'budgets-preact', env: preact, args: ['--project', 'unit', 'scripts/size-budget.test.ts'] },
  { name: 'browser-preact', env: preact, args: browserProjects },
];

let passed = 0;
let failed = 0;
for (const { name, env, args } of runs) {
  const out = `${results}/${name}.json`;
  const started = Date.now();
  const green = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  durations.push(`${name} ${minutesSince(started)}`);
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
