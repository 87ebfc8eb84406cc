import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_SESSION_COOKIE,
  CART_COOKIE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  CRUMB_COOKIE,
  LAST_SITE_IDENTITY_COOKIE,
  TRACKING_COOKIES,
  VISIT_TIME_COOKIE,
  VISIT_TIME_MAX_AGE_S,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_MAX_AGE_S,
  clearTrackingCookies,
  cookieValues,
  deleteCookie,
  documentJar,
  parseConsent,
  readConsent,
  readCookie,
  readCookieValues,
  writeCookie,
  type ConsentChoice,
  type CookieJar,
} from './cookies';
import {
  cookiesEnabled,
  formatConsent,
  formatPositiveInteger,
  formatToken,
  formatVisitTime,
  formatVisitorRecord,
  parsePositiveInteger,
  parseToken,
  parseVisitTime,
  parseVisitorRecord,
  readCart,
  readCrumb,
  readLastSiteIdentity,
  readVisitTime,
  readVisitorRecord,
  writeCart,
  writeConsent,
  writeCrumb,
  writeLastSiteIdentity,
  writeVisitTime,
  writeVisitorRecord,
  type VisitorRecord,
} from './cookie-values';

/**
 * A small browser: `initial` is read verbatim before the cookies set since, which it keeps per name, path and domain
 * (Max-Age=0 deletes); records every cookie string set.
 */
function browserJar(initial = '') {
  const store = new Map<string, string>();
  const written: string[] = [];
  const jar: CookieJar & { written: string[] } = {
    written,
    get: () => [initial, ...[...store].map(([key, value]) => `${key.split('\0')[0]}=${value}`)].filter(Boolean).join('; '),
    set(cookieString) {
      written.push(cookieString);
      const [pair = '', ...attributes] = cookieString.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const attrs = new Map(
        attributes.map((a) => {
          const i = a.indexOf('=');
          return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
        }),
      );
      const key = [pair.slice(0, eq), attrs.get('path') ?? '/', attrs.get('domain') ?? ''].join('\0');
      if (attrs.has('max-age') && Number(attrs.get('max-age')) <= 0) store.delete(key);
      else store.set(key, pair.slice(eq + 1));
    },
  };
  return jar;
}

const throwingJar: CookieJar = {
  get: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  set: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const positiveInteger = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  fc.integer({ min: 1_000_000_000_000, max: 9_999_999_999_999 }),
  fc.maxSafeNat().filter((n) => n > 0),
);
const visitorId = fc.string({ unit: 'binary', minLength: 1 }).filter((id) => !id.includes('|'));
const visitorRecord: fc.Arbitrary<VisitorRecord> = fc.record({
  id: visitorId,
  firstVisit: positiveInteger,
  previousVisit: positiveInteger,
  currentVisit: positiveInteger,
  lastActivity: positiveInteger,
  visitCount: positiveInteger,
});
const invalidInteger = fc.constantFrom('0', '-1', '+1', '1e3', '', ' 1', '1 ', '01', '1.5', '1.0', '0x10', 'NaN', 'Infinity', '9007199254740992', '١');
const visibleAscii = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1 });
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string(), fc.string({ unit: fc.constantFrom('|', '1', '0', '=', ';', ' ', '%', '"', 'a') }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading cookie strings', () => {
  it('finds a cookie among others, ignoring spaces around names and values', () => {
    expect(cookieValues(' a=1 ;  b = 2 ;c=3', 'b')).toEqual(['2']);
    expect(readCookie('c', browserJar('a=1;b=2;c=3'))).toBe('3');
  });

  it('skips pieces without "=" and returns null for a missing cookie', () => {
    const jar = browserJar('foo; a=1; ; =; bar');
    expect(readCookie('a', jar)).toBe('1');
    expect(readCookie('foo', jar)).toBeNull();
    expect(readCookie('missing', jar)).toBeNull();
  });

  it('lets the first valid value win among duplicate names', () => {
    expect(readCookie('a', browserJar('a=1; a=2'))).toBe('1');
    expect(readCookie('a', browserJar('a=%E0%A4%A; a=%ZZ; a=2; a=3'))).toBe('2');
    expect(readCookieValues('a', browserJar('a=%E0%A4%A; a=2; b=9; a=3'))).toEqual(['2', '3']);
  });

  it('returns null when every value has bad %-encoding', () => {
    expect(readCookie('a', browserJar('a=%; a=%E0%A4%A; a=100%'))).toBeNull();
  });

  it('decodes %-encoding, keeps "+" and drops the double quotes around a value', () => {
    expect(readCookie('a', browserJar('a=hello%20world%7Cx'))).toBe('hello world|x');
    expect(readCookie('a', browserJar('a=1+1'))).toBe('1+1');
    expect(readCookie('a', browserJar('a="quoted"'))).toBe('quoted');
    expect(readCookie('a', browserJar('a=='))).toBe('=');
    expect(readCookie('a', browserJar('a='))).toBe('');
  });

  it('matches a %-encoded cookie name', () => {
    expect(readCookie('a b', browserJar('a%20b=1'))).toBe('1');
  });

  it('never throws on arbitrary cookie strings and names, and returns the first of the values found', () => {
    fc.assert(
      fc.property(anyText, anyText, (cookieString, name) => {
        const values = cookieValues(cookieString, name);
        expect(readCookie(name, browserJar(cookieString))).toBe(values[0] ?? null);
      }),
    );
  });

  it('reads nothing when the jar throws on read, and reports false when it throws on write', () => {
    expect(readCookie('a', throwingJar)).toBeNull();
    expect(writeCookie('a', '1', {}, throwingJar)).toBe(false);
    expect(deleteCookie('a', {}, throwingJar)).toBe(false);
    expect(readCrumb(throwingJar)).toBeNull();
    expect(writeVisitTime(5, {}, throwingJar)).toBe(false);
  });

  it('reads an empty string and writes nothing through the document jar where there is no document', () => {
    expect(typeof document).toBe('undefined');
    expect(documentJar.get()).toBe('');
    expect(() => documentJar.set('a=1')).not.toThrow();
    expect(readCookie('a')).toBeNull();
  });
});

