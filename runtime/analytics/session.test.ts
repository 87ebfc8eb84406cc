import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_COOKIE, TRACKING_COOKIES, type CookieJar } from '../cookies';
import { safeStorage } from '../storage';
import { ANALYTICS_COOKIE_MAX_AGE_S, analyticsSession, FIRST_SESSION_KEY, forgetSession, LANDED_KEY, nextSession } from './session';

afterEach(forgetSession);

const id = fc.stringMatching(/^[0-9a-f]{1,24}$/);
const stored = fc.record({ landed: fc.option(fc.constant('1'), { nil: null }), firstSessionId: fc.option(id, { nil: null }), sessionId: fc.option(id, { nil: null }) });

/** A fresh in-memory Storage per kind. */
function memoryHost() {
  const make = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), get length() { return map.size; } };
  };
  return { localStorage: make(), sessionStorage: make() };
}
function jar() {
  const written: string[] = [];
  let cookie = '';
  const value: CookieJar = { get: () => cookie, set: (text) => { written.push(text); cookie = text.split(';')[0]!; } };
  return { jar: value, written };
}

describe('analytics session (display-widgets §3, §4)', () => {
  it('keeps a session id, else makes one; first landing iff not landed in this tab; first session iff it is the first seen', () => {
    fc.assert(
      fc.property(stored, (s) => {
        const { info, store } = nextSession(s, () => 'new');
        expect(info.sessionId).toBe(s.sessionId ?? 'new');
        expect(info.isFirstLanding).toBe(s.landed === null);
        expect(info.isFirstSession).toBe(s.firstSessionId === null || s.firstSessionId === info.sessionId);
        expect(store).toEqual({ landed: '1', firstSessionId: s.firstSessionId ?? info.sessionId, sessionId: info.sessionId });
      }),
    );
  });

  it('after a first page view, the next page view of the same session is no first landing but still the first session', () => {
    fc.assert(
      fc.property(stored, (s) => {
        const first = nextSession(s, () => 'a');
        const second = nextSession(first.store, () => 'b');
        expect(second.info).toEqual({ isFirstLanding: false, isFirstSession: first.info.isFirstSession, sessionId: first.info.sessionId });
      }),
    );
  });

  it('stores the landing in session storage, the first session in local storage and the id in the 390-day cookie', () => {
    const host = memoryHost();
    const { jar: cookies, written } = jar();
    const info = analyticsSession(cookies, safeStorage('local', host), safeStorage('session', host));
    expect(info).toMatchObject({ isFirstLanding: true, isFirstSession: true });
    expect(info.sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(host.sessionStorage.getItem(LANDED_KEY)).toBe('1');
    expect(host.localStorage.getItem(FIRST_SESSION_KEY)).toBe(info.sessionId);
    expect(ANALYTICS_COOKIE_MAX_AGE_S).toBe(390 * 86_400);
    expect(written).toEqual([`${ANALYTICS_SESSION_COOKIE}=${info.sessionId}; Path=/; Max-Age=${ANALYTICS_COOKIE_MAX_AGE_S}`]);
    expect(TRACKING_COOKIES).toContain(ANALYTICS_SESSION_COOKIE);
    // the same for the page's life, created once
    expect(analyticsSession(cookies, safeStorage('local', host), safeStorage('session', host))).toBe(info);
    forgetSession();
    const again = analyticsSession(cookies, safeStorage('local', host), safeStorage('session', host));
    expect(again).toEqual({ isFirstLanding: false, isFirstSession: true, sessionId: info.sessionId });
    expect(written).toHaveLength(1);
  });
});
