import { assign, setup } from 'xstate';
import type { TraceEntry } from './types';
import { providedCallback } from '../shared/provided';

export type { TraceEntry };

/** Traces are sent every 30 s (visitor-runtime §7, §9 "Log flush"). */
export const FLUSH_INTERVAL_MS = 30_000;
/** Entries kept between flushes; later ones are dropped until the next flush (our bound: a beacon carries 64 KB). */
export const MAX_ENTRIES = 50;
export const TRACE_URL = '/api/events/Trace';

export interface TraceBatcherInput {
  maxEntries?: number;
}

interface TraceBatcherContext {
  maxEntries: number;
  entries: TraceEntry[];
}

export type TraceBatcherEvent = { type: 'TRACE'; entry: TraceEntry } | { type: 'PAGE_HIDDEN' } | { type: 'STOP' };

/**
 * Trace entries (visitor-runtime §3 "Trace entry") collected and sent in batches: every 30 s by POST, and by
 * beacon when the page is hidden or unloads, or the runtime is destroyed. A batch that fails is lost (traces are
 * best effort; nothing waits for an answer). The 30 s is `after: { flushInterval }`; while collecting, the invoked
 * `watchPage` (provided by the runtime) sends PAGE_HIDDEN on visibilitychange to hidden and on pagehide;
 * `postBatch` and `beaconBatch` send `entries`.
 */
export const traceBatcherMachine = setup({
  types: {
    input: {} as TraceBatcherInput,
    context: {} as TraceBatcherContext,
    events: {} as TraceBatcherEvent,
  },
  guards: {
    hasRoom: ({ context }) => context.entries.length < context.maxEntries,
    hasEntries: ({ context }) => context.entries.length > 0,
  },
  delays: { flushInterval: FLUSH_INTERVAL_MS },
  actors: { watchPage: providedCallback() },
  actions: {
    postBatch: () => {},
    beaconBatch: () => {},
    addEntry: assign({
      entries: ({ context, event }) => (event.type === 'TRACE' ? [...context.entries, event.entry] : context.entries),
    }),
    clearEntries: assign({ entries: [] }),
  },
}).createMachine({
  id: 'traceBatcher',
  context: ({ input }) => ({ maxEntries: input?.maxEntries ?? MAX_ENTRIES, entries: [] }),
  initial: 'collecting',
  states: {
    collecting: {
      invoke: { id: 'watchPage', src: 'watchPage' },
      initial: 'waiting',
      states: {
        // Every 30 s, whatever came meanwhile: the pending entries go by POST.
        waiting: {
          after: {
            flushInterval: [
              { guard: 'hasEntries', target: 'waiting', reenter: true, actions: ['postBatch', 'clearEntries'] },
              { target: 'waiting', reenter: true },
            ],
          },
        },
      },
      on: {
        TRACE: { guard: 'hasRoom', actions: 'addEntry' },
        PAGE_HIDDEN: { guard: 'hasEntries', actions: ['beaconBatch', 'clearEntries'] },
        STOP: [{ guard: 'hasEntries', target: 'stopped', actions: ['beaconBatch', 'clearEntries'] }, { target: 'stopped' }],
      },
    },
    stopped: { type: 'final' },
  },
});
