import { assign, raise, setup } from 'xstate';
import { cut, DEBOUNCE_MS, MAX_QUEUED, MAX_REPORTS, MAX_STACK, type ErrorReportEvent } from './report';
import { providedPromise } from '../shared/provided';

export interface ErrorReporterInput {
  /** Reports per page in total; then the reporter stops (default 20). */
  maxReports?: number;
  /** Reports waiting for the debounce; further ones are dropped while the queue is full (default 10). */
  maxQueued?: number;
  /** Stacks are cut to this many characters (default 5000). */
  maxStack?: number;
}

interface ErrorReporterContext {
  maxReports: number;
  maxQueued: number;
  maxStack: number;
  /** Waiting for the debounce. */
  queue: ErrorReportEvent[];
  /** The batch being sent. */
  inFlight: ErrorReportEvent[];
  /** Reports accepted so far (queued, in flight or done). */
  accepted: number;
  /** Failed sends (their batch is dropped; the first one is logged). */
  failures: number;
}

export type ErrorReporterEvent =
  | { type: 'ERROR_CAPTURED'; report: ErrorReportEvent }
  // Raised by the chart itself from the send's outcome.
  | { type: 'SENT' }
  | { type: 'SEND_FAILED' };

/**
 * Script error reporting (visitor-runtime §7, §8, §9): captured errors are queued (at most 10; the rest are dropped
 * while the queue is full), sent as one batch 1 s after the last accepted one, at most 20 per page, then the
 * reporter is done. A failed send drops its batch: nothing is retried and nothing is reported about it.
 * The second is `after: { debounce }`; `sending` invokes `sendReports` (provided by the runtime: POSTs `inFlight`,
 * true when the server took it), whose outcome the chart raises as SENT or SEND_FAILED; `warnSendFailed` logs the
 * first failure.
 */
export const errorReporterMachine = setup({
  types: {
    input: {} as ErrorReporterInput,
    context: {} as ErrorReporterContext,
    events: {} as ErrorReporterEvent,
  },
  guards: {
    canAccept: ({ context }) => context.queue.length < context.maxQueued && context.accepted < context.maxReports,
    hasQueued: ({ context }) => context.queue.length > 0,
    allReported: ({ context }) => context.accepted >= context.maxReports,
  },
  delays: { debounce: DEBOUNCE_MS },
  actors: {
    sendReports: providedPromise<boolean, ErrorReportEvent[]>(),
  },
  actions: {
    takeOutcome: raise(({ event }) => ({ type: (event as { output?: unknown }).output === true ? 'SENT' : 'SEND_FAILED' }) as ErrorReporterEvent),
    warnSendFailed: () => {},
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'ERROR_CAPTURED'
          ? [...context.queue, { ...event.report, data: { ...event.report.data, stack: cut(event.report.data.stack, context.maxStack) } }]
          : context.queue,
      accepted: ({ context }) => context.accepted + 1,
    }),
    takeBatch: assign({ inFlight: ({ context }) => context.queue, queue: [] }),
    dropBatch: assign({ inFlight: [] }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
}).createMachine({
  id: 'errorReporter',
  context: ({ input }) => ({
    maxReports: input?.maxReports ?? MAX_REPORTS,
    maxQueued: input?.maxQueued ?? MAX_QUEUED,
    maxStack: input?.maxStack ?? MAX_STACK,
    queue: [],
    inFlight: [],
    accepted: 0,
    failures: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { ERROR_CAPTURED: { guard: 'canAccept', target: 'debouncing', actions: 'enqueue' } },
    },
    debouncing: {
      after: { debounce: 'sending' },
      on: {
        // Each accepted report restarts the second; dropped ones do not.
        ERROR_CAPTURED: { guard: 'canAccept', target: 'debouncing', reenter: true, actions: 'enqueue' },
      },
    },
    sending: {
      entry: 'takeBatch',
      invoke: {
        id: 'sendReports',
        src: 'sendReports',
        input: ({ context }) => context.inFlight,
        onDone: { actions: 'takeOutcome' },
        // Whatever happens (even a transport that throws), the chart hears an outcome: it never gets stuck.
        onError: { actions: 'takeOutcome' },
      },
      on: {
        ERROR_CAPTURED: { guard: 'canAccept', actions: 'enqueue' },
        SENT: [
          { guard: 'hasQueued', target: 'debouncing', actions: 'dropBatch' },
          { guard: 'allReported', target: 'done', actions: 'dropBatch' },
          { target: 'idle', actions: 'dropBatch' },
        ],
        SEND_FAILED: [
          { guard: 'hasQueued', target: 'debouncing', actions: ['dropBatch', 'countFailure', 'warnSendFailed'] },
          { guard: 'allReported', target: 'done', actions: ['dropBatch', 'countFailure', 'warnSendFailed'] },
          { target: 'idle', actions: ['dropBatch', 'countFailure', 'warnSendFailed'] },
        ],
      },
    },
    /** Every report this page may send has been sent (or dropped): errors are no longer reported. */
    done: { type: 'final' },
  },
});
