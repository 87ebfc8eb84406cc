import { assign, setup } from 'xstate';
import { MAX_RECORDS, type PerfRecord } from './records';

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
  | { type: 'SETTINGS_LOADED'; pageLoadId: string }
  | { type: 'SETTINGS_FAILED' }
  | { type: 'SETTINGS_TIMEOUT' }
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
 * destroyed) ends it without sending. Effects provided by the runtime: `requestSettings` answers SETTINGS_LOADED or
 * SETTINGS_FAILED and `startSettingsTimeout` sends SETTINGS_TIMEOUT after 30 s (`cancelSettings` ends both);
 * `startObserving` sends RECORD and METRIC from the browser's PerformanceObserver, `startClocks` FLUSH_DUE and
 * METRICS_DUE, `watchPage` PAGE_HIDDEN (each stopped on exit); `sendRecords` and `sendRecordsAndMetrics` post.
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
  actions: {
    requestSettings: () => {},
    startSettingsTimeout: () => {},
    cancelSettings: () => {},
    startObserving: () => {},
    stopObserving: () => {},
    startClocks: () => {},
    stopClocks: () => {},
    watchPage: () => {},
    unwatchPage: () => {},
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
      entry: ['startObserving', 'startClocks', 'watchPage'],
      exit: ['stopObserving', 'stopClocks', 'unwatchPage'],
      on: {
        RECORD: { guard: 'hasRoom', actions: 'addRecord' },
        METRIC: { guard: 'metricsOpen', actions: 'setMetric' },
        STOP: 'stopped',
      },
      initial: 'loadingSettings',
      states: {
        loadingSettings: {
          entry: ['requestSettings', 'startSettingsTimeout'],
          exit: 'cancelSettings',
          on: {
            SETTINGS_LOADED: [
              { guard: 'hiddenEarly', target: 'collecting', actions: ['keepPageLoadId', ...sendAll] },
              { target: 'collecting', actions: 'keepPageLoadId' },
            ],
            SETTINGS_FAILED: '#performanceCollector.off',
            SETTINGS_TIMEOUT: '#performanceCollector.off',
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
