import { describe, expect, it } from 'vitest';
import type { TrailStep } from '../../machines/shared/trail';
import { parsePastedReports } from './report-parse';

const trail: TrailStep[] = [
  { ms: 120, actor: 'block-1', chart: 'blockLifecycle', block: 'block-1', kind: 'gallery', from: 'dormant', to: 'loading', event: 'APPROACHED' },
  { ms: 480, actor: 'block-1', chart: 'blockLifecycle', block: 'block-1', kind: 'gallery', from: 'loading', to: 'chunkFailed', event: 'xstate.error.actor.mountBlock' },
];
const report = { event: 'javascript-error', data: { message: 'Loading chunk failed' }, timestamp: Date.UTC(2026, 11, 3), trail };

describe('a pasted report', () => {
  it('reads one report event, with its message and time', () => {
    expect(parsePastedReports(JSON.stringify(report))).toEqual({
      reports: [{ key: 'pasted/0', source: 'pasted', title: 'Loading chunk failed', at: '2026-12-03T00:00:00.000Z', trail }],
    });
  });

  it('reads a list of reports, leaving out those without a trail', () => {
    const { event, data, timestamp } = report;
    const parsed = parsePastedReports(JSON.stringify([{ event, data, timestamp }, report]));
    expect('reports' in parsed && parsed.reports.map((r) => r.key)).toEqual(['pasted/1']);
  });

  it('reads a bare trail', () => {
    expect(parsePastedReports(JSON.stringify(trail))).toEqual({ reports: [{ key: 'pasted/0', source: 'pasted', title: 'a trail', trail }] });
  });

  it('keeps only the fields a step has', () => {
    const parsed = parsePastedReports(JSON.stringify([{ ...trail[0], typed: 'secret' }]));
    expect('reports' in parsed && parsed.reports[0]!.trail).toEqual([trail[0]]);
  });

  it('says what is wrong: not JSON, nothing, no trail, a bad step, another shape', () => {
    const error = (text: string) => (parsePastedReports(text) as { error: string }).error;
    expect(error('{"event": ')).toMatch(/^Not JSON: /);
    expect(error('  ')).toMatch(/^Nothing pasted: /);
    expect(error('[]')).toMatch(/^An empty list: /);
    expect(error(JSON.stringify({ event: 'javascript-error', data: {}, timestamp: 1 }))).toMatch(/^This report carries no trail \(no "trail" field\)/);
    expect(error(JSON.stringify([{ event: 'javascript-error' }]))).toBe('No report in the list carries a trail: entry 1 carries no trail (its page\'s flight recorder was off, or it is not a report).');
    expect(error(JSON.stringify({ ...report, trail: [] }))).toBe('Not a trail: the trail has no steps.');
    expect(error(JSON.stringify({ ...report, trail: [trail[0], { ...trail[1], to: 3 }] }))).toBe('Not a trail: step 2 of the trail has no valid `to`.');
    expect(error(JSON.stringify([{ ...trail[0], ms: '120' }]))).toBe('Not a trail: step 1 of the trail has no valid `ms`.');
    expect(error('42')).toMatch(/^Not a report: /);
  });
});
