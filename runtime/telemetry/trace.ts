// The trace batcher chunk (docs/telemetry.md), downloaded by the core with the first trace entry.
import type { ActorRefFrom } from 'xstate';
import { TRACE_URL, traceBatcherMachine, type TraceEntry } from '../../machines/trace-batcher/machine';
import { startActor, stopActor } from '../actors';
import { trailField } from '../../machines/shared/trail';
import { pageLoadId } from '../page-load';
import { watchPageActor } from './page-hidden';
export { watchPageActor };

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
}

/** The chart's effects: the POST and the beacon. */
export function traceEffects(transport: TraceTransport = browserTransport) {
  return {
    postBatch: ({ context }: EffectArgs) => transport.post(TRACE_URL, traceBody(context.entries)),
    beaconBatch: ({ context }: EffectArgs) => transport.beacon(TRACE_URL, traceBody(context.entries)),
  };
}

type Batcher = ActorRefFrom<typeof traceBatcherMachine>;

let batcher: Batcher | undefined;

/** Adds an entry to the page's trace batcher (actor `traceBatcher`, started with the first entry), or to `to`. */
export function addTrace(entry: TraceEntry, to?: Batcher): void {
  const target = to ?? (batcher ??= startActor('traceBatcher', traceBatcherMachine.provide({ actions: traceEffects(), actors: { watchPage: watchPageActor() } }), {}, false));
  const { trail = [], ...rest } = entry;
  target.send({ type: 'TRACE', entry: { ...rest, ...trailField(trail) } });
}

/** Sends what is pending by beacon and stops the batcher (the page's, or `of`); a later entry starts a new one. */
export function stopTraces(of?: Batcher): void {
  if (of) return of.send({ type: 'STOP' });
  batcher?.send({ type: 'STOP' });
  stopActor('traceBatcher', batcher);
  batcher = undefined;
}
