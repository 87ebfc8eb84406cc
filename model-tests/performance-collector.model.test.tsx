// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import { performanceCollectorMachine } from '../machines/performance-collector/machine';
import type { EntryLike } from '../machines/performance-collector/records';
import { performanceRecordsSchema } from '../runtime/api-schemas';
import { performanceActors, performanceEffects, stopCollector, type PerformanceBrowser } from '../runtime/telemetry/performance';
import { performanceCollectorCase } from './cases/performance-collector';
import { walkChart } from './harness';

// The performance collector has no view. On the page it asks for settings, hears the browser's performance
// entries and the page going away, and posts records. The browser side is a stand-in: the walk answers the settings
// request, emits entries through the observer the real invoked actor installed, and records what is posted; the
// page's visibilitychange is a real DOM event heard by the real page watch; the 30 s and 60 s and the settings
// timeout are the chart's own `after`s (the walk moves the clock); the stop comes through the runtime's stopCollector.
const paint: EntryLike = { entryType: 'paint', name: 'first-contentful-paint', startTime: 120.4 };
const lcp: EntryLike = { entryType: 'largest-contentful-paint', name: '', startTime: 1180, renderTime: 1200.2 };
const maxRecords = 2;

let settings: Array<{ resolve: (pageLoadId: string | null) => void; reject: (error: unknown) => void }> = [];
let onEntry: ((entry: EntryLike) => void) | undefined;
let posted: Array<Record<string, unknown>[]> = [];
let lastStep = { type: '', from: 0 };

const browser: PerformanceBrowser = {
  fetchSettings: () => new Promise((resolve, reject) => settings.push({ resolve, reject })),
  observe: (callback) => {
    onEntry = callback;
    return () => (onEntry = undefined);
  },
  send: (url, text) => {
    expect(url).toBe('/api/1/performance/records');
    posted.push(performanceRecordsSchema.parse(JSON.parse(text)));
  },
};

const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: string }).visibilityState;
};

/** The clock moved to `at` ms after the start (the 30 s and the 60 s both count from the start). */
const advance = (clock: { now(): number; increment(ms: number): void }, at: number) => clock.increment(Math.max(0, at - clock.now()));

const step = (type: string, run: () => void) => {
  lastStep = { type, from: posted.length };
  act(run);
};

