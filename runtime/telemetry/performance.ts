// The performance collector chunk (docs/telemetry.md): started only through whenTrackingAllowed.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { performanceCollectorMachine, type PerformanceCollectorEvent } from '../../machines/performance-collector/machine';
import {
  addLayoutShift,
  emptyCls,
  entryRecord,
  lcpValue,
  RECORDS_URL,
  recordsPayload,
  SETTINGS_URL,
  type EntryLike,
  type PerfRecord,
} from '../../machines/performance-collector/records';
import { describeThrown } from '../../machines/error-reporter/describe-thrown';
import { startActor, stopActor } from '../actors';
import { pageLoadId } from '../page-load';
import { watchPageActor } from './page-hidden';

/** The browser's side: settings, the observer, the beacon. Tests pass their own. */
export interface PerformanceBrowser {
  /** GET the settings; resolves to the page load id, or null. */
  fetchSettings(signal: AbortSignal): Promise<string | null>;
  /** Calls `onEntry` with every buffered and future entry of the types the browser supports; returns the stop. */
  observe(onEntry: (entry: EntryLike) => void): () => void;
  /** POSTs the JSON array as text. */
  send(url: string, text: string): void;
}

const ENTRY_TYPES = ['navigation', 'paint', 'largest-contentful-paint', 'layout-shift'];

export const browserPerformance: PerformanceBrowser = {
  fetchSettings: (signal) =>
    fetch(SETTINGS_URL, { credentials: 'include', signal, headers: { 'X-Page-Load-Id': pageLoadId() } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => (typeof body?.pageLoadId === 'string' && body.pageLoadId ? body.pageLoadId : null)),
  observe(onEntry) {
    const supported = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
    const observers = ENTRY_TYPES.filter((type) => supported.includes(type)).map((type) => {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => onEntry(e.toJSON())));
      observer.observe({ type, buffered: true });
      return observer;
    });
    return () => observers.forEach((observer) => observer.disconnect());
  },
  // By beacon (text/plain), falling back to XHR when the browser refuses it (display-widgets §7). A beacon carries no
  // header: every record carries the settings' pageLoadId, which the reference server takes from this header.
  send(url, text) {
    if (navigator.sendBeacon?.(url, text)) return;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    xhr.setRequestHeader('X-Page-Load-Id', pageLoadId());
    xhr.send(text);
  },
};

interface EffectArgs {
  context: { pageLoadId: string | null; records: PerfRecord[]; metrics: Record<string, number> };
}

/**
 * The collector's own exceptions go to the error reporter (display-widgets §8), not up through the chart: they are
 * dispatched as the window error event the core's listener reports, with a message naming the collector.
 */
function reported<A extends unknown[]>(effect: (...args: A) => void) {
  return (...args: A) => {
    try {
      effect(...args);
    } catch (error) {
      dispatchEvent(new ErrorEvent('error', { error, message: `performanceCollector: ${describeThrown(error)}` }));
    }
  };
}

/** Turns browser entries into RECORD and METRIC events (CLS accumulated by session window). */
function entryEvents(send: (event: PerformanceCollectorEvent) => void) {
  let cls = emptyCls;
  return (entry: EntryLike) => {
    const record = entryRecord(entry);
    if (record) send({ type: 'RECORD', record });
    else if (entry.entryType === 'largest-contentful-paint') send({ type: 'METRIC', name: 'LCP', value: lcpValue(entry) });
    else if (entry.entryType === 'layout-shift') {
      const next = addLayoutShift(cls, entry);
      if (next !== cls) send({ type: 'METRIC', name: 'CLS', value: Number((cls = next).value.toFixed(4)) });
    }
  };
}

/** The chart's invoked actors over a browser (the real one by default): settings, observer, page watch. */
export function performanceActors(browser: PerformanceBrowser = browserPerformance, doc: Document = document) {
  return {
    fetchSettings: fromPromise<string | null>(({ signal }) => browser.fetchSettings(signal)),
    // An observer that throws is reported (to the error reporter), never fatal to the chart.
    observeEntries: fromCallback<EventObject>(({ sendBack }) => {
      let unobserve = () => {};
      reported(() => (unobserve = browser.observe(reported(entryEvents((event) => sendBack(event))))))();
      return unobserve;
    }),
    watchPage: watchPageActor(doc),
  };
}

/** The chart's posts. */
export function performanceEffects(browser: PerformanceBrowser = browserPerformance) {
  const post = (context: EffectArgs['context'], metrics?: Record<string, number>) => {
    const payload = recordsPayload(context.pageLoadId ?? '', context.records, metrics);
    if (payload.length) browser.send(RECORDS_URL, JSON.stringify(payload));
  };
  return {
    sendRecords: reported(({ context }: EffectArgs) => post(context)),
    sendRecordsAndMetrics: reported(({ context }: EffectArgs) => post(context, context.metrics)),
  };
}

/** Tracking no longer allowed, or the runtime destroyed: nothing more is sent (the runtime's STOP). */
export const stopCollector = (actor: { send(event: { type: 'STOP' }): void }) => actor.send({ type: 'STOP' });

/** Starts the collector (actor `performanceCollector`); returns its stop. */
export function startPerformanceCollector(browser?: PerformanceBrowser): () => void {
  const logic = performanceCollectorMachine.provide({ actions: performanceEffects(browser), actors: performanceActors(browser) });
  const actor = startActor('performanceCollector', logic, {}, false);
  return () => {
    stopCollector(actor);
    stopActor('performanceCollector', actor);
  };
}

