// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setup, type AnyActorRef } from 'xstate';
import { traceBatchSchema } from '../api-schemas';
import { liveActors, startActor, stopActor } from '../actors';
import { NETWORK_ERROR_EVENT } from '../data-layer';
import { pageLoadId } from '../page-load';
import { defaultSiteContext } from '../site-context';
import { trace, traceInitialiser } from './core';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

// trace() and the network-error trace through the core, the trace chunk and a stand-in for fetch and sendBeacon.
const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
const beacon = vi.fn((_url: string, _body: URLSearchParams) => true);
const batcher = () => liveActors.get('traceBatcher') as AnyActorRef | undefined;
const entriesOf = (body: URLSearchParams) => traceBatchSchema.parse(Object.fromEntries(body)).data;

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // the batcher's 30 s runs on the actors' clock
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('traces (visitor-runtime §3, §7)', () => {
  const destroy = traceInitialiser({ document, site: defaultSiteContext() }) as () => void;

  it('traces the data layer’s network errors and trace() calls, and posts them every 30 s as form field data', async () => {
    document.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT, { detail: { url: '/api/x', status: 503 } }));
    trace('custom', { step: 2 });
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries).toHaveLength(2));
    vi.advanceTimersByTime(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events/Trace');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true, headers: { 'X-Page-Load-Id': pageLoadId() } });
    expect(entriesOf(init.body as URLSearchParams)).toEqual([
      { pageUrl: location.href, type: 'network-error', data: { url: '/api/x', status: 503 } },
      { pageUrl: location.href, type: 'custom', data: { step: 2 } },
    ]);
    vi.advanceTimersByTime(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends what is pending by beacon when the page is hidden or unloads', async () => {
    trace('a');
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries).toHaveLength(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
    trace('b');
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon.mock.calls.map(([url, body]) => [url, entriesOf(body).map((e) => e.type)])).toEqual([
      ['/api/events/Trace', ['a']],
      ['/api/events/Trace', ['b']],
    ]);
    // a beacon carries no header: the page load id is a form field
    expect(beacon.mock.calls.map(([, body]) => body.get('pageLoadId'))).toEqual([pageLoadId(), pageLoadId()]);
  });

  it('falls back to a keepalive POST when the browser refuses the beacon', async () => {
    beacon.mockReturnValueOnce(false);
    fetchMock.mockClear();
    trace('c');
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on destroy sends what is pending by beacon, stops listening, and starts again with the next trace()', async () => {
    trace('d');
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries).toHaveLength(1));
    beacon.mockClear();
    destroy();
    await waitForSignal(() => expect(batcher()).toBeUndefined());
    expect(beacon).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new CustomEvent(NETWORK_ERROR_EVENT, { detail: { url: '/api/y', status: 0 } }));
    trace('e');
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries).toMatchObject([{ pageUrl: location.href, type: 'e', data: undefined }]));
  });

  it("carries the flight recorder's trail of when the entry was added: the page's steps, not the batcher's own, no event payload", async () => {
    const toggle = startActor('toggle', setup({}).createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { FLIP: 'on' } }, on: {} } }));
    toggle.send({ type: 'FLIP' });
    trace('f', { typed: 'Qzx8' });
    await waitForSignal(() => expect(batcher()?.getSnapshot().context.entries.map((e: { type: string }) => e.type)).toContain('f'));
    window.dispatchEvent(new Event('pagehide'));
    const sent = entriesOf(beacon.mock.calls.at(-1)![1]).find((entry) => entry.type === 'f')!;
    expect(sent.trail!.at(-1)).toEqual({ ms: expect.any(Number), actor: 'toggle', chart: 'toggle', from: 'off', to: 'on', event: 'FLIP' });
    // the batcher's TRACE steps (every entry before) would crowd the page's out
    expect(sent.trail!.filter((step) => step.chart === 'traceBatcher')).toEqual([]);
    expect(JSON.stringify(sent.trail)).not.toContain('Qzx8');
    stopActor('toggle');
  });
});
