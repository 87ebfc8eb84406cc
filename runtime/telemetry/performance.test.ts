// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { performanceRecordsSchema } from '../api-schemas';
import { liveActors } from '../actors';
import { recordConsent } from '../consent/record';
import { deleteCookie, CONSENT_COOKIE } from '../cookies';
import { defaultSiteContext } from '../site-context';
import { performanceInitialiser } from './core';
import { browserPerformance } from './performance';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

// The performance collector is tracking (runtime/consent/policy.ts): started only through whenTrackingAllowed.
const fetchMock = vi.fn((url: string) =>
  Promise.resolve(new Response(JSON.stringify(url === '/api/1/performance/settings' ? { pageLoadId: 'load-1' } : {}))),
);
const beacon = vi.fn((..._: unknown[]) => true);
const collector = () => liveActors.get('performanceCollector') as AnyActorRef | undefined;
const restrictive = { ...defaultSiteContext(), cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  fetchMock.mockClear();
  beacon.mockClear();
  deleteCookie(CONSENT_COOKIE);
});
afterAll(() => vi.unstubAllGlobals());

const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: string }).visibilityState;
};

describe('performance collector (display-widgets §7, §9)', () => {
  it('asks for settings and posts records by beacon when tracking is allowed; stops on destroy', async () => {
    const destroy = performanceInitialiser({ document, site: defaultSiteContext() }) as () => void;
    await waitForSignal(() => expect(collector()?.getSnapshot().value).toEqual({ active: 'collecting' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/1/performance/settings', expect.objectContaining({ credentials: 'include' }));
    collector()!.send({ type: 'RECORD', record: { type: 'paint', name: 'first-paint', startTime: 5 } });
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, text] = beacon.mock.calls[0] as [string, string];
    expect(url).toBe('/api/1/performance/records');
    expect(performanceRecordsSchema.parse(JSON.parse(text))).toEqual([
      { pageLoadId: 'load-1', type: 'paint', name: 'first-paint', startTime: 5 },
    ]);
    destroy();
    expect(collector()).toBeUndefined();
  });

  it('does nothing under a restrictive policy without consent, and starts when the visitor accepts', async () => {
    const destroy = performanceInitialiser({ document, site: restrictive }) as () => void;
    // Had it started, the chunk's import would have settled by now: a definite point, not a wait.
    await vi.dynamicImportSettled();
    expect(collector()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    recordConsent('accepted');
    await waitForSignal(() => expect(collector()).toBeDefined());
    recordConsent('declined');
    expect(collector()).toBeUndefined();
    destroy();
  });

  it('records nothing when the settings request fails', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 503 })));
    const destroy = performanceInitialiser({ document, site: defaultSiteContext() }) as () => void;
    await waitForSignal(() => expect(collector()?.getSnapshot().value).toBe('off'));
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    destroy();
  });

  it('falls back to XHR when the browser refuses the beacon', () => {
    beacon.mockReturnValueOnce(false);
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(() => {});
    const header = vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(() => {});
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    browserPerformance.send('/api/1/performance/records', '[]');
    expect(open).toHaveBeenCalledWith('POST', '/api/1/performance/records');
    expect(header).toHaveBeenCalledWith('Content-Type', 'text/plain;charset=UTF-8');
    expect(send).toHaveBeenCalledWith('[]');
  });
});
