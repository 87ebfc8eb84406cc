/** Performance records (display-widgets §7, §9): what the collector posts, and the pure rules that make them. */

export const SETTINGS_URL = '/api/1/performance/settings';
export const RECORDS_URL = '/api/1/performance/records';
export const SETTINGS_TIMEOUT_MS = 30_000;
/** Records flush 30 s after page load; page-speed metrics wait up to 60 s (or until the page is hidden). */
export const FLUSH_AFTER_MS = 30_000;
export const METRICS_AFTER_MS = 60_000;
/** Records kept between flushes (our bound). */
export const MAX_RECORDS = 50;

/** One record: flat, `type` and `name` first; `pageLoadId` is added when sent. */
export type PerfRecord = { type: string; name: string } & Record<string, string | number>;

/** The fields of the browser's entries the collector reads (PerformanceEntry and its subtypes). */
export interface EntryLike {
  entryType: string;
  name: string;
  startTime: number;
  duration?: number;
  [field: string]: unknown;
}

const ms = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

/** Navigation timing and paint entries become records; other entry types are metrics (or nothing). */
export function entryRecord(entry: EntryLike): PerfRecord | null {
  if (entry.entryType === 'paint') return { type: 'paint', name: entry.name, startTime: ms(entry.startTime) };
  if (entry.entryType !== 'navigation') return null;
  return {
    type: 'navigation',
    name: 'navigation',
    ttfb: ms(entry.responseStart),
    domInteractive: ms(entry.domInteractive),
    domContentLoaded: ms(entry.domContentLoadedEventEnd),
    load: ms(entry.loadEventEnd),
    duration: ms(entry.duration),
    transferSize: ms(entry.transferSize),
  };
}

/** Largest contentful paint: the render time of the latest candidate (its start time when not exposed). */
export const lcpValue = (entry: EntryLike): number => ms(entry.renderTime) || ms(entry.startTime);

/** Cumulative layout shift, web-vitals style: the largest session window (gaps under 1 s, at most 5 s long). */
export interface ClsWindow {
  value: number;
  windowValue: number;
  windowStart: number;
  last: number;
}
export const emptyCls: ClsWindow = { value: 0, windowValue: 0, windowStart: -Infinity, last: -Infinity };

export function addLayoutShift(cls: ClsWindow, entry: EntryLike): ClsWindow {
  const shift = typeof entry.value === 'number' && Number.isFinite(entry.value) ? entry.value : 0;
  if (entry.hadRecentInput || shift <= 0) return cls;
  const sameWindow = entry.startTime - cls.last < 1000 && entry.startTime - cls.windowStart < 5000;
  const windowValue = sameWindow ? cls.windowValue + shift : shift;
  const windowStart = sameWindow ? cls.windowStart : entry.startTime;
  return { value: Math.max(cls.value, windowValue), windowValue, windowStart, last: entry.startTime };
}

/** The records of one POST: each carries the page load id; metrics travel as `metric` records. */
export function recordsPayload(
  pageLoadId: string,
  records: readonly PerfRecord[],
  metrics: Readonly<Record<string, number>> = {},
): Array<Record<string, string | number>> {
  const metricRecords = Object.entries(metrics).map(([name, value]) => ({ type: 'metric', name, value }));
  return [...records, ...metricRecords].map((record) => ({ pageLoadId, ...record }));
}
