import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAIL_STEPS, type TrailStep } from '../../machines/shared/trail';
import { parsePastedReports } from './report-parse';

// Whatever is pasted (it comes from a page or a person), the lab answers with reports or one sentence, never throws;
// and a report the runtime could have sent opens with its trail as sent.
const step: fc.Arbitrary<TrailStep> = fc.record(
  { ms: fc.nat(), actor: fc.string(), chart: fc.string(), block: fc.string(), kind: fc.string(), from: fc.string(), to: fc.string({ minLength: 1 }), event: fc.string() },
  { requiredKeys: ['ms', 'actor', 'chart', 'from', 'to', 'event'] },
);
const trail = fc.array(step, { minLength: 1, maxLength: TRAIL_STEPS });
const report = fc.record({ event: fc.constant('javascript-error'), data: fc.record({ message: fc.string() }), timestamp: fc.nat(), trail });

describe('a pasted report (property)', () => {
  it('any text gives reports or one sentence, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), report.map((r) => JSON.stringify(r).slice(0, -3))), (text) => {
        const parsed = parsePastedReports(text);
        if ('error' in parsed) expect(parsed.error).toMatch(/^[A-Z].*\.$/s);
        else expect(parsed.reports.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a report, a list of them or a bare trail opens with the trail as sent', () => {
    fc.assert(
      fc.property(report, fc.constantFrom('one', 'list', 'trail'), (sent, shape) => {
        const text = JSON.stringify(shape === 'one' ? sent : shape === 'list' ? [sent] : sent.trail);
        const parsed = parsePastedReports(text);
        expect('reports' in parsed && parsed.reports[0]!.trail).toEqual(sent.trail);
      }),
    );
  });
});
