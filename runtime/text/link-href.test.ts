import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLink, classifyLink } from './links';
import { linkHref } from './link-href';

const here = { protocol: 'https:', host: 'shop.example' };

describe("a block's link (a button's, an image's) under the link rules (visitor-runtime §5)", () => {
  it('keeps a valid link as written (trimmed)', () => {
    for (const href of ['#order', '/menu', ' https://other.example/a ', 'mailto:me@example.com', 'tel:+44-1234', '/s/menu.pdf']) {
      expect(linkHref(href, here)).toEqual({ href: href.trim() });
    }
  });

  it('gives an external address typed without its protocol the page protocol', () => {
    expect(linkHref('www.example.com/menu', here)).toEqual({ href: 'https://www.example.com/menu' });
  });

  it('an empty link is no link; a link that breaks a rule is not followed and says why', () => {
    expect(linkHref('  ', here)).toEqual({ href: null });
    expect(linkHref('tel:12', here)).toEqual({ href: null, problem: 'a telephone number needs 4 or more digits' });
    expect(linkHref('tel:(020) 1234', here)).toEqual({ href: null, problem: 'a telephone number holds only digits, "+" and "-"' });
    expect(linkHref('mailto:me@example', here)).toEqual({ href: null, problem: 'a mailto address needs exactly one "@" and a dot extension' });
    expect(linkHref('http:example.com', here)).toEqual({ href: null, problem: 'its protocol is malformed (http, https and ftp need "//")' });
    expect(linkHref(`#${'a'.repeat(99)}`, here)).toEqual({ href: null, problem: 'a anchor link must be shorter than 100 characters' });
    expect(linkHref(`/${'a'.repeat(148)}`, here)).toEqual({ href: `/${'a'.repeat(148)}` });
  });

  it('answers a followed link exactly when the rules pass, of the same kind (or this site, for its own host) and itself passing them', () => {
    const href = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom('http://', 'https://', 'ftp://', '//', 'http:', ''), fc.constantFrom('shop.example', 'www.example.com', 'other.example:8080'), fc.string())
        .map(([scheme, host, rest]) => `${scheme}${host}/${rest}`),
      fc.constantFrom('#', '/', 'tel:', 'mailto:', 'http:', 'javascript:').chain((prefix) => fc.string().map((rest) => prefix + rest)),
    );
    fc.assert(
      fc.property(href, (written) => {
        const check = checkLink(written, here);
        const result = linkHref(written, here);
        if (!check.valid || check.kind === 'empty') {
          expect(result.href).toBeNull();
        } else {
          expect(result.href).not.toBeNull();
          const kind = classifyLink(result.href!, here);
          // a bare host naming the page's own host ('shop.example/menu') is a page of this site once it has the protocol
          const ownHost = result.href !== written.trim() && new URL(result.href!, 'https://shop.example').host === here.host;
          expect(ownHost ? ['content', 'file'] : [check.kind]).toContain(kind);
          expect(checkLink(result.href!, here).valid).toBe(true);
        }
      }),
    );
  });
});
