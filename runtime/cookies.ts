/**
 * Browser cookies over an injectable jar, and the typed cookies of visitor-runtime §3 and §9.
 * Names, formats, lifetimes and attributes are documented in docs/cookies.md.
 *
 * Nothing here throws: a jar that throws (sandboxed frame, SecurityError), odd cookie strings, bad %-encoding,
 * values that cannot be encoded (lone surrogates) all end in `null` / `false`.
 */

/** Where cookies live: `document.cookie` in a browser, a fake in tests. */
export interface CookieJar {
  /** The whole cookie string, as `document.cookie` reads (`a=1; b=2`). */
  get(): string;
  /** One cookie string, as assigned to `document.cookie` (`a=1; Path=/; Max-Age=60`). */
  set(cookieString: string): void;
}

/** Where a cookie is set: it can only be replaced or deleted on the same path and domain. */
export interface CookieLocation {
  /** Default `/`. */
  path?: string;
  /** Default none (host-only cookie). */
  domain?: string;
  /** Default: the page is served over https (`location.protocol === 'https:'`). Adds `Secure; SameSite=Lax`. */
  secure?: boolean;
}

export interface CookieOptions extends CookieLocation {
  /** Lifetime in seconds; absent (or not finite) makes a session cookie. */
  maxAgeSeconds?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Names and lifetimes (visitor-runtime §3, §9). Only ss_cvr is named by the spec; the others are our choice.

/** Visitor record; sent with census hits as `ss_cvr` (§3, §7). */
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
/** Visit time: a positive integer (§3). */
export const VISIT_TIME_COOKIE = 'ss_cvt';
/** Analytics session cookie: cleared with the other tracking cookies; its value is opaque to the runtime. */
export const ANALYTICS_SESSION_COOKIE = 'ss_asid';
/** CSRF token: sent as X-CSRF-Token and as the `crumb` query parameter (§7). */
export const CRUMB_COOKIE = 'crumb';
/** Cart token: checkout is entered only when it exists (§2). */
export const CART_COOKIE = 'ss_cart';
/** Identity of the last site visited (§3). */
export const LAST_SITE_IDENTITY_COOKIE = 'ss_lastsite';
/** Cookie-consent choice (§3, §4 cookie banner). */
export const CONSENT_COOKIE = 'ss_consent';

/** 2 years (§9), in seconds. */
export const VISITOR_RECORD_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
/** 30 minutes (§9), in seconds. */
export const VISIT_TIME_MAX_AGE_S = 30 * 60;
/** 30 days (§9), in seconds. */
export const CONSENT_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Visitor-tracking cookies, cleared under a restrictive cookie policy without consent (§3: "which ones is not
 * shown"; this list is our choice). Never the crumb (requests would fail), the cart (checkout would be lost) or the
 * consent cookie (the choice itself).
 */
export const TRACKING_COOKIES = [VISITOR_RECORD_COOKIE, VISIT_TIME_COOKIE, ANALYTICS_SESSION_COOKIE] as const;

// ---------------------------------------------------------------------------------------------------------------
// Plain cookies

/** `document.cookie`; reads '' and writes nothing where there is no document. */
export const documentJar: CookieJar = {
  get: () => (typeof document === 'undefined' ? '' : document.cookie),
  set: (cookieString) => {
    if (typeof document !== 'undefined') document.cookie = cookieString;
  },
};

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Every value of cookie `name` in a cookie string, decoded, in order (a browser lists the most specific path
 * first). Pieces without `=` and values with bad %-encoding are skipped; spaces around names and values and
 * double quotes around a value are dropped. Pure: usable on a `Cookie` request header too.
 */
export function cookieValues(cookieString: string, name: string): string[] {
  const values: string[] = [];
  if (typeof cookieString !== 'string') return values;
  for (const piece of cookieString.split(';')) {
    const eq = piece.indexOf('=');
    if (eq < 0) continue;
    const key = piece.slice(0, eq).trim();
    if (key !== name && !(key.includes('%') && decode(key) === name)) continue;
    let raw = piece.slice(eq + 1).trim();
    if (raw.length > 1 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    const value = decode(raw);
    if (value !== null) values.push(value);
  }
  return values;
}

const readJar = (jar: CookieJar): string => {
  try {
    return jar.get();
  } catch {
    return '';
  }
};

/** Every decodable value of cookie `name` in the jar, first first. */
export const readCookieValues = (name: string, jar: CookieJar = documentJar): string[] =>
  cookieValues(readJar(jar), name);

/** The first valid value of cookie `name`, or null. */
export const readCookie = (name: string, jar: CookieJar = documentJar): string | null =>
  readCookieValues(name, jar)[0] ?? null;

const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

/** Attribute values must not end the cookie string early. */
const attribute = (value: string): string => String(value).replace(/[;\r\n]/g, '');

/** The cookie string for `name=encodedValue` with its attributes. */
const cookieString = (name: string, encodedValue: string, options: CookieOptions): string => {
  const { maxAgeSeconds, domain, secure = isHttps() } = options;
  let text = `${encodeURIComponent(name)}=${encodedValue}; Path=${attribute(options.path || '/')}`;
  if (domain) text += `; Domain=${attribute(domain)}`;
  if (typeof maxAgeSeconds === 'number' && Number.isFinite(maxAgeSeconds)) {
    const seconds = Math.max(0, Math.floor(maxAgeSeconds));
    text += `; Max-Age=${seconds}`;
    // A deletion also carries a past Expires: a jar that reads Max-Age=0 as "expires now" (not "already expired")
    // would otherwise still show the cookie within the same millisecond.
    if (seconds === 0) text += `; Expires=${new Date(0).toUTCString()}`;
  }
  if (secure) text += '; Secure; SameSite=Lax';
  return text;
};

const setJar = (jar: CookieJar, build: () => string): boolean => {
  try {
    jar.set(build());
    return true;
  } catch {
    return false;
  }
};

/**
 * Sets cookie `name` to `value`, URI-encoded (`|` is kept as is, so the visitor record stays readable).
 * False when the value cannot be encoded or the jar refused (threw); true does not prove the browser kept it.
 */
export const writeCookie = (
  name: string,
  value: string,
  options: CookieOptions = {},
  jar: CookieJar = documentJar,
): boolean => setJar(jar, () => cookieString(name, encodeURIComponent(value).replace(/%7C/g, '|'), options));

/** Deletes cookie `name`; give the path and domain it was set with. */
export const deleteCookie = (name: string, options: CookieLocation = {}, jar: CookieJar = documentJar): boolean =>
  setJar(jar, () => cookieString(name, '', { ...options, maxAgeSeconds: 0 }));

/** Whether the jar keeps a cookie: writes, reads back and deletes a probe. */
export function cookiesEnabled(jar: CookieJar = documentJar): boolean {
  const probe = 'ss_probe';
  const kept = writeCookie(probe, '1', {}, jar) && readCookie(probe, jar) === '1';
  deleteCookie(probe, {}, jar);
  return kept;
}

// ---------------------------------------------------------------------------------------------------------------
// Formats: pure parse (string → value or null, never throws) and format (value → string).

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

export type ConsentChoice = 'accepted' | 'declined';

/**
 * Consent is written `1` (accepted) or `0` (declined). Read defensively: trimmed, any case, also
 * true/yes/accept/accepted and false/no/decline/declined/deny/denied; anything else is null (no choice made).
 */
export function parseConsent(text: string): ConsentChoice | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  if (/^(1|true|yes|accept(ed)?)$/i.test(value)) return 'accepted';
  if (/^(0|false|no|declined?|deny|denied)$/i.test(value)) return 'declined';
  return null;
}

export const formatConsent = (choice: ConsentChoice): string =>
  choice === 'accepted' ? '1' : choice === 'declined' ? '0' : '';

// ---------------------------------------------------------------------------------------------------------------
// Typed cookies: read the first value that parses; write only values whose text parses back.

function readTyped<T>(name: string, parse: (text: string) => T | null, jar: CookieJar): T | null {
  for (const text of readCookieValues(name, jar)) {
    const value = parse(text);
    if (value !== null) return value;
  }
  return null;
}

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

export const readConsent = (jar: CookieJar = documentJar): ConsentChoice | null =>
  readTyped(CONSENT_COOKIE, parseConsent, jar);
/** Thirty days. */
export const writeConsent = (choice: ConsentChoice, location: CookieLocation = {}, jar: CookieJar = documentJar) =>
  writeTyped(CONSENT_COOKIE, choice, formatConsent, parseConsent, CONSENT_MAX_AGE_S, location, jar);

/** Deletes every cookie of TRACKING_COOKIES on the given path and domain. */
export function clearTrackingCookies(location: CookieLocation = {}, jar: CookieJar = documentJar): void {
  for (const name of TRACKING_COOKIES) deleteCookie(name, location, jar);
}
