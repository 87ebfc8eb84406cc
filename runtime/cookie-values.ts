/**
 * The typed cookies of visitor-runtime §3 and §9 besides the consent the core reads (./cookies.ts): formats (pure
 * parse, string → value or null, never throws; format, value → string) and their readers and writers. Names,
 * formats, lifetimes and attributes are documented in docs/cookies.md. Nothing here throws.
 */
import {
  CART_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CRUMB_COOKIE,
  deleteCookie,
  documentJar,
  LAST_SITE_IDENTITY_COOKIE,
  parseConsent,
  readCookie,
  readTyped,
  VISIT_TIME_COOKIE,
  VISIT_TIME_MAX_AGE_S,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_MAX_AGE_S,
  writeCookie,
  type ConsentChoice,
  type CookieJar,
  type CookieLocation,
} from './cookies';

/** Whether the jar keeps a cookie: writes, reads back and deletes a probe. */
export function cookiesEnabled(jar: CookieJar = documentJar): boolean {
  const probe = 'ss_probe';
  const kept = writeCookie(probe, '1', {}, jar) && readCookie(probe, jar) === '1';
  deleteCookie(probe, {}, jar);
  return kept;
}

/** A positive integer: decimal digits, no sign, exponent, point or leading zero, at most 2^53 - 1. */
export function parsePositiveInteger(text: string): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

export const formatPositiveInteger = (value: number): string => String(value);

/**
 * The visitor record. The spec reads it two ways: "an id and four timestamps plus a visit count" and "id then four
 * positive integers separated by pipes". Timestamps are milliseconds since the epoch; the spec does not name them,
 * the names (and their order) are ours.
 */
export interface VisitorRecord {
  /** Non-empty, no `|`. */
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  lastActivity: number;
  /** At least 1. A 5-part cookie carries no count: it reads as 1 (the visit the cookie proves). */
  visitCount: number;
}

/**
 * `id|firstVisit|previousVisit|currentVisit|lastActivity|visitCount` (6 parts, the format written), or
 * `id|firstVisit|previousVisit|currentVisit|lastActivity` (5 parts, read with visitCount 1). Anything else is null.
 */
export function parseVisitorRecord(text: string): VisitorRecord | null {
  if (typeof text !== 'string') return null;
  const [id, ...rest] = text.split('|');
  if (!id || (rest.length !== 4 && rest.length !== 5)) return null;
  const numbers: number[] = [];
  for (const part of rest) {
    const value = parsePositiveInteger(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const [firstVisit = 0, previousVisit = 0, currentVisit = 0, lastActivity = 0, visitCount = 1] = numbers;
  return { id, firstVisit, previousVisit, currentVisit, lastActivity, visitCount };
}

export const formatVisitorRecord = (record: VisitorRecord): string =>
  [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.lastActivity, record.visitCount].join(
    '|',
  );

/** Visit time: a positive integer (milliseconds since the epoch of the visit's last activity). */
export const parseVisitTime = parsePositiveInteger;
export const formatVisitTime = formatPositiveInteger;

/**
 * Opaque tokens (crumb, cart, last-site identity): 1 or more visible ASCII characters (0x21–0x7E), so a token can go
 * into a header or a query unchanged.
 */
export const parseToken = (text: string): string | null =>
  typeof text === 'string' && /^[\x21-\x7e]+$/.test(text) ? text : null;
export const formatToken = (token: string): string => token;

export const formatConsent = (choice: ConsentChoice): string =>
  choice === 'accepted' ? '1' : choice === 'declined' ? '0' : '';

// Typed cookies: write only values whose text parses back.

function writeTyped<T>(
  name: string,
  value: T,
  format: (value: T) => string,
  parse: (text: string) => unknown,
  maxAgeSeconds: number | undefined,
  location: CookieLocation,
  jar: CookieJar,
): boolean {
  let text: string;
  try {
    text = format(value);
  } catch {
    return false;
  }
  return parse(text) !== null && writeCookie(name, text, { ...location, maxAgeSeconds }, jar);
}

export const readVisitorRecord = (jar: CookieJar = documentJar): VisitorRecord | null =>
  readTyped(VISITOR_RECORD_COOKIE, parseVisitorRecord, jar);
/** Two years. False (nothing written) for an invalid record. */
export const writeVisitorRecord = (record: VisitorRecord, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(VISITOR_RECORD_COOKIE, record, formatVisitorRecord, parseVisitorRecord, VISITOR_RECORD_MAX_AGE_S, location, jar);

export const readVisitTime = (jar: CookieJar = documentJar): number | null =>
  readTyped(VISIT_TIME_COOKIE, parseVisitTime, jar);
/** Thirty minutes. */
export const writeVisitTime = (time: number, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(VISIT_TIME_COOKIE, time, formatVisitTime, parseVisitTime, VISIT_TIME_MAX_AGE_S, location, jar);

export const readCrumb = (jar: CookieJar = documentJar): string | null => readTyped(CRUMB_COOKIE, parseToken, jar);
/** Session cookie. */
export const writeCrumb = (crumb: string, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(CRUMB_COOKIE, crumb, formatToken, parseToken, undefined, location, jar);

export const readCart = (jar: CookieJar = documentJar): string | null => readTyped(CART_COOKIE, parseToken, jar);
/** Session cookie. */
export const writeCart = (cart: string, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(CART_COOKIE, cart, formatToken, parseToken, undefined, location, jar);

export const readLastSiteIdentity = (jar: CookieJar = documentJar): string | null =>
  readTyped(LAST_SITE_IDENTITY_COOKIE, parseToken, jar);
/** Session cookie (the spec gives no lifetime). */
export const writeLastSiteIdentity = (identity: string, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(LAST_SITE_IDENTITY_COOKIE, identity, formatToken, parseToken, undefined, location, jar);

/** Thirty days. */
export const writeConsent = (choice: ConsentChoice, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(CONSENT_COOKIE, choice, formatConsent, parseConsent, CONSENT_MAX_AGE_S, location, jar);
