import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerHtmlIsBlank, bannerPlainText, decodeEntities, parseBannerHtml, safeHref, type BannerNode } from './banner-html';

describe('banner text: the owner HTML kept', () => {
  it('keeps p, strong, em, br and links with a safe href', () => {
    expect(
      parseBannerHtml('<p>We use <strong>cookies</strong>, <em>really</em>.<br>Read our <a href="/privacy">policy</a>.</p>'),
    ).toEqual([
      {
        tag: 'p',
        children: [
          'We use ',
          { tag: 'strong', children: ['cookies'] },
          ', ',
          { tag: 'em', children: ['really'] },
          '.',
          { tag: 'br' },
          'Read our ',
          { tag: 'a', href: '/privacy', children: ['policy'] },
          '.',
        ],
      },
    ]);
  });

  it('keeps plain text as it is, entities decoded', () => {
    expect(parseBannerHtml('Cakes &amp; cookies &lt;3 &#169; &#x2014; &nbsp;&copy; &unknown;')).toEqual([
      'Cakes & cookies <3 © — \u00a0© &unknown;',
    ]);
  });

  it('reads b and i as strong and em, and tag names in any case', () => {
    expect(parseBannerHtml('<B>bold</B> <I>it</I> <P>para</P>')).toEqual([
      { tag: 'strong', children: ['bold'] },
      ' ',
      { tag: 'em', children: ['it'] },
      ' ',
      { tag: 'p', children: ['para'] },
    ]);
  });

  it('drops every attribute but href, and keeps the first href', () => {
    expect(parseBannerHtml('<p class="x" style="color:red" onclick="evil()">t</p>')).toEqual([{ tag: 'p', children: ['t'] }]);
    expect(parseBannerHtml('<a title=" href=/wrong" href=\'/right\' href="/second" target="_blank" onmouseover=x>l</a>')).toEqual([
      { tag: 'a', href: '/right', children: ['l'] },
    ]);
    expect(parseBannerHtml('<a href=https://example.com/a?b=1&amp;c=2>l</a>')).toEqual([
      { tag: 'a', href: 'https://example.com/a?b=1&c=2', children: ['l'] },
    ]);
  });

  it('allows http, https, mailto and relative links', () => {
    for (const href of ['http://a.example', 'HTTPS://a.example/x', 'mailto:owner@bakery.example', '/privacy', 'privacy.html', '#cookies', '?x=1', '//cdn.example/p', '../up']) {
      expect(safeHref(href), href).toBe(href);
    }
  });
});

describe('banner text: everything else dropped', () => {
  it('unwraps links with a dangerous or missing href (text kept, link gone)', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java&#x09;script:x', '&#106;avascript:x', 'data:text/html,x', 'vbscript:x', '\u0001javascript:x', 'file:///etc/passwd', 'ftp://x', 'tel:123', '']) {
      expect(parseBannerHtml(`<a href="${href}">click</a>`), href).toEqual(['click']);
    }
    expect(parseBannerHtml('<a>no href</a>')).toEqual(['no href']);
  });

  it('drops script, style, iframe and svg with their content, and unwraps other tags', () => {
    expect(parseBannerHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x>inside</iframe>d<svg><a href="/x">s</a></svg>e')).toEqual(['abcde']);
    expect(parseBannerHtml('<div><span>kept</span> <img src=x onerror=alert(1)> text</div>')).toEqual(['kept  text']);
    expect(parseBannerHtml('<SCRIPT >x</script >after')).toEqual(['after']);
    expect(parseBannerHtml('before<script>never closed')).toEqual(['before']);
  });

  it('drops comments, doctypes and bogus markup; keeps a lone <', () => {
    expect(parseBannerHtml('<!-- <script>x</script> -->a<!doctype html>b<?xml x?>c</ >d < e')).toEqual(['abcd < e']);
    expect(parseBannerHtml('a<!-- never closed')).toEqual(['a']);
  });

  it('nests as HTML does: no paragraph in a paragraph, no link in a link, stray end tags ignored', () => {
    expect(parseBannerHtml('<p>one<p>two')).toEqual([
      { tag: 'p', children: ['one'] },
      { tag: 'p', children: ['two'] },
    ]);
    expect(parseBannerHtml('<a href="/a">a<a href="/b">b</a></a>')).toEqual([
      { tag: 'a', href: '/a', children: ['a'] },
      { tag: 'a', href: '/b', children: ['b'] },
    ]);
    expect(parseBannerHtml('</p></strong>x<strong>y')).toEqual(['x', { tag: 'strong', children: ['y'] }]);
  });

  it('tells blank text from text', () => {
    for (const html of ['', '<p></p>', '<p> </p>', '<p>&nbsp;</p>', '<br>', '<p><strong> </strong></p>', '<!-- note -->', '<script>x</script>']) {
      expect(bannerHtmlIsBlank(html), html).toBe(true);
    }
    for (const html of ['x', '<p>x</p>', '<a href="javascript:x">x</a>', '&amp;']) expect(bannerHtmlIsBlank(html), html).toBe(false);
  });
});

