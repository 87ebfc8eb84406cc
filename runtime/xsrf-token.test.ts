// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, send } from './data-layer';
import { forgetXsrfToken, readXsrfToken, storeXsrfToken, XSRF_TOKEN_HEADER, XSRF_TOKEN_STORAGE_KEY } from './xsrf-token';

let sentHeaders: Array<Record<string, string>>;
beforeEach(() => {
  sessionStorage.clear();
  sentHeaders = [];
  vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
    sentHeaders.push({ ...(init.headers as Record<string, string>) });
    return new Response('{}', { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the session login token on later requests (visitor-runtime §4 "Other")', () => {
  it('is kept in sessionStorage under xsrfToken and forgotten on logout', () => {
    expect(readXsrfToken()).toBeNull();
    storeXsrfToken('token-7');
    expect(sessionStorage.getItem(XSRF_TOKEN_STORAGE_KEY)).toBe('token-7');
    expect(readXsrfToken()).toBe('token-7');
    forgetXsrfToken();
    expect(readXsrfToken()).toBeNull();
  });

  it('is sent as X-XSRF-Token by the data layer once stored, and not before', async () => {
    await send({ method: 'GET', url: '/api/demo/echo' });
    expect(sentHeaders[0]).not.toHaveProperty(XSRF_TOKEN_HEADER);
    storeXsrfToken('token-7');
    await send({ method: 'DELETE', url: '/api/demo/echo' });
    await request({ method: 'POST', url: '/api/demo/echo', data: { a: 1 } });
    expect(sentHeaders.slice(1).map((headers) => headers[XSRF_TOKEN_HEADER])).toEqual(['token-7', 'token-7']);
    expect(sentHeaders[2]!['Content-Type']).toBe('application/json');
  });

  it('lives in memory when sessionStorage refuses it', async () => {
    const host = { sessionStorage: null };
    storeXsrfToken('token-8', host);
    expect(readXsrfToken(host)).toBe('token-8');
    expect(readXsrfToken({ sessionStorage: null, localStorage: null })).toBeNull();
  });
});
