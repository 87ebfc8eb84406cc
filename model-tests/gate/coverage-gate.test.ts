import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_FILE } from '../harness/coverage';
import { checkCoverage, discoverCharts, formatTable, loadWalked } from './gate';

// Project `gate`: runs after the unit project, which left the transitions its model tests walked in .model-coverage/.
const { charts, failed } = await discoverCharts();
const results = checkCoverage({ machines: charts.map((chart) => chart.machine), walked: loadWalked() });

mkdirSync(dirname(REPORT_FILE), { recursive: true });
writeFileSync(
  REPORT_FILE,
  `${JSON.stringify(results.map(({ id, ...counts }) => ({ chart: id, ...counts })), null, 2)}\n`,
);
afterAll(() => console.log(`Transition coverage (${REPORT_FILE}):\n${formatTable(results)}`));

describe('every transition of every chart is walked by a model test', () => {
  if (!charts.length && !failed.length) {
    it('finds charts', () => expect.fail('no state machine exported from any machines/*/machine.ts'));
  }
  for (const { file, error } of failed) {
    it(`imports ${file}`, () => {
      throw error;
    });
  }
  for (const [i, result] of results.entries()) {
    it(`${result.id} (${charts[i]!.file})`, () => {
      if (result.undeclared.length) {
        expect.fail(
          `model tests of '${result.id}' sent ${result.undeclared.join(', ')} straight to the actor without naming ` +
            `them as environment events; cause them through the view or a runtime trigger`,
        );
      }
      if (!result.missing.length) return;
      expect.fail(
        `${result.missing.length} of ${result.total} transitions of '${result.id}' were never walked by a model test ` +
          `(model-tests/*.model.test.tsx):\n  ${result.missing.join('\n  ')}`,
      );
    });
  }
});
