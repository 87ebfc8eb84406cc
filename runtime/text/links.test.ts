import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkLink,
  classifyLink,
  expandBlogUrl,
  invalidBlogUrlTokens,
  isMailtoAddress,
  isValidBlogUrlFormat,
  LINK_LENGTH_CAPS,
  telephoneProblem,
  type CappedLink,
  type CurrentLocation,
} from './links';

const here: CurrentLocation = { protocol: 'https:', host: 'bakery.example.com' };

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const pathSegment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/);
const path = fc.array(pathSegment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);
const host = fc.tuple(word, fc.constantFrom('com', 'org', 'net', 'de')).map(([name, tld]) => `${name}.${tld}`);
const pad = (char: string, n: number) => char.repeat(Math.max(0, n));

/**
 * A well-formed href of exactly `length` characters for each capped kind (the length comes from a filler that keeps
 * the href's shape valid), so only the cap decides validity.
 */
const sized: Record<CappedLink, { minLength: number; make: (length: number, seed: string) => string }> = {
  anchor: { minLength: 2, make: (n, seed) => `#${(seed + pad('a', n)).slice(0, n - 1)}` },
  tel: { minLength: 10, make: (n) => `tel:+1-${pad('5', n - 7)}` },
  sms: { minLength: 8, make: (n) => `sms:${pad('5', n - 4)}` },
  mailto: { minLength: 14, make: (n, seed) => `mailto:${(seed + pad('x', n)).slice(0, n - 14)}a@b.com` },
  javascript: { minLength: 12, make: (n) => `javascript:${pad(';', n - 11)}` },
  ftp: { minLength: 16, make: (n) => `ftp://files.org/${pad('f', n - 16)}` },
  internal: { minLength: 2, make: (n, seed) => `/${(seed + pad('p', n)).slice(0, n - 1)}` },
};
const seed = fc.stringMatching(/^[a-z]{0,8}$/);

describe('link length caps (visitor-runtime §5: anchor < 100, tel < 50, sms < 1000, mailto < 1000, javascript < 250, ftp < 100, internal < 150)', () => {
  it('uses the caps the specification gives', () => {
    expect(LINK_LENGTH_CAPS).toEqual({ anchor: 100, tel: 50, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internal: 150 });
  });

  for (const [cap, { minLength, make }] of Object.entries(sized) as Array<[CappedLink, (typeof sized)[CappedLink]]>) {
    const limit = LINK_LENGTH_CAPS[cap];
    it(`${cap}: a link of ${limit - 1} characters passes, one of ${limit} fails`, () => {
      fc.assert(
        fc.property(seed, (s) => {
          const under = make(limit - 1, s);
          const at = make(limit, s);
          expect(under).toHaveLength(limit - 1);
          expect(at).toHaveLength(limit);
          expect(checkLink(under, here)).toMatchObject({ valid: true });
          expect(checkLink(at, here)).toEqual({ kind: checkLink(at, here).kind, valid: false, reason: 'tooLong', cap, limit });
        }),
      );
    });
    it(`${cap}: a well-formed link is valid exactly when it is shorter than ${limit}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: minLength, max: limit + 200 }), seed, (n, s) => {
          expect(checkLink(make(n, s), here).valid).toBe(n < limit);
        }),
      );
    });
  }

  it('internal covers files under /s/ and absolute URLs to this site', () => {
    const file = `/s/${pad('f', 146)}`;
    expect(file).toHaveLength(149);
    expect(checkLink(file, here)).toEqual({ kind: 'file', valid: true });
    expect(checkLink(`${file}x`, here)).toMatchObject({ kind: 'file', valid: false, cap: 'internal' });
    const absolute = `https://bakery.example.com/${pad('p', 150 - 27)}`;
    expect(absolute).toHaveLength(150);
    expect(checkLink(absolute, here)).toMatchObject({ kind: 'content', valid: false, cap: 'internal' });
  });

  it('external http and https links have no length cap', () => {
    fc.assert(
      fc.property(host, fc.integer({ min: 0, max: 3000 }), (h, n) => {
        expect(checkLink(`https://${h}/${pad('p', n)}`, here)).toEqual({ kind: 'external', valid: true });
      }),
    );
  });
});

describe('telephone links: 4 or more digits, plus and minus signs allowed', () => {
  it('accepts digits, + and - with at least 4 digits', () => {
    const telChar = fc.constantFrom('0', '1', '7', '9', '+', '-');
    fc.assert(
      fc.property(fc.array(telChar, { maxLength: 30 }), (chars) => {
        const number = chars.join('');
        const digits = chars.filter((c) => /\d/.test(c)).length;
        expect(telephoneProblem(number)).toBe(digits >= 4 ? null : 'telephoneDigits');
        expect(checkLink(`tel:${number}`, here).valid).toBe(digits >= 4);
      }),
    );
  });
  it('rejects any other character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9+-]/.test(c)), fc.string({ maxLength: 10 }), (a, bad, b) => {
        expect(telephoneProblem(`1234${a}${bad}${b}`)).toBe('telephoneCharacters');
      }),
    );
    expect(checkLink('tel:555 1234', here)).toEqual({ kind: 'miscProtocol', valid: false, reason: 'telephoneCharacters' });
    expect(checkLink('tel:123', here)).toEqual({ kind: 'miscProtocol', valid: false, reason: 'telephoneDigits' });
    expect(checkLink('tel:+1-555-0100', here)).toEqual({ kind: 'miscProtocol', valid: true });
  });
});