describe('writing and deleting cookies', () => {
  it('reads back any written value, URI-encoded in the cookie string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/), fc.string({ unit: 'binary' }), (name, value) => {
        const jar = browserJar();
        expect(writeCookie(name, value, {}, jar)).toBe(true);
        expect(readCookie(name, jar)).toBe(value);
        expect(jar.written[0]).not.toMatch(/^[^;]*[\s",\\]/);
      }),
    );
  });

  it('keeps "|" unencoded and encodes ";", "=" and spaces', () => {
    const jar = browserJar();
    writeCookie('v', 'a|b; c=d', {}, jar);
    expect(jar.written[0]).toMatch(/^v=a\|b%3B%20c%3Dd; /);
  });

  it('writes nothing and reports false for a value that cannot be URI-encoded (lone surrogate)', () => {
    const jar = browserJar();
    expect(writeCookie('a', 'x\ud800', {}, jar)).toBe(false);
    expect(jar.written).toEqual([]);
  });

  it('sets Path=/ by default, the given path and domain, and Max-Age only when a lifetime is given', () => {
    const jar = browserJar();
    writeCookie('a', '1', {}, jar);
    writeCookie('b', '1', { path: '/shop', domain: 'example.com', maxAgeSeconds: 90.7 }, jar);
    writeCookie('c', '1', { maxAgeSeconds: -5 }, jar);
    writeCookie('d', '1', { maxAgeSeconds: Number.NaN }, jar);
    expect(jar.written).toEqual([
      'a=1; Path=/',
      'b=1; Path=/shop; Domain=example.com; Max-Age=90',
      'c=1; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'd=1; Path=/',
    ]);
  });

  it('strips ";" and line breaks from path and domain so they cannot add attributes', () => {
    const jar = browserJar();
    writeCookie('a', '1', { path: '/x; Domain=evil.com', domain: 'example.com;\nSecure' }, jar);
    expect(jar.written[0]).toBe('a=1; Path=/x Domain=evil.com; Domain=example.comSecure');
  });

  it('adds Secure; SameSite=Lax only when secure is asked for', () => {
    const jar = browserJar();
    writeCookie('a', '1', { secure: true }, jar);
    writeCookie('b', '1', { secure: false }, jar);
    expect(jar.written[0]).toBe('a=1; Path=/; Secure; SameSite=Lax');
    expect(jar.written[1]).toBe('b=1; Path=/');
  });

  it('adds Secure; SameSite=Lax by default only when the page is served over https', () => {
    const jar = browserJar();
    writeCookie('none', '1', {}, jar);
    vi.stubGlobal('location', { protocol: 'http:' });
    writeCookie('http', '1', {}, jar);
    vi.stubGlobal('location', { protocol: 'https:' });
    writeCookie('https', '1', {}, jar);
    deleteCookie('https', {}, jar);
    writeCrumb('token', {}, jar);
    writeCookie('forced-off', '1', { secure: false }, jar);
    expect(jar.written).toEqual([
      'none=1; Path=/',
      'http=1; Path=/',
      'https=1; Path=/; Secure; SameSite=Lax',
      'https=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax',
      'crumb=token; Path=/; Secure; SameSite=Lax',
      'forced-off=1; Path=/',
    ]);
  });

  it('deletes a cookie on the path and domain it was set with, and only there', () => {
    const jar = browserJar();
    writeCookie('a', '1', { path: '/shop', domain: 'example.com' }, jar);
    deleteCookie('a', {}, jar);
    expect(readCookie('a', jar)).toBe('1');
    deleteCookie('a', { path: '/shop', domain: 'example.com' }, jar);
    expect(readCookie('a', jar)).toBeNull();
    expect(jar.written.at(-1)).toBe('a=; Path=/shop; Domain=example.com; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('detects whether the jar keeps cookies, and removes its probe', () => {
    const jar = browserJar();
    expect(cookiesEnabled(jar)).toBe(true);
    expect(jar.get()).toBe('');
    expect(cookiesEnabled({ get: () => '', set: () => undefined })).toBe(false);
    expect(cookiesEnabled(throwingJar)).toBe(false);
  });
});

