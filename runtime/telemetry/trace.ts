// The trace batcher chunk (docs/telemetry.md), downloaded by the core with the first trace entry.
import type { ActorRefFrom } from 'xstate';
import {
  FLUSH_INTERVAL_MS,
  TRACE_URL,
  traceBatcherMachine,
  type TraceBatcherEvent,
  type TraceEntry,
} from '../../machines/trace-batcher/machine';
import { startActor, stopActor } from '../actors';
import { pageLoadId } from '../page-load';
import { onPageHidden } from './page-hidden';

/** How a batch leaves: a POST, or a beacon while the page goes away. Neither waits for an answer. */
export interface TraceTransport {
  post(url: string, body: URLSearchParams): void;
  beacon(url: string, body: URLSearchParams): void;
}

/** `data`: the JSON list of entries, form-encoded (visitor-runtime §7). */
export const traceBody = (entries: readonly TraceEntry[]) => new URLSearchParams({ data: JSON.stringify(entries) });

const post = (url: string, body: URLSearchParams) =>
  void fetch(url, { method: 'POST', credentials: 'include', body, keepalive: true, headers: { 'X-Page-Load-Id': pageLoadId() } })
    .then((response) => response.text())
    .catch(() => {});

export const browserTransport: TraceTransport = {
  post,
  // A beacon the browser refuses (too large, or none at all) goes as a keepalive POST. A beacon carries no header,
  // so the page load id is a form field.
  beacon: (url, body) => {
    body.set('pageLoadId', pageLoadId());
    if (!navigator.sendBeacon?.(url, body)) post(url, body);
  },
};

interface EffectArgs {
  context: { entries: TraceEntry[] };
  self: { send(event: TraceBatcherEvent): void };
}

/** The chart's effects: the 30 s clock, the page-hidden watch, the POST and the beacon. */
export function traceEffects(transport: TraceTransport = browserTransport, doc: Document = document) {
  let clock: ReturnType<typeof setInterval> | undefined;
  let unwatch: (() => void) | undefined;
  return {
    startFlushClock: ({ self }: EffectArgs) => {
      clearInterval(clock);
      clock = setInterval(() => self.send({ type: 'FLUSH_DUE' }), FLUSH_INTERVAL_MS);
    },
    stopFlushClock: () => clearInterval(clock),
    watchPage: ({ self }: EffectArgs) => {
      unwatch?.(); // one watch per effects: an actor stopped from outside never ran its exit
      unwatch = onPageHidden(() => self.send({ type: 'PAGE_HIDDEN' }), doc);
    },
    unwatchPage: () => unwatch?.(),
    postBatch: ({ context }: EffectArgs) => transport.post(TRACE_URL, traceBody(context.entries)),
    beaconBatch: ({ context }: EffectArgs) => transport.beacon(TRACE_URL, traceBody(context.entries)),
  };
}

let batcher: ActorRefFrom<typeof traceBatcherMachine> | undefined;

/** Adds an entry to the page's trace batcher (actor `traceBatcher`), started with the first entry. */
export function addTrace(entry: TraceEntry): void {
  batcher ??= startActor('traceBatcher', traceBatcherMachine.provide({ actions: traceEffects() }));
  batcher.send({ type: 'TRACE', entry });
}

/** Sends what is pending by beacon and stops the batcher; a later entry starts a new one. */
export function stopTraces(): void {
  batcher?.send({ type: 'STOP' });
  batcher = undefined;
  stopActor('traceBatcher');
}
