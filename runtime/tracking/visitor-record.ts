import {
  documentJar,
  readCookieValues,
  VISIT_TIME_COOKIE,
  VISIT_TIME_MAX_AGE_S,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_MAX_AGE_S,
  writeCookie,
  type CookieJar,
} from '../cookies';
import { formatVisitorRecord, parsePositiveInteger, parseVisitorRecord, type VisitorRecord } from '../cookie-values';

/**
 * The visitor-record (ss_cvr, 2 years) and visit-time (ss_cvt, 30 minutes) cookies per page view
 * (visitor-runtime §3, §9; formats in docs/cookies.md). A visit is a run of page views less than 30 minutes apart.
 */
export const VISIT_WINDOW_MS = VISIT_TIME_MAX_AGE_S * 1000;

/** A random id of 24 hex digits (no `|`, so it fits the visitor record). */
export const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The page view at `now` continues the visit whose last activity was `visitTime`. */
export const isSameVisit = (visitTime: number | null, now: number): boolean =>
  visitTime !== null && now >= visitTime && now - visitTime < VISIT_WINDOW_MS;

/**
 * The record after a page view at `now`: a first page view starts a record; a page view in the same visit moves the
 * last activity; a new visit makes the current visit the previous one and counts one more visit.
 */
export function nextVisitorRecord(
  previous: VisitorRecord | null,
  now: number,
  sameVisit: boolean,
  newId: () => string = randomId,
): VisitorRecord {
  if (!previous) return { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, lastActivity: now, visitCount: 1 };
  if (sameVisit) return { ...previous, lastActivity: now };
  return {
    ...previous,
    previousVisit: previous.currentVisit,
    currentVisit: now,
    lastActivity: now,
    visitCount: Math.min(previous.visitCount + 1, Number.MAX_SAFE_INTEGER),
  };
}

/**
 * Reads both cookies (the first value that parses), writes the next record and the visit time, and returns the
 * record. Uses the formats of runtime/cookies.ts directly rather than its typed read/write wrappers: cookies.ts is
 * one chunk shared with the core, so every wrapper used here would be downloaded by every page.
 */
export function recordVisit(now: number = Date.now(), jar: CookieJar = documentJar): VisitorRecord {
  const first = <T>(name: string, parse: (text: string) => T | null) =>
    readCookieValues(name, jar).map(parse).find(Boolean) ?? null;
  const visitTime = first(VISIT_TIME_COOKIE, parsePositiveInteger);
  const record = nextVisitorRecord(first(VISITOR_RECORD_COOKIE, parseVisitorRecord), now, isSameVisit(visitTime, now));
  writeCookie(VISITOR_RECORD_COOKIE, formatVisitorRecord(record), { maxAgeSeconds: VISITOR_RECORD_MAX_AGE_S }, jar);
  writeCookie(VISIT_TIME_COOKIE, String(now), { maxAgeSeconds: VISIT_TIME_MAX_AGE_S }, jar);
  return record;
}
