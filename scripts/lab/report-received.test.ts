import { describe, expect, it } from 'vitest';
import type { TrailStep } from '../../machines/shared/trail';
import { receivedReports, type ReceivedRowLike } from './report-received';

const step: TrailStep = { ms: 5, actor: 'cookieBanner', chart: 'cookieBanner', from: 'shown', to: 'hidden', event: 'DECLINE' };
const row = (id: number, kind: string, payload: unknown): ReceivedRowLike => ({ id, kind, payload, receivedAt: `2026-12-03T10:00:0${id}.000Z` });

describe('the received reports the lab can open', () => {
  it('are the error reports and trace entries with a trail, newest row first, each named by its row and place', () => {
    const rows = [
      row(1, 'error-report', [{ event: 'javascript-error', data: { message: 'first' }, timestamp: 1, trail: [step] }]),
      row(2, 'form-submission', [{ trail: [step] }]),
      row(3, 'trace', [{ pageUrl: '/', type: 'network-error', data: {} }, { pageUrl: '/', type: 'slow', data: {}, trail: [step] }]),
      row(4, 'error-report', [{ event: 'javascript-error', data: { message: 'no trail' }, timestamp: 2 }]),
      row(5, 'error-report', [{ event: 'javascript-error', data: { message: 'bad trail' }, timestamp: 3, trail: [{ to: 'x' }] }]),
      row(6, 'error-report', { not: 'a list' }),
    ];
    expect(receivedReports(rows).map(({ key, source, title, at }) => ({ key, source, title, at }))).toEqual([
      { key: '3/1', source: 'trace', title: 'slow', at: '2026-12-03T10:00:03.000Z' },
      { key: '1/0', source: 'error report', title: 'first', at: '2026-12-03T10:00:01.000Z' },
    ]);
    expect(receivedReports(rows)[0]!.trail).toEqual([step]);
  });

  it('are none when nothing carries a trail', () => {
    expect(receivedReports([])).toEqual([]);
    expect(receivedReports([row(1, 'trace', [{ pageUrl: '/', type: 'x', data: {} }])])).toEqual([]);
  });
});
