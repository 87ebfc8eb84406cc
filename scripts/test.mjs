// `npm test`: build, typecheck, then the three vitest runs in order (unit → coverage gate → browser). Every run
// goes on even when an earlier one fails, so one report covers everything; the last line counts every test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status === 0;

let ok = run('node', ['esbuild.mjs']);
ok = run('npx', ['tsc', '--noEmit']) && ok;

let passed = 0;
let failed = 0;
for (const project of ['unit', 'gate', 'browser']) {
  const out = `${results}/${project}.json`;
  const green = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  ok = green && ok;
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that failed to load counts as one failed test: otherwise its tests would vanish from the count.
    failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  } catch {
    failed += 1;
    console.error(`No report from the ${project} run.`);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
