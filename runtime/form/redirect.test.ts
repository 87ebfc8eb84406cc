import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { redirectAddress, successRedirectOf } from './redirect';

const PAGE = 'https://shop.example.com/contact?x=1';

describe("a form's successRedirect (editor-written, sent to location.assign)", () => {
  it.each([
    ['/thanks', 'https://shop.example.com/thanks'],
    ['thanks', 'https://shop.example.com/thanks'],
    ['  /thanks?from=form#top ', 'https://shop.example.com/thanks?from=form#top'],
    ['https://shop.example.com/done', 'https://shop.example.com/done'],
    ['https://other.example.org/welcome', 'https://other.example.org/welcome'],
    ['//other.example.org/welcome', 'https://other.example.org/welcome'],
  ])('goes to %j: a path of the site or an https address (%s)', (given, href) => {
    expect(redirectAddress(given, PAGE)).toEqual({ ok: true, href });
  });

  it.each([
    ['javascript:alert(document.domain)', 'it is neither a path of this site nor an https address'],
    ['JaVaScRiPt:alert(1)', 'it is neither a path of this site nor an https address'],
    ['data:text/html,<script>alert(1)</script>', 'it is neither a path of this site nor an https address'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'it is neither a path of this site nor an https address'],
    ['http://other.example.org/', 'it is neither a path of this site nor an https address'],
    ['java\tscript:alert(1)', 'it holds a space, a control character or a backslash'],
    ['/\\evil.example', 'it holds a space, a control character or a backslash'],
    ['https://user:pw@other.example.org/', 'it carries a user name or password'],
    ['vbscript:msgbox', 'it is neither a path of this site nor an https address'],
  ])('is refused for %j', (given, problem) => {
    expect(redirectAddress(given, PAGE)).toEqual({ ok: false, problem });
  });

  it("on the site's own http origin (a developer's machine) its paths are its own", () => {
    expect(redirectAddress('/thanks', 'http://127.0.0.1:4000/form')).toEqual({ ok: true, href: 'http://127.0.0.1:4000/thanks' });
    expect(redirectAddress('http://127.0.0.2:4000/x', 'http://127.0.0.1:4000/form').ok).toBe(false);
  });

  it('a refused one is dropped with one console error naming the block and the field; none configured says nothing', () => {
    const log = vi.fn();
    expect(successRedirectOf('javascript:alert(1)', 'block-7', log, PAGE)).toBeUndefined();
    expect(log).toHaveBeenCalledExactlyOnceWith(
      'The form block #block-7 shows its message instead of redirecting: its successRedirect "javascript:alert(1)" is refused (it is neither a path of this site nor an https address).',
    );
    expect([successRedirectOf(undefined, 'b', log, PAGE), successRedirectOf('  ', 'b', log, PAGE), successRedirectOf('/ok', 'b', log, PAGE)]).toEqual([
      undefined,
      undefined,
      'https://shop.example.com/ok',
    ]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('whatever the text, what it allows is https or the page\'s own origin, never another scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', 'blob:', 'file:', 'http:', 'ftp:').chain((scheme) => fc.string().map((rest) => scheme + rest))), (given) => {
        const verdict = redirectAddress(given, PAGE);
        if (!verdict.ok) return;
        const url = new URL(verdict.href);
        expect(url.protocol).toBe('https:');
        expect(url.username + url.password).toBe('');
      }),
    );
  });
});
