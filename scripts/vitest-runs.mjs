// What `npm test` (scripts/test.mjs) and `npm run test:repeat` (scripts/test-repeat.mjs) share: the two builds'
// environments, running a command in the foreground or with its output held back, and reading a run's JSON report.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The React build (dist/) and the preact/compat build (dist-preact/, or $DIST_DIR-preact), as the runs see them. */
export const react = { ...process.env, RENDERER: 'react' };
export const preact = { ...process.env, RENDERER: 'preact', DIST_DIR: `${process.env.DIST_DIR ?? 'dist'}-preact` };

/** Runs in the foreground; whether it succeeded. */
export const run = (command, args, env = react) => spawnSync(command, args, { stdio: 'inherit', shell: false, env }).status === 0;

/** Runs in the background with its output held back: `done()` prints it and settles on whether it succeeded. */
export function inBackground(command, args, env = react) {
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

/**
 * A vitest JSON report: the passed count and the failed tests as "file > test". A file that failed to load counts as
 * one failed test (otherwise its tests would vanish from the count). Undefined when there is no readable report.
 */
export function readReport(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const failed = report.testResults.flatMap((result) => {
    const name = result.name.replace(`${process.cwd()}/`, '');
    const tests = result.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} > ${test.fullName}`);
    return tests.length === 0 && result.status === 'failed' ? [`${name} (did not run: ${(result.message ?? '').split('\n')[0]})`] : tests;
  });
  return { passed: report.numPassedTests, failed };
}