describe('positive integers (visit time)', () => {
  it('round-trips every positive safe integer through format and parse', () => {
    fc.assert(
      fc.property(positiveInteger, (n) => {
        expect(parsePositiveInteger(formatPositiveInteger(n))).toBe(n);
        expect(parseVisitTime(formatVisitTime(n))).toBe(n);
      }),
    );
  });

  it('rejects 0, negatives, signs, exponents, points, leading zeros, spaces, empty and unsafe integers', () => {
    fc.assert(
      fc.property(invalidInteger, (text) => {
        expect(parsePositiveInteger(text)).toBeNull();
      }),
    );
  });

  it('never throws on arbitrary strings and accepts only the canonical text of a positive integer', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const value = parseVisitTime(text);
        if (value !== null) {
          expect(Number.isSafeInteger(value) && value > 0).toBe(true);
          expect(formatVisitTime(value)).toBe(text);
        }
      }),
    );
  });

  it('rejects non-strings', () => {
    expect(parsePositiveInteger(5 as unknown as string)).toBeNull();
  });
});

describe('visitor record format', () => {
  it('round-trips every valid record through format and parse', () => {
    fc.assert(
      fc.property(visitorRecord, (record) => {
        expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record);
      }),
    );
  });

  it('writes the 6-part reading: id, four timestamps and the visit count, separated by pipes', () => {
    expect(
      formatVisitorRecord({ id: 'v1', firstVisit: 10, previousVisit: 20, currentVisit: 30, lastActivity: 40, visitCount: 3 }),
    ).toBe('v1|10|20|30|40|3');
  });

  it('accepts the 6-part reading (id|4 timestamps|visit count)', () => {
    expect(parseVisitorRecord('abc-123|1700000000000|1700000001000|1700000002000|1700000003000|7')).toEqual({
      id: 'abc-123',
      firstVisit: 1700000000000,
      previousVisit: 1700000001000,
      currentVisit: 1700000002000,
      lastActivity: 1700000003000,
      visitCount: 7,
    });
  });

  it('accepts the 5-part reading (id|4 positive integers) as the four timestamps with visit count 1', () => {
    fc.assert(
      fc.property(visitorId, fc.tuple(positiveInteger, positiveInteger, positiveInteger, positiveInteger), (id, [a, b, c, d]) => {
        expect(parseVisitorRecord([id, a, b, c, d].join('|'))).toEqual({
          id,
          firstVisit: a,
          previousVisit: b,
          currentVisit: c,
          lastActivity: d,
          visitCount: 1,
        });
      }),
    );
  });

  it('rejects an invalid integer in any position of either reading', () => {
    fc.assert(
      fc.property(
        visitorRecord,
        fc.boolean(),
        fc.nat(),
        invalidInteger,
        (record, fivePart, position, bad) => {
          const parts = formatVisitorRecord(record).split('|').slice(0, fivePart ? 5 : 6);
          parts[1 + (position % (parts.length - 1))] = bad;
          expect(parseVisitorRecord(parts.join('|'))).toBeNull();
        },
      ),
    );
  });

  it('rejects an empty id and any other number of parts', () => {
    expect(parseVisitorRecord('|1|2|3|4|5')).toBeNull();
    expect(parseVisitorRecord('|1|2|3|4')).toBeNull();
    expect(parseVisitorRecord('')).toBeNull();
    expect(parseVisitorRecord('id')).toBeNull();
    expect(parseVisitorRecord('id|1|2|3')).toBeNull();
    expect(parseVisitorRecord('id|1|2|3|4|5|6')).toBeNull();
    expect(parseVisitorRecord('id|1|2|3|4|5|')).toBeNull();
    expect(parseVisitorRecord(null as unknown as string)).toBeNull();
  });

  it('never throws on arbitrary strings, and what it accepts formats back to the same record', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const record = parseVisitorRecord(text);
        if (record !== null) expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record);
      }),
    );
  });
});

