import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module shared by scripts/test.mjs and scripts/test-repeat.mjs, without types
import { readReport } from './vitest-runs.mjs';

const write = (report: unknown) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'run.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
};

describe("readReport: what npm test counts from a vitest run's JSON report", () => {
  it('names every failed test, and counts a file that failed to load as one failed test', () => {
    const file = write({
      numPassedTests: 3,
      testResults: [
        { name: `${process.cwd()}/a.test.ts`, status: 'failed', assertionResults: [{ status: 'passed', fullName: 'ok' }, { status: 'failed', fullName: 'breaks' }] },
        { name: `${process.cwd()}/b.test.ts`, status: 'failed', message: 'SyntaxError: x\n  at y', assertionResults: [] },
        { name: `${process.cwd()}/c.test.ts`, status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
      ],
    });
    expect(readReport(file)).toEqual({ passed: 3, failed: ['a.test.ts > breaks', 'b.test.ts (did not run: SyntaxError: x)'] });
  });

  it('gives nothing for a run that left no readable report (it then counts as failed)', () => {
    expect(readReport(path.join(tmpdir(), 'no-such-report.json'))).toBeUndefined();
  });
});
