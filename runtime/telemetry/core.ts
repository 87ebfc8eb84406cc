// The telemetry part of the core (docs/telemetry.md): it must stay a few hundred bytes, so it only listens, holds
// a few errors and downloads the chunk that does the work.
import { readTrail, stopActor } from '../actors';
import { whenTrackingAllowed } from '../consent/policy';
import type { Initialiser } from '../page';
import type { Captured } from './error-reporter';

/** An error as caught, with the flight recorder's trail at that moment (docs/telemetry.md). */
type Caught = [Captured, ReturnType<typeof readTrail>];
let held: Caught[] | 0 = [];
let forward: ((...caught: Caught) => void) | undefined;
/** Counts destroys: a reporter downloaded for an earlier initialisation is not started. */
let generation = 0;

/** The error reporter is downloaded with the first error; until then at most 20 are held (no page sends more). */
function captureError(captured: Captured): void {
  // the trail is copied only for an error that is forwarded or held, not for each of a storm's dropped ones
  if (forward) forward(captured, readTrail());
  else if (held && held.length < 20 && held.push([captured, readTrail()]) < 2) {
    const started = generation;
    import('./error-reporter').then(
      (chunk) => {
        if (started !== generation) return;
        forward = chunk.startErrorReporter();
        (held as Caught[]).forEach((caught) => forward!(...caught));
        held = 0;
      },
      () => (held = 0),
    );
  }
}

let capturing = false;
function captureErrors(on: boolean): void {
  if (capturing === on) return;
  capturing = on;
  const listen = on ? addEventListener : removeEventListener;
  listen('error', captureError);
  listen('unhandledrejection', captureError);
}

// Installed when the core is evaluated, so errors before boot are caught; once per page: a second copy of the
// runtime stays out.
if (typeof window == 'object' && !(window as { __visitorRuntimeLoaded?: boolean }).__visitorRuntimeLoaded) captureErrors(true);

/** Error capture lives as long as the page's initialisation: a destroyed page keeps no listener and no reporter. */
export const errorCaptureInitialiser: Initialiser = () => {
  captureErrors(true);
  return () => {
    captureErrors(false);
    generation += 1;
    forward = undefined;
    held = [];
    stopActor('errorReporter');
  };
};

let traces: Promise<typeof import('./trace')> | undefined;

/** Adds a trace entry `{ pageUrl, type, data }` (visitor-runtime §3); the trace batcher is downloaded with the first. */
export function trace(type: string, data?: unknown): void {
  const entry = { pageUrl: location.href, type, data, trail: readTrail() };
  (traces ||= import('./trace')).then((chunk) => chunk.addTrace(entry), () => {});
}

/** The data layer's event (data-layer.ts NETWORK_ERROR_EVENT; not imported, that would put the data layer in the core). */
const NETWORK_ERROR = 'visitor-runtime:network-error';
const traceNetworkError = (event: Event) => trace('network-error', (event as CustomEvent).detail);

/** Traces the data layer's network errors; on destroy, the pending traces are sent by beacon. */
export const traceInitialiser: Initialiser = ({ document }) => {
  document.addEventListener(NETWORK_ERROR, traceNetworkError);
  return () => {
    document.removeEventListener(NETWORK_ERROR, traceNetworkError);
    traces?.then((chunk) => chunk.stopTraces(), () => {});
  };
};

/** Performance records are tracking: the collector is downloaded and started only once tracking is allowed, and
 * stopped (nothing more sent) on a later refusal or on destroy. */
export const performanceInitialiser: Initialiser = ({ site }) =>
  whenTrackingAllowed(site, () => {
    let stop: void | (() => void) | 0;
    import('./performance').then((chunk) => stop === 0 || (stop = chunk.startPerformanceCollector()), () => {});
    return () => {
      if (stop) stop();
      stop = 0;
    };
  });
