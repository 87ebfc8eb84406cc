/**
 * Browser cookies over an injectable jar, the cookie names of visitor-runtime §3 and §9, and the consent cookie: what
 * the core reads before the page is initialised. The other typed cookies (visitor record, visit time, crumb, cart,
 * last site identity) and the writers of typed values are in ./cookie-values.ts, downloaded with the features that
 * use them. Names, formats, lifetimes and attributes are documented in docs/cookies.md.
 *
 * Nothing here throws: a jar that throws (sandboxed frame, SecurityError), odd cookie strings, bad %-encoding,
 * values that cannot be encoded (lone surrogates) all end in `null` / `false`.
 */
import type { ConsentChoice } from '../machines/consent/machine';

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

// ---------------------------------------------------------------------------------------------------------------
// Consent, read by the core (its other typed cookies are in ./cookie-values.ts).

/** The consent chart's choice (machines/consent), as the cookie stores it. */
export type { ConsentChoice };

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

// ---------------------------------------------------------------------------------------------------------------
// Typed cookies: read the first value that parses.

export function readTyped<T>(name: string, parse: (text: string) => T | null, jar: CookieJar): T | null {
  for (const text of readCookieValues(name, jar)) {
    const value = parse(text);
    if (value !== null) return value;
  }
  return null;
}

export const readConsent = (jar: CookieJar = documentJar): ConsentChoice | null =>
  readTyped(CONSENT_COOKIE, parseConsent, jar);
/** Deletes every cookie of TRACKING_COOKIES on the given path and domain. */
export function clearTrackingCookies(location: CookieLocation = {}, jar: CookieJar = documentJar): void {
  for (const name of TRACKING_COOKIES) deleteCookie(name, location, jar);
}