// ---- properties ----

const ALLOWED = new Set(['p', 'strong', 'em', 'br', 'a']);

function expectSafe(nodes: BannerNode[], insideP = false, insideA = false) {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    expect(ALLOWED.has(node.tag)).toBe(true);
    expect(Object.keys(node).sort()).toEqual(node.tag === 'br' ? ['tag'] : node.tag === 'a' ? ['children', 'href', 'tag'] : ['children', 'tag']);
    if (node.tag === 'br') continue;
    if (node.tag === 'a') {
      expect(insideA).toBe(false);
      expect(safeHref(node.href)).toBe(node.href);
      // The WHATWG URL parser (as a browser reads the link) agrees: only http, https or mailto.
      let protocol = 'invalid';
      try {
        protocol = new URL(node.href, 'https://bakery.example/page').protocol;
      } catch {
        // A link the browser cannot parse goes nowhere.
      }
      expect(['http:', 'https:', 'mailto:', 'invalid']).toContain(protocol);
    }
    if (node.tag === 'p') expect(insideP).toBe(false);
    expectSafe(node.children, insideP || node.tag === 'p', insideA || node.tag === 'a');
  }
}

const htmlPiece = fc.oneof(
  fc.constantFrom(
    '<p>', '</p>', '<a href="/x">', '<a href="javascript:alert(1)">', '<a href=\'mailto:a@b.co\'>', '</a>', '<strong>', '</strong>',
    '<em>', '</em>', '<br>', '<br/>', '<b>', '<i>', '<script>', '</script>', '<style>', '<!--', '-->', '<', '>', '&amp;',
    '&#0;', '&#xD800;', '&nbsp;', '"', "'", '<img src=x onerror=alert(1)>', '<a href="java\tscript:x">', '<svg>', '</svg>',
    '<a href=" data:x">', '<A HREF="HTTPS://X">', '<p class="a>b">',
  ),
  fc.string({ maxLength: 6 }),
);
const html = fc.array(htmlPiece, { maxLength: 30 }).map((pieces) => pieces.join(''));

describe('banner text: properties', () => {
  it('never throws and keeps only allowed elements, safe hrefs and proper nesting, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(html, fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 })), (input) => {
        expectSafe(parseBannerHtml(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads plain text (no < and no &) as itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }).filter((s) => !/[<&]/.test(s) && s.length > 0), (text) => {
        expect(parseBannerHtml(text)).toEqual([text]);
        expect(bannerPlainText(parseBannerHtml(text))).toBe(text);
      }),
    );
  });

  it('decodes any numeric entity to one character or the replacement character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x11ffff }), (code) => {
        const decoded = decodeEntities(`&#${code};`);
        expect([...decoded]).toHaveLength(1);
        expect(decodeEntities(`&#x${code.toString(16)};`)).toBe(decoded);
      }),
    );
  });
});
