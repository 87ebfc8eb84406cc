import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  configPanelUrl,
  donateCheckoutUrl,
  giftCardCheckoutUrl,
  GOTO_CHECKOUT_PATH,
  logoutUrl,
  subscribeCheckoutUrl,
} from './routes';

const ORIGIN = 'https://bakery.example';
const parse = (url: string) => new URL(url, ORIGIN);

/** Any text, including spaces, '+', '&', '=', '#', '%', non-ASCII and lone surrogates. */
const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom(' ', '+', 'a b&c=d#e%f?g/h', '%zz', 'ünï €'));
/** What a URL parser gives back for a string: lone surrogates become U+FFFD. */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A same-site path: fc.webPath() may start with '//' (another host). */
const sitePath = fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`);

/** The query as name/value pairs, in order. */
const pairs = (url: URL) => [...url.searchParams.entries()];

describe('checkout builders (visitor-runtime §2)', () => {
  it('subscribe: the cart token round-trips through URL parsing, alone on /checkout/subscribe', () => {
    fc.assert(
      fc.property(text, (token) => {
        const url = parse(subscribeCheckoutUrl(token));
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname).toBe('/checkout/subscribe');
        expect(pairs(url)).toEqual([['cartToken', wellFormed(token)]]);
        expect(url.hash).toBe('');
      }),
    );
  });

  it('donate: the donation page id round-trips through URL parsing, alone on /checkout/donate', () => {
    fc.assert(
      fc.property(text, (id) => {
        const url = parse(donateCheckoutUrl(id));
        expect(url.pathname).toBe('/checkout/donate');
        expect(pairs(url)).toEqual([['donatePageId', wellFormed(id)]]);
      }),
    );
  });

  it('gift card: websiteId and giftCardProductId always, sku only when given and not empty', () => {
    fc.assert(
      fc.property(text, text, fc.option(text, { nil: undefined }), fc.boolean(), (websiteId, giftCardProductId, sku, nullSku) => {
        const url = parse(giftCardCheckoutUrl({ websiteId, giftCardProductId, sku: sku ?? (nullSku ? null : undefined) }));
        expect(url.pathname).toBe('/checkout/giftcard');
        const expected: Array<[string, string]> = [
          ['websiteId', wellFormed(websiteId)],
          ['giftCardProductId', wellFormed(giftCardProductId)],
        ];
        if (sku) expected.push(['sku', wellFormed(sku)]);
        expect(pairs(url)).toEqual(expected);
      }),
    );
  });

  it('writes a space as %20 (not +) and a plus as %2B', () => {
    expect(donateCheckoutUrl('a b+c')).toBe('/checkout/donate?donatePageId=a%20b%2Bc');
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'p 2', sku: 'SQ+1' })).toBe(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=p%202&sku=SQ%2B1',
    );
    expect(giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: 'p2', sku: '' })).toBe('/checkout/giftcard?websiteId=w1&giftCardProductId=p2');
  });

  it('goes to checkout at /commerce/goto-checkout', () => {
    expect(GOTO_CHECKOUT_PATH).toBe('/commerce/goto-checkout');
  });
});

describe('configPanelUrl (visitor-runtime §2)', () => {
  it('frameUrl carries the current path and query, encoded, and parses back to exactly them', () => {
    fc.assert(
      fc.property(sitePath, fc.webQueryParameters(), (path, search) => {
        const location = parse(`${path}${search ? `?${search}` : ''}`);
        const url = parse(configPanelUrl(location));
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname).toBe('/config/');
        const samePage = location.pathname.replace(/^\/+/, '/') + location.search;
        expect(pairs(url)).toEqual([['frameUrl', samePage]]);
        // the frame URL, opened on the site, is the page the visitor was on (never another host)
        expect(parse(url.searchParams.get('frameUrl')!).href).toBe(parse(samePage).href);
        expect(parse(url.searchParams.get('frameUrl')!).origin).toBe(ORIGIN);
      }),
    );
  });

  it('a path that starts with several slashes stays on the site (found by the property above: "/.//")', () => {
    const url = parse(configPanelUrl({ pathname: '//other.example/x', search: '?a=1' }));
    expect(url.searchParams.get('frameUrl')).toBe('/other.example/x?a=1');
  });

  it('encodes the query separators of the current page', () => {
    expect(configPanelUrl({ pathname: '/blog/a post', search: '?tag=a&b=c#x' })).toBe('/config/?frameUrl=%2Fblog%2Fa%20post%3Ftag%3Da%26b%3Dc%23x');
  });
});

describe('logoutUrl (visitor-runtime §2 "Destination after logout")', () => {
  it('is the site root with logout=true without a preview frame URL', () => {
    expect(logoutUrl()).toBe('/?logout=true');
    expect(logoutUrl(null)).toBe('/?logout=true');
  });

  it('keeps the preview frame path, other parameters and hash, and sets logout=true once', () => {
    expect(logoutUrl('/shop/bread?sort=asc&logout=false#top')).toBe('/shop/bread?sort=asc&logout=true#top');
    expect(logoutUrl('/shop?q=a+b&logout')).toBe('/shop?q=a+b&logout=true');
  });

  it('for any same-site frame URL: same origin and path, logout=true once, every other parameter as it was', () => {
    fc.assert(
      fc.property(sitePath, fc.webQueryParameters(), fc.webFragments(), (path, search, fragment) => {
        const frame = `${path}${search ? `?${search}` : ''}${fragment ? `#${fragment}` : ''}`;
        const before = parse(frame);
        const after = parse(logoutUrl(frame));
        expect(after.origin).toBe(ORIGIN);
        expect(after.pathname).toBe(before.pathname);
        expect(after.hash).toBe(before.hash);
        expect(after.searchParams.getAll('logout')).toEqual(['true']);
        const others = (url: URL) => pairs(url).filter(([name]) => name !== 'logout');
        expect(others(after)).toEqual(others(before));
      }),
    );
  });

  it('never leaves the site, whatever it is given', () => {
    const hostile = fc.oneof(
      text,
      fc.webUrl(),
      fc.constantFrom('//evil.example/x', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'https://evil.example/?logout=true', ''),
    );
    fc.assert(
      fc.property(hostile, (frame) => {
        const url = parse(logoutUrl(frame));
        expect(url.origin).toBe(ORIGIN);
        expect(url.searchParams.getAll('logout')).toEqual(['true']);
      }),
    );
    expect(logoutUrl('//evil.example/x')).toBe('/?logout=true');
    expect(logoutUrl('https://evil.example/')).toBe('/?logout=true');
  });
});
