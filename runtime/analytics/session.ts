import { ANALYTICS_SESSION_COOKIE, documentJar, readCookieValues, writeCookie, type CookieJar } from '../cookies';
import { parseToken } from '../cookie-values';
import { safeStorage, type SafeStorage } from '../storage';
import { randomId } from '../tracking/visitor-record';

/**
 * Analytics session info (display-widgets §3, §4): the first landing from session storage, the first session from
 * local storage, the session id in the analytics cookie (ss_asid, 390 days, §9), created on first use.
 */
export interface SessionInfo {
  /** First page view of this tab's session. */
  isFirstLanding: boolean;
  /** This session is the first this browser had on the site. */
  isFirstSession: boolean;
  sessionId: string;
}

/** Session storage: set once the visitor has landed in this tab. */
export const LANDED_KEY = 'visitor-runtime:analytics:landed';
/** Local storage: the id of the first session seen. */
export const FIRST_SESSION_KEY = 'visitor-runtime:analytics:first-session';
export const ANALYTICS_COOKIE_MAX_AGE_S = 390 * 24 * 60 * 60;

export interface StoredSession {
  landed: string | null;
  firstSessionId: string | null;
  /** A valid ss_asid value, or null. */
  sessionId: string | null;
}

/** The session info and what to store. Pure. */
export function nextSession(stored: StoredSession, newId: () => string = randomId) {
  const sessionId = stored.sessionId ?? newId();
  const firstSessionId = stored.firstSessionId || sessionId;
  const info: SessionInfo = { isFirstLanding: stored.landed === null, isFirstSession: firstSessionId === sessionId, sessionId };
  return { info, store: { landed: '1', firstSessionId, sessionId } };
}

let current: SessionInfo | undefined;

/** This page view's session info: created on first use, then the same for the page's life. */
export function analyticsSession(
  jar: CookieJar = documentJar,
  local: SafeStorage = safeStorage('local'),
  session: SafeStorage = safeStorage('session'),
): SessionInfo {
  if (current) return current;
  const cookie = readCookieValues(ANALYTICS_SESSION_COOKIE, jar).map(parseToken).find(Boolean) ?? null;
  const { info, store } = nextSession({ landed: session.get(LANDED_KEY), firstSessionId: local.get(FIRST_SESSION_KEY), sessionId: cookie });
  session.set(LANDED_KEY, store.landed);
  local.set(FIRST_SESSION_KEY, store.firstSessionId);
  if (!cookie) writeCookie(ANALYTICS_SESSION_COOKIE, store.sessionId, { maxAgeSeconds: ANALYTICS_COOKIE_MAX_AGE_S }, jar);
  return (current = info);
}

/** Forgets the page's session info (tests; a refusal of tracking). */
export const forgetSession = () => {
  current = undefined;
};

/** A refusal of tracking: forgets the session info and removes the analytics keys from both storages. */
export function forgetTrackingStorage(local: SafeStorage = safeStorage('local'), session: SafeStorage = safeStorage('session')): void {
  forgetSession();
  session.remove(LANDED_KEY);
  local.remove(FIRST_SESSION_KEY);
}
