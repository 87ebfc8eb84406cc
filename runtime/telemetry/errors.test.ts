// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyActorRef } from 'xstate';
import type { TrailStep } from '../../machines/shared/trail';
import { liveActors, startActor, stopActor } from '../actors';
import { writeCrumb } from '../cookie-values';
import { pageLoadId } from '../page-load';
import { performanceActors } from './performance';
import './core';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

// The core's listener and the error reporter chunk together, in order: one page, so the tests share the reporter
// (20 reports per page) and build on each other.
const fetchMock = vi.fn();
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
const reporter = () => liveActors.get('errorReporter') as AnyActorRef;
const context = () => reporter().getSnapshot().context;
const posted = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body) as Array<{ data: { message: string; stack: string | null }; trail?: TrailStep[] }>);

const throwAtPage = (message: string, stackLength = 8000) => {
  const error = new Error(message);
  error.stack = `Error: ${message}\n${'x'.repeat(stackLength)}`;
  window.dispatchEvent(new ErrorEvent('error', { message: `Uncaught Error: ${message}`, error, filename: 'app.js', lineno: 1, colno: 2 }));
};

const settle = (value: string) => waitForSignal(() => expect(reporter().getSnapshot().value).toBe(value));

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  writeCrumb('crumb-1');
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('script error reporting (visitor-runtime §7, §8)', () => {
  it('holds the errors raised before the reporter is downloaded and posts at most 10, 1 s after the last', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    for (let i = 0; i < 25; i += 1) throwAtPage(`early ${i}`);
    // The chunk's download, without moving the faked clock (vi.waitFor would, eating into the second measured here).
    await vi.dynamicImportSettled();
    expect(liveActors.has('errorReporter')).toBe(true);
    expect(context().queue).toHaveLength(10);
    vi.advanceTimersByTime(999);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle('idle');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/RecordJavascriptErrors');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-CSRF-Token': 'crumb-1', 'X-Page-Load-Id': pageLoadId() } });
    expect(posted()[0]!.map((r) => r.data.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Uncaught Error: early ${i}`));
    expect(posted()[0]!.every((r) => r.data.stack!.length === 5000)).toBe(true);
  });

  it("restarts the second on each accepted error; each report carries the flight recorder's trail of when it was caught", async () => {
    const toggle = startActor('toggle', setup({}).createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } } }));
    throwAtPage('a');
    vi.advanceTimersByTime(900);
    toggle.send({ type: 'FLIP' });
    throwAtPage('b');
    toggle.send({ type: 'FLIP' }); // after b was caught: on no trail
    vi.advanceTimersByTime(900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    await settle('idle');
    const [a, b] = posted()[1]!;
    expect([a, b].map((r) => r!.data.message)).toEqual(['Uncaught Error: a', 'Uncaught Error: b']);
    // no chart had moved when a was caught (the reporter's own steps are not on the trail): no trail field
    expect(a).not.toHaveProperty('trail');
    expect(b!.trail).toEqual([{ ms: expect.any(Number), actor: 'toggle', chart: 'toggle', from: 'off', to: 'on', event: 'FLIP' }]);
    stopActor('toggle');
  });

  it('drops a batch the server refuses, warns once, and reports nothing about it', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    for (const message of ['c', 'd']) {
      throwAtPage(message);
      vi.advanceTimersByTime(1000);
      await settle('idle');
    }
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({ accepted: 14, failures: 2, queue: [] });
  });

  it('is not stuck, and captures nothing, when its own transport throws', async () => {
    fetchMock.mockImplementation(() => {
      throw new Error('fetch broke');
    });
    throwAtPage('e');
    vi.advanceTimersByTime(1000);
    await settle('idle');
    expect(context()).toMatchObject({ accepted: 15, failures: 3, queue: [] });
  });

  it('reports unhandled rejections and the performance collector’s own exceptions', async () => {
    fetchMock.mockReset().mockResolvedValue(new Response('{}'));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('nope') }));
    const { observeEntries } = performanceActors({
      fetchSettings: () => Promise.resolve(null),
      observe: () => {
        throw new Error('observer broke');
      },
      send: () => {},
    });
    const observer = createActor(observeEntries).start();
    expect(observer.getSnapshot().status).toBe('active'); // reported, not fatal
    observer.stop();
    expect(context().queue.map((r: { data: { message: string } }) => r.data.message)).toEqual([
      'Unhandled rejection: TypeError: nope',
      'performanceCollector: Error: observer broke',
    ]);
    vi.advanceTimersByTime(1000);
    await settle('idle');
  });

  it('stops after 20 reports per page', async () => {
    for (let i = 0; i < 50; i += 1) throwAtPage(`late ${i}`);
    vi.advanceTimersByTime(1000);
    await waitForSignal(() => expect(reporter().getSnapshot().status).toBe('done'));
    throwAtPage('after');
    vi.advanceTimersByTime(5000);
    expect(context().accepted).toBe(20);
    // 17 reported before this test (3 of them in refused or broken sends), then the last 3.
    expect(posted().flat().map((r) => r.data.message)).toEqual([
      'Unhandled rejection: TypeError: nope',
      'performanceCollector: Error: observer broke',
      'Uncaught Error: late 0',
      'Uncaught Error: late 1',
      'Uncaught Error: late 2',
    ]);
  });
});