describe('performance collector chart through the page', () => {
  walkChart({
    ...performanceCollectorCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine: performanceCollectorMachine.provide({ actions: performanceEffects(browser) }),
    actors: performanceActors(browser, document),
    input: { maxRecords },
    // The context makes many snapshots (records × metrics × flags); the shortest paths still take every transition.
    paths: 'shortest',
    // The actor starts (and asks for settings) before the mount; the records of a path are cleared after it.
    mount: () => () => {
      settings = [];
      posted = [];
      lastStep = { type: '', from: 0 };
    },
    events: (snapshot) => ({
      // The settings answer, the flush and the metrics are the chart's own events, raised from the request's
      // answer and from its `after`s: the walk causes those, not these.
      SETTINGS_LOADED: [],
      SETTINGS_FAILED: [],
      FLUSH_DUE: [],
      METRICS_DUE: [],
      'xstate.done.actor.fetchSettings': [{ output: 'load-1' }, { output: null }],
      'xstate.error.actor.fetchSettings': [{ error: 'offline' }],
      // The model keeps no time, so the walk offers the clock's events only where they agree with it: the 30 s and
      // 60 s not while the settings are awaited (their 30 s timeout comes first), the 60 s only where the 30 s has
      // nothing to send (the 30 s comes first), the 30 s only while the metrics are open (once they are sent, the
      // 60 s may have passed).
      'xstate.after.flushAfter.performanceCollector.active':
        snapshot.matches({ active: 'loadingSettings' }) || snapshot.context.metricsSent ? [] : [{}],
      'xstate.after.metricsAfter.performanceCollector.active':
        snapshot.matches({ active: 'loadingSettings' }) || snapshot.context.records.length ? [] : [{}],
      RECORD: [{ record: { type: 'paint', name: 'first-contentful-paint', startTime: 120 } }],
      METRIC: [{ name: 'LCP', value: 1200 }],
    }),
    actions: {
      'xstate.done.actor.fetchSettings': ({ event }) => {
        const pageLoadId = (event as { output?: string | null }).output ?? null;
        step(pageLoadId ? 'SETTINGS_LOADED' : 'SETTINGS_FAILED', () => settings.shift()!.resolve(pageLoadId));
      },
      'xstate.error.actor.fetchSettings': () => step('SETTINGS_FAILED', () => settings.shift()!.reject(new TypeError('offline'))),
      'xstate.after.settingsTimeout.performanceCollector.active.loadingSettings': ({ clock }) =>
        step('SETTINGS_TIMEOUT', () => clock.increment(30_000)),
      RECORD: () => step('RECORD', () => onEntry!(paint)),
      METRIC: () => step('METRIC', () => onEntry!(lcp)),
      'xstate.after.flushAfter.performanceCollector.active': ({ clock }) => step('FLUSH_DUE', () => advance(clock, 30_000)),
      'xstate.after.metricsAfter.performanceCollector.active': ({ clock }) => step('METRICS_DUE', () => advance(clock, 60_000)),
      PAGE_HIDDEN: () => step('PAGE_HIDDEN', hidePage),
      STOP: ({ trigger }) => step('STOP', () => stopCollector(trigger)),
    },
    states: {
      // Whatever is posted carries the page load id and passes the server's schema; records are posted once.
      '#performanceCollector': () => {
        for (const record of posted.flat()) expect(record.pageLoadId).toBe('load-1');
        const metrics = posted.flat().filter((record) => record.type === 'metric');
        expect(metrics.length).toBeLessThanOrEqual(1);
        for (const metric of metrics) expect(metric).toEqual({ pageLoadId: 'load-1', type: 'metric', name: 'LCP', value: 1200 });
        for (const record of posted.flat().filter((r) => r.type === 'paint')) {
          expect(record).toEqual({ pageLoadId: 'load-1', type: 'paint', name: 'first-contentful-paint', startTime: 120 });
        }
      },
      'active.loadingSettings': ({ snapshot }) => {
        // Nothing can be posted without a page load id; one settings request is pending.
        expect(posted).toEqual([]);
        expect(settings).toHaveLength(1);
        expect(snapshot.context.records.length).toBeLessThanOrEqual(maxRecords);
      },
      'active.collecting': ({ snapshot }) => {
        const now = posted.slice(lastStep.from);
        expect(now.length).toBeLessThanOrEqual(1);
        if (now.length) {
          // Records leave on the 30 s clock; metrics only at 60 s, when the page is hidden (or was, before the
          // settings arrived), and then once.
          const hasMetrics = now[0]!.some((record) => record.type === 'metric');
          expect(['FLUSH_DUE', 'METRICS_DUE', 'PAGE_HIDDEN', 'SETTINGS_LOADED']).toContain(lastStep.type);
          if (lastStep.type === 'FLUSH_DUE') expect(hasMetrics).toBe(false);
          expect(snapshot.context.records).toEqual([]);
        }
        if (snapshot.context.metricsSent) expect(onEntry).toBeDefined();
      },
      off: () => {
        // No page load id: nothing is recorded and the browser is no longer observed.
        expect(posted).toEqual([]);
        expect(onEntry).toBeUndefined();
      },
      stopped: () => {
        // Stopped (tracking refused, or the runtime destroyed): nothing more is sent, nothing more is observed.
        expect(posted.slice(lastStep.from)).toEqual([]);
        expect(onEntry).toBeUndefined();
        hidePage();
        expect(posted.slice(lastStep.from)).toEqual([]);
      },
    },
  });
});
