import { describe, expect, it } from 'vitest';
import { performanceRecordsSchema } from '../../runtime/api-schemas';
import { addLayoutShift, emptyCls, entryRecord, lcpValue, recordsPayload } from './records';

describe('performance records (display-widgets §7)', () => {
  it('reads navigation timing and paint entries; other entries are not records', () => {
    expect(
      entryRecord({
        entryType: 'navigation',
        name: 'https://example.com/',
        startTime: 0,
        duration: 812.6,
        responseStart: 120.2,
        domInteractive: 300,
        domContentLoadedEventEnd: 410.4,
        loadEventEnd: 812.6,
        transferSize: 5120,
      }),
    ).toEqual({ type: 'navigation', name: 'navigation', ttfb: 120, domInteractive: 300, domContentLoaded: 410, load: 813, duration: 813, transferSize: 5120 });
    expect(entryRecord({ entryType: 'paint', name: 'first-contentful-paint', startTime: 230.7 })).toEqual({
      type: 'paint',
      name: 'first-contentful-paint',
      startTime: 231,
    });
    expect(entryRecord({ entryType: 'largest-contentful-paint', name: '', startTime: 1 })).toBeNull();
    expect(entryRecord({ entryType: 'navigation', name: 'x', startTime: 0, responseStart: Number.NaN })).toMatchObject({ ttfb: 0 });
  });

  it('takes the render time of the largest contentful paint, else its start time', () => {
    expect(lcpValue({ entryType: 'largest-contentful-paint', name: '', startTime: 900, renderTime: 1000.4 })).toBe(1000);
    expect(lcpValue({ entryType: 'largest-contentful-paint', name: '', startTime: 900, renderTime: 0 })).toBe(900);
  });

  it('sums layout shifts per session window and keeps the largest window', () => {
    const shift = (startTime: number, value: number, hadRecentInput = false) =>
      ({ entryType: 'layout-shift', name: '', startTime, value, hadRecentInput });
    let cls = emptyCls;
    for (const entry of [shift(100, 0.1), shift(600, 0.05), shift(3000, 0.02), shift(3100, 0.5, true), shift(3500, 0.03)]) {
      cls = addLayoutShift(cls, entry);
    }
    // Windows: [100, 600] = 0.15 and [3000, 3500] = 0.05 (the shift after input does not count).
    expect(cls.value).toBeCloseTo(0.15);
    // A window is at most 5 s long, even without a gap of 1 s.
    let long = emptyCls;
    for (let t = 0; t <= 6000; t += 500) long = addLayoutShift(long, shift(t, 0.1));
    expect(long.value).toBeCloseTo(1.0);
  });

  it('adds the page load id to every record, metrics as metric records, as the server expects', () => {
    const payload = recordsPayload('pl-1', [{ type: 'paint', name: 'first-paint', startTime: 5 }], { LCP: 1000, CLS: 0.1 });
    expect(payload).toEqual([
      { pageLoadId: 'pl-1', type: 'paint', name: 'first-paint', startTime: 5 },
      { pageLoadId: 'pl-1', type: 'metric', name: 'LCP', value: 1000 },
      { pageLoadId: 'pl-1', type: 'metric', name: 'CLS', value: 0.1 },
    ]);
    expect(performanceRecordsSchema.safeParse(JSON.parse(JSON.stringify(payload))).success).toBe(true);
    expect(recordsPayload('pl-1', [])).toEqual([]);
  });
});