describe('token format (crumb, cart, last-site identity)', () => {
  it('round-trips every visible-ASCII token', () => {
    fc.assert(
      fc.property(visibleAscii, (token) => {
        expect(parseToken(formatToken(token))).toBe(token);
      }),
    );
  });

  it('rejects empty tokens, spaces, control characters and non-ASCII', () => {
    for (const text of ['', ' ', 'a b', 'a\nb', 'a\tb', 'é', 'tök', '\u0000']) expect(parseToken(text)).toBeNull();
  });

  it('never throws on arbitrary strings and accepts only visible ASCII', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const token = parseToken(text);
        expect(token === null || /^[!-~]+$/.test(token)).toBe(true);
      }),
    );
  });
});

describe('consent format', () => {
  it('round-trips both choices as "1" and "0"', () => {
    fc.assert(
      fc.property(fc.constantFrom<ConsentChoice>('accepted', 'declined'), (choice) => {
        expect(parseConsent(formatConsent(choice))).toBe(choice);
      }),
    );
    expect(formatConsent('accepted')).toBe('1');
    expect(formatConsent('declined')).toBe('0');
  });

  it('reads common spellings in any case and with spaces', () => {
    for (const text of ['1', ' true ', 'YES', 'Accept', 'accepted']) expect(parseConsent(text)).toBe('accepted');
    for (const text of ['0', 'false', 'No', 'decline', 'DECLINED', 'deny', 'denied']) expect(parseConsent(text)).toBe('declined');
  });

  it('reads anything else as no choice', () => {
    for (const text of ['', '2', '10', 'maybe', 'acceptedx', 'y', 'n']) expect(parseConsent(text)).toBeNull();
    expect(formatConsent('maybe' as ConsentChoice)).toBe('');
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect([null, 'accepted', 'declined']).toContain(parseConsent(text));
      }),
    );
  });
});