describe('mailto links: exactly one @ and a dot extension', () => {
  it('accepts local@domain.ext, also with a query', () => {
    fc.assert(
      fc.property(word, host, fc.boolean(), (local, domain, query) => {
        const href = `mailto:${local}@${domain}${query ? '?subject=Cake' : ''}`;
        expect(checkLink(href, here)).toEqual({ kind: 'miscProtocol', valid: true });
      }),
    );
  });
  it('rejects zero or several @, a missing extension, an empty local part', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 2, max: 4 }), (local, domain, ats) => {
        expect(isMailtoAddress(`${local}${domain}.com`)).toBe(false);
        expect(isMailtoAddress(`${local}${'@'.repeat(ats)}${domain}.com`)).toBe(false);
        expect(isMailtoAddress(`${local}@x@${domain}.com`)).toBe(false);
        expect(isMailtoAddress(`${local}@${domain}`)).toBe(false);
        expect(isMailtoAddress(`${local}@${domain}.`)).toBe(false);
        expect(isMailtoAddress(`@${domain}.com`)).toBe(false);
      }),
    );
    expect(checkLink('mailto:cakes@bakery', here)).toEqual({ kind: 'miscProtocol', valid: false, reason: 'mailtoAddress' });
  });
});

describe('link classification relative to the current location', () => {
  it('empty: only white space', () => {
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), (s) => {
      expect(classifyLink(s, here)).toBe('empty');
    }));
  });
  it('anchor: anything starting with #', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      expect(classifyLink(`#${s}`, here)).toBe('anchor');
    }));
  });
  it('file: a path under /s/; content: any other path starting with a slash', () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(classifyLink(`/s${p}`, here)).toBe('file');
        expect(classifyLink(p, here)).toBe(p.startsWith('/s/') ? 'file' : 'content');
      }),
    );
  });
  it('external: protocol or host differs from the current one; same protocol and host is content or file', () => {
    fc.assert(
      fc.property(fc.constantFrom('http:', 'https:', 'ftp:'), fc.constantFrom('http:', 'https:'), host, host, path, (proto, currentProto, h, currentHost, p) => {
        const current = { protocol: currentProto, host: currentHost };
        const same = proto === currentProto && h === currentHost;
        const expected = same ? (p.startsWith('/s/') ? 'file' : 'content') : 'external';
        expect(classifyLink(`${proto}//${h}${p}`, current)).toBe(expected);
        expect(classifyLink(`//${h}${p}`, current)).toBe(h === currentHost ? (p.startsWith('/s/') ? 'file' : 'content') : 'external');
      }),
    );
    expect(classifyLink('HTTPS://Bakery.Example.com/menu', here)).toBe('content');
    expect(classifyLink('https://bakery.example.com:8443/menu', here)).toBe('external');
    expect(classifyLink('www.example.org/menu', here)).toBe('external');
  });
  it('malformed protocol: http, https or ftp without //', () => {
    fc.assert(
      fc.property(fc.constantFrom('http:', 'https:', 'ftp:', 'HTTP:'), fc.constantFrom('', '/'), host, (proto, slash, h) => {
        expect(classifyLink(`${proto}${slash}${h}`, here)).toBe('malformedProtocol');
        expect(checkLink(`${proto}${slash}${h}`, here)).toEqual({ kind: 'malformedProtocol', valid: false, reason: 'malformedProtocol' });
      }),
    );
  });
  it('misc protocol: any other scheme, with or without //', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,8}$/).filter((s) => !['http', 'https', 'ftp'].includes(s));
    fc.assert(fc.property(scheme, fc.string(), (s, rest) => {
      expect(classifyLink(`${s}:${rest}`, here)).toBe('miscProtocol');
    }));
  });
  it('every href gets exactly one kind, and leading or trailing white space does not change it', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[ \t\n]*$/), (href, ws) => {
        expect(classifyLink(`${ws}${href}${ws}`, here)).toBe(classifyLink(href, here));
      }),
    );
  });
  it('a relative path without a slash stays on this site', () => {
    expect(classifyLink('menu', here)).toBe('content');
    expect(classifyLink('../about?x=1', here)).toBe('content');
  });
});

describe('tokenized blog URLs: only %y, %m, %d and %t', () => {
  it('accepts formats built from the four tokens and literal text', () => {
    const part = fc.oneof(fc.constantFrom('%y', '%m', '%d', '%t'), fc.stringMatching(/^[a-z/-]{0,6}$/));
    fc.assert(fc.property(fc.array(part, { maxLength: 8 }), (parts) => { expect(isValidBlogUrlFormat(parts.join(""))).toBe(true); }));
  });
  it('names every other token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !'ymdt'.includes(c)), (c) => {
        expect(invalidBlogUrlTokens(`/%y/%${c}/%t`)).toEqual([`%${c}`]);
      }),
    );
    expect(invalidBlogUrlTokens('/blog/%t%')).toEqual(['%']);
    expect(invalidBlogUrlTokens('%Y/%x/%x')).toEqual(['%Y', '%x']);
  });
  it('expands the tokens for a post', () => {
    expect(expandBlogUrl('/blog/%y/%m/%d/%t', { publishedOn: Date.UTC(2026, 2, 7, 12), slug: 'spring-loaves' })).toBe('/blog/2026/03/07/spring-loaves');
    expect(() => expandBlogUrl('/blog/%q', { publishedOn: 0, slug: 'x' })).toThrow('%q');
  });
});
