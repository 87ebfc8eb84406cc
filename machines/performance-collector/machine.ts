import { assign, raise, setup } from 'xstate';
import { FLUSH_AFTER_MS, MAX_RECORDS, METRICS_AFTER_MS, SETTINGS_TIMEOUT_MS, type PerfRecord } from './records';
import { providedPromise, providedCallback } from '../shared/provided';

export interface PerformanceCollectorInput {
  maxRecords?: number;
}

interface PerformanceCollectorContext {
  maxRecords: number;
  pageLoadId: string | null;
  /** Records waiting for the next flush. */
  records: PerfRecord[];
  /** Page-speed metrics (LCP, CLS): the latest value of each, sent once. */
  metrics: Record<string, number>;
  metricsSent: boolean;
  /** The page was hidden before the settings arrived: flush as soon as they do. */
  hiddenEarly: boolean;
}

export type PerformanceCollectorEvent =
  // Raised by the chart itself from the settings request's answer, and from its own 30 s and 60 s.
  | { type: 'SETTINGS_LOADED'; pageLoadId: string }
  | { type: 'SETTINGS_FAILED' }
  | { type: 'RECORD'; record: PerfRecord }
  | { type: 'METRIC'; name: string; value: number }
  | { type: 'FLUSH_DUE' }
  | { type: 'METRICS_DUE' }
  | { type: 'PAGE_HIDDEN' }
  | { type: 'STOP' };

const sendAll = ['sendRecordsAndMetrics', 'clearRecords', 'closeMetrics'] as const;

/**
 * Performance records (display-widgets §7, §9). The settings request gives the page load id (30 s timeout; a
 * failure or timeout means no records). Navigation and paint records are flushed 30 s after load; page-speed metrics
 * wait up to 60 s; both are flushed when the page is hidden. STOP (tracking no longer allowed, or the runtime
 * destroyed) ends it without sending. The times are the chart's own (`after`: settingsTimeout, flushAfter,
 * metricsAfter); the runtime provides the invoked `fetchSettings` (the page load id), `observeEntries` (RECORD and
 * METRIC from the browser's PerformanceObserver) and `watchPage` (PAGE_HIDDEN), each ended with its state, and the
 * posts `sendRecords` and `sendRecordsAndMetrics`.
 */
export const performanceCollectorMachine = setup({
  types: {
    input: {} as PerformanceCollectorInput,
    context: {} as PerformanceCollectorContext,
    events: {} as PerformanceCollectorEvent,
  },
  guards: {
    hasRoom: ({ context }) => context.records.length < context.maxRecords,
    hasRecords: ({ context }) => context.records.length > 0,
    metricsOpen: ({ context }) => !context.metricsSent,
    hiddenEarly: ({ context }) => context.hiddenEarly,
  },
  delays: { settingsTimeout: SETTINGS_TIMEOUT_MS, flushAfter: FLUSH_AFTER_MS, metricsAfter: METRICS_AFTER_MS },
  // Placeholders: the runtime provides them (runtime/telemetry/performance.ts).
  actors: {
    /** The page load id, or null when the server gave none. */
    fetchSettings: providedPromise<string | null>(),
    /** RECORD and METRIC for the browser's performance entries. */
    observeEntries: providedCallback(),
    /** PAGE_HIDDEN when the page is hidden or unloads. */
    watchPage: providedCallback(),
  },
  actions: {
    takeSettings: raise(({ event }) => {
      const pageLoadId = (event as { output?: unknown }).output;
      return typeof pageLoadId === 'string' && pageLoadId ? { type: 'SETTINGS_LOADED' as const, pageLoadId } : { type: 'SETTINGS_FAILED' as const };
    }),
    sendRecords: () => {},
    sendRecordsAndMetrics: () => {},
    keepPageLoadId: assign({
      pageLoadId: ({ context, event }) => (event.type === 'SETTINGS_LOADED' ? event.pageLoadId : context.pageLoadId),
    }),
    addRecord: assign({
      records: ({ context, event }) => (event.type === 'RECORD' ? [...context.records, event.record] : context.records),
    }),
    setMetric: assign({
      metrics: ({ context, event }) =>
        event.type === 'METRIC' ? { ...context.metrics, [event.name]: event.value } : context.metrics,
    }),
    clearRecords: assign({ records: [] }),
    closeMetrics: assign({ metricsSent: true }),
    markHidden: assign({ hiddenEarly: true }),
  },
}).createMachine({
  id: 'performanceCollector',
  context: ({ input }) => ({
    maxRecords: input?.maxRecords ?? MAX_RECORDS,
    pageLoadId: null,
    records: [],
    metrics: {},
    metricsSent: false,
    hiddenEarly: false,
  }),
  initial: 'active',
  states: {
    active: {
      invoke: [
        { id: 'observeEntries', src: 'observeEntries' },
        { id: 'watchPage', src: 'watchPage' },
      ],
      // Once each, counted from the start: records at 30 s, metrics at 60 s.
      after: {
        flushAfter: { actions: raise({ type: 'FLUSH_DUE' }) },
        metricsAfter: { actions: raise({ type: 'METRICS_DUE' }) },
      },
      on: {
        RECORD: { guard: 'hasRoom', actions: 'addRecord' },
        METRIC: { guard: 'metricsOpen', actions: 'setMetric' },
        STOP: 'stopped',
      },
      initial: 'loadingSettings',
      states: {
        loadingSettings: {
          invoke: {
            id: 'fetchSettings',
            src: 'fetchSettings',
            onDone: { actions: 'takeSettings' },
            onError: { actions: raise({ type: 'SETTINGS_FAILED' }) },
          },
          after: { settingsTimeout: '#performanceCollector.off' },
          on: {
            SETTINGS_LOADED: [
              { guard: 'hiddenEarly', target: 'collecting', actions: ['keepPageLoadId', ...sendAll] },
              { target: 'collecting', actions: 'keepPageLoadId' },
            ],
            SETTINGS_FAILED: '#performanceCollector.off',
            PAGE_HIDDEN: { actions: 'markHidden' },
          },
        },
        collecting: {
          on: {
            FLUSH_DUE: { guard: 'hasRecords', actions: ['sendRecords', 'clearRecords'] },
            METRICS_DUE: { guard: 'metricsOpen', actions: sendAll },
            PAGE_HIDDEN: [
              { guard: 'metricsOpen', actions: sendAll },
              { guard: 'hasRecords', actions: ['sendRecords', 'clearRecords'] },
            ],
          },
        },
      },
    },
    /** No page load id (the settings request failed or timed out): nothing is recorded. */
    off: { type: 'final' },
    stopped: { type: 'final' },
  },
});
