// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import { FLUSH_INTERVAL_MS, traceBatcherMachine, type TraceEntry } from '../machines/trace-batcher/machine';
import { traceBatchSchema } from '../runtime/api-schemas';
import { addTrace, stopTraces, traceEffects, watchPageActor } from '../runtime/telemetry/trace';
import { traceBatcherCase, traceEntry } from './cases/trace-batcher';
import { walkChart } from './harness';

// The trace batcher has no view: on the page it hears the page going away (visibilitychange to hidden) and sends
// batches by POST or beacon. Entries come through the runtime's addTrace and the stop through stopTraces (handed the
// walk's trigger ref); the 30 s is the chart's own `after`; the page events are real DOM events heard by the real
// watchPage actor; what leaves is recorded by a transport standing in for fetch and sendBeacon.
const entry = traceEntry;
const maxEntries = traceBatcherCase.input!.maxEntries!;
let sent: Array<{ how: 'post' | 'beacon'; url: string; entries: TraceEntry[] }> = [];
let traced = 0;
/** The batches sent by the last step, and how that step happened. */
let step = { type: '', from: 0 };
const stepped = (type: string) => (step = { type, from: sent.length });

const record = (how: 'post' | 'beacon') => (url: string, body: URLSearchParams) => {
  const batch = traceBatchSchema.parse(Object.fromEntries(body));
  sent.push({ how, url, entries: batch.data });
};

const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: string }).visibilityState;
};

describe('trace batcher chart through the page', () => {
  walkChart({
    ...traceBatcherCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine: traceBatcherMachine.provide({ actions: traceEffects({ post: record('post'), beacon: record('beacon') }) }),
    actors: { watchPage: watchPageActor(document) },
    mount: () => {
      sent = [];
      traced = 0;
      step = { type: '', from: 0 };
      return () => {};
    },
    actions: {
      TRACE: ({ trigger }) => {
        stepped('TRACE');
        traced += 1;
        act(() => addTrace(entry, trigger));
      },
      'xstate.after.flushInterval.traceBatcher.collecting.waiting': ({ clock }) => {
        stepped('FLUSH');
        clock.increment(FLUSH_INTERVAL_MS);
      },
      PAGE_HIDDEN: () => {
        stepped('PAGE_HIDDEN');
        hidePage();
      },
      STOP: ({ trigger }) => {
        stepped('STOP');
        act(() => stopTraces(trigger));
      },
    },
    states: {
      // Every batch is the form field `data` holding the JSON list the server accepts, never empty, never over
      // maxEntries; an entry traced while the batch was full is dropped, the others are sent once or pending.
      '#traceBatcher': ({ snapshot }) => {
        for (const batch of sent) {
          expect(batch.url).toBe('/api/events/Trace');
          expect(batch.entries.length).toBeGreaterThan(0);
          expect(batch.entries.length).toBeLessThanOrEqual(maxEntries);
          for (const e of batch.entries) expect(e).toEqual(entry);
        }
        expect(sent.flatMap((b) => b.entries).length + snapshot.context.entries.length).toBeLessThanOrEqual(traced);
        // A step sends at most one batch: by POST on the 30 s clock, by beacon when the page goes away or on stop.
        const now = sent.slice(step.from).map((batch) => batch.how);
        expect(now).toEqual(now.length === 0 ? [] : [step.type === 'FLUSH' ? 'post' : 'beacon']);
        if (step.type !== 'TRACE' && step.type !== '') expect(snapshot.context.entries).toEqual([]);
      },
      collecting: ({ snapshot }) => {
        expect(snapshot.context.entries.length).toBeLessThanOrEqual(maxEntries);
      },
      stopped: ({ snapshot }) => {
        // Stopped (the runtime destroyed): what was pending left by beacon; the page is no longer watched.
        expect(snapshot.context.entries).toEqual([]);
        const before = sent.length;
        hidePage();
        expect(sent).toHaveLength(before);
      },
    },
  });
});
