// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import { performanceCollectorMachine } from '../machines/performance-collector/machine';
import type { EntryLike } from '../machines/performance-collector/records';
import { performanceRecordsSchema } from '../runtime/api-schemas';
import { performanceEffects, type PerformanceBrowser } from '../runtime/telemetry/performance';
import { walkChart } from './harness';

// The performance collector has no view. On the page it asks for settings, hears the browser's performance
// entries and the page going away, and posts records. The browser side is a stand-in: the walk answers the settings
// request, emits entries through the observer the real effect installed, and records what is posted; the page's
// visibilitychange is a real DOM event; the 30 s and 60 s clocks and the settings timeout are the walk's.
const paint: EntryLike = { entryType: 'paint', name: 'first-contentful-paint', startTime: 120.4 };
const lcp: EntryLike = { entryType: 'largest-contentful-paint', name: '', startTime: 1180, renderTime: 1200.2 };
const maxRecords = 2;

let settings: Array<(pageLoadId: string | null) => void> = [];
let onEntry: ((entry: EntryLike) => void) | undefined;
let posted: Array<Record<string, unknown>[]> = [];
let lastStep = { type: '', from: 0 };

const browser: PerformanceBrowser = {
  fetchSettings: () => new Promise((resolve) => settings.push(resolve)),
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

const step = (type: string, run: () => void) => {
  lastStep = { type, from: posted.length };
  act(run);
};

describe('performance collector chart through the page', () => {
  walkChart({
    // Sent straight to the actor until this chart's entry points and effects are caused by the page (issue 10).
    environment: ['FLUSH_DUE', 'METRIC', 'METRICS_DUE', 'PAGE_HIDDEN', 'RECORD', 'SETTINGS_FAILED', 'SETTINGS_LOADED', 'SETTINGS_TIMEOUT', 'STOP'],
    machine: performanceCollectorMachine.provide({
      actions: {
        ...performanceEffects(browser, document),
        startSettingsTimeout: () => {},
        startClocks: () => {},
        stopClocks: () => {},
      },
    }),
    input: { maxRecords },
    // The context makes many snapshots (records × metrics × flags); the shortest paths still take every transition.
    paths: 'shortest',
    // The actor starts (and asks for settings) before the mount; the records of a path are cleared after it.
    mount: () => () => {
      settings = [];
      posted = [];
      lastStep = { type: '', from: 0 };
    },
    events: {
      SETTINGS_LOADED: [{ pageLoadId: 'load-1' }],
      RECORD: [{ record: { type: 'paint', name: 'first-contentful-paint', startTime: 120 } }],
      METRIC: [{ name: 'LCP', value: 1200 }],
    },
    actions: {
      SETTINGS_LOADED: () => step('SETTINGS_LOADED', () => settings.shift()!('load-1')),
      SETTINGS_FAILED: () => step('SETTINGS_FAILED', () => settings.shift()!(null)),
      SETTINGS_TIMEOUT: ({ actorRef }) => step('SETTINGS_TIMEOUT', () => actorRef.send({ type: 'SETTINGS_TIMEOUT' })),
      RECORD: () => step('RECORD', () => onEntry!(paint)),
      METRIC: () => step('METRIC', () => onEntry!(lcp)),
      FLUSH_DUE: ({ actorRef }) => step('FLUSH_DUE', () => actorRef.send({ type: 'FLUSH_DUE' })),
      METRICS_DUE: ({ actorRef }) => step('METRICS_DUE', () => actorRef.send({ type: 'METRICS_DUE' })),
      PAGE_HIDDEN: () => step('PAGE_HIDDEN', hidePage),
      STOP: ({ actorRef }) => step('STOP', () => actorRef.send({ type: 'STOP' })),
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