describe('typed cookies', () => {
  it('uses distinct names, with ss_cvr for the visitor record', () => {
    const names = [VISITOR_RECORD_COOKIE, VISIT_TIME_COOKIE, ANALYTICS_SESSION_COOKIE, CRUMB_COOKIE, CART_COOKIE, LAST_SITE_IDENTITY_COOKIE, CONSENT_COOKIE];
    expect(new Set(names).size).toBe(names.length);
    expect(VISITOR_RECORD_COOKIE).toBe('ss_cvr');
  });

  it('reads back every valid visitor record written, kept for two years', () => {
    fc.assert(
      fc.property(visitorRecord, (record) => {
        const jar = browserJar();
        expect(writeVisitorRecord(record, {}, jar)).toBe(true);
        expect(readVisitorRecord(jar)).toEqual(record);
        expect(jar.written[0]).toContain(`; Max-Age=${2 * 365 * 24 * 3600}`);
      }),
    );
    expect(VISITOR_RECORD_MAX_AGE_S).toBe(63_072_000);
  });

  it('writes nothing for an invalid visitor record', () => {
    const valid: VisitorRecord = { id: 'v', firstVisit: 1, previousVisit: 2, currentVisit: 3, lastActivity: 4, visitCount: 1 };
    const jar = browserJar();
    for (const record of [
      { ...valid, id: '' },
      { ...valid, id: 'a|b' },
      { ...valid, visitCount: 0 },
      { ...valid, firstVisit: 1.5 },
      { ...valid, lastActivity: -1 },
      { ...valid, currentVisit: Number.NaN },
      null as unknown as VisitorRecord,
    ]) {
      expect(writeVisitorRecord(record, {}, jar)).toBe(false);
    }
    expect(jar.written).toEqual([]);
  });

  it('reads a visitor record set by the server in either reading, pipes encoded or not', () => {
    expect(readVisitorRecord(browserJar('ss_cvr=abc|1|2|3|4'))?.visitCount).toBe(1);
    expect(readVisitorRecord(browserJar('ss_cvr=abc%7C1%7C2%7C3%7C4%7C9'))?.visitCount).toBe(9);
  });

  it('skips a duplicate visitor record that does not parse and reads the next one', () => {
    expect(readVisitorRecord(browserJar('ss_cvr=garbage; ss_cvr=%E0; ss_cvr=x|5|6|7|8|2'))).toEqual({
      id: 'x',
      firstVisit: 5,
      previousVisit: 6,
      currentVisit: 7,
      lastActivity: 8,
      visitCount: 2,
    });
    expect(readVisitorRecord(browserJar('ss_cvr=garbage'))).toBeNull();
  });

  it('reads back the visit time, kept for thirty minutes', () => {
    fc.assert(
      fc.property(positiveInteger, (time) => {
        const jar = browserJar();
        expect(writeVisitTime(time, {}, jar)).toBe(true);
        expect(readVisitTime(jar)).toBe(time);
        expect(jar.written[0]).toBe(`ss_cvt=${time}; Path=/; Max-Age=1800`);
      }),
    );
    expect(VISIT_TIME_MAX_AGE_S).toBe(1800);
    expect(writeVisitTime(0, {}, browserJar())).toBe(false);
  });

  it('reads back crumb, cart and last-site identity tokens as session cookies', () => {
    fc.assert(
      fc.property(visibleAscii, (token) => {
        const jar = browserJar();
        expect(writeCrumb(token, {}, jar) && writeCart(token, {}, jar) && writeLastSiteIdentity(token, {}, jar)).toBe(true);
        expect([readCrumb(jar), readCart(jar), readLastSiteIdentity(jar)]).toEqual([token, token, token]);
        for (const written of jar.written) expect(written).not.toContain('Max-Age');
      }),
    );
    expect(writeCrumb('', {}, browserJar())).toBe(false);
    expect(writeCart('has space', {}, browserJar())).toBe(false);
  });

  it('reads a crumb written as a plain cookie (as the data layer does)', () => {
    const jar = browserJar();
    writeCookie(CRUMB_COOKIE, 'abc/123+x=', {}, jar);
    expect(readCrumb(jar)).toBe('abc/123+x=');
  });

  it('reports no cart when the cart cookie is empty or missing', () => {
    expect(readCart(browserJar('ss_cart='))).toBeNull();
    expect(readCart(browserJar('other=1'))).toBeNull();
  });

  it('reads back the consent choice, kept for thirty days', () => {
    for (const choice of ['accepted', 'declined'] as const) {
      const jar = browserJar();
      expect(writeConsent(choice, {}, jar)).toBe(true);
      expect(readConsent(jar)).toBe(choice);
      expect(jar.written[0]).toBe(`ss_consent=${formatConsent(choice)}; Path=/; Max-Age=2592000`);
    }
    expect(CONSENT_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(readConsent(browserJar('ss_consent=whatever'))).toBeNull();
  });

  it('counts visitor record, visit time and analytics session as tracking, never crumb, cart or consent', () => {
    expect([...TRACKING_COOKIES].sort()).toEqual([ANALYTICS_SESSION_COOKIE, VISIT_TIME_COOKIE, VISITOR_RECORD_COOKIE].sort());
    for (const kept of [CRUMB_COOKIE, CART_COOKIE, CONSENT_COOKIE]) expect(TRACKING_COOKIES).not.toContain(kept);
  });

  it('clears the tracking cookies on the given path and domain and keeps the others', () => {
    const jar = browserJar();
    const where = { domain: 'example.com' };
    writeVisitorRecord({ id: 'v', firstVisit: 1, previousVisit: 1, currentVisit: 1, lastActivity: 1, visitCount: 1 }, where, jar);
    writeVisitTime(1, where, jar);
    writeCookie(ANALYTICS_SESSION_COOKIE, 's', where, jar);
    writeCrumb('c', where, jar);
    writeCart('k', where, jar);
    writeConsent('declined', where, jar);
    writeLastSiteIdentity('site', where, jar);
    clearTrackingCookies(where, jar);
    for (const name of TRACKING_COOKIES) expect(readCookie(name, jar)).toBeNull();
    expect([readCrumb(jar), readCart(jar), readConsent(jar), readLastSiteIdentity(jar)]).toEqual(['c', 'k', 'declined', 'site']);
  });
});
