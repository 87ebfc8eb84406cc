// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT } from '../../consent/policy';
import { writeConsent } from '../../cookie-values';
import { siteContextSchema } from '../../schemas/site-context';
import { commentLinkHref, commentLinksFeature, commentServiceShortname, countScriptUrl, COUNT_SCRIPT_ID, isValidShortname } from './comment-links';

const site = (shortname: string | null, baseUrl = 'https://bakery.example') =>
  siteContextSchema.parse({ website: { baseUrl }, websiteSettings: { disqusShortname: shortname, commentsEnabled: true } });

const links = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-comment-link]')].map((a) => a.getAttribute('href'));
const countScripts = () => document.querySelectorAll(`script[src$="disqus.com/count.js"]`);

afterEach(() => {
  document.cookie = 'ss_consent=; max-age=0; path=/';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const path = fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const id = fc.stringMatching(/^[a-f0-9]{1,24}$/);
const base = fc.constantFrom('https://bakery.example', 'https://bakery.example/', 'http://localhost:4173', '');

describe('commentLinkHref (visitor-runtime §2 "Pages with special handling")', () => {
  it('is {baseUrl}{href}#disqus_thread with a comment service, {baseUrl}{href}#comment-{id} without', () => {
    fc.assert(
      fc.property(base, path, id, fc.option(fc.stringMatching(/^[a-z0-9]{1,10}$/), { nil: null }), (baseUrl, href, itemId, shortname) => {
        const result = commentLinkHref({ baseUrl, href, id: itemId, shortname });
        const prefix = baseUrl.replace(/\/$/, '') + href;
        expect(result).toBe(shortname ? `${prefix}#disqus_thread` : `${prefix}#comment-${itemId}`);
      }),
    );
  });

  it('drops a hash the href already has and adds a missing leading slash, so applying the rule twice changes nothing', () => {
    expect(commentLinkHref({ baseUrl: 'https://b.example', href: '/blog/loaf#top', id: '7', shortname: null })).toBe('https://b.example/blog/loaf#comment-7');
    expect(commentLinkHref({ baseUrl: 'https://b.example', href: 'blog/loaf', id: '7', shortname: 'bakery' })).toBe('https://b.example/blog/loaf#disqus_thread');
    fc.assert(
      fc.property(path, id, fc.option(fc.constant('bakery'), { nil: null }), (href, itemId, shortname) => {
        const once = commentLinkHref({ href, id: itemId, shortname });
        expect(commentLinkHref({ href: once, id: itemId, shortname })).toBe(once);
      }),
    );
  });
});

describe('the comment service shortname', () => {
  it('counts as configured only when non-empty after trimming', () => {
    expect(commentServiceShortname(site(null))).toBeNull();
    expect(commentServiceShortname(site('  '))).toBeNull();
    expect(commentServiceShortname(site(' bakery '))).toBe('bakery');
  });

  it('loads the count script only for a valid host label', () => {
    expect(countScriptUrl('Demo-Bakery')).toBe('https://demo-bakery.disqus.com/count.js');
    for (const bad of ['evil.example/x', 'a b', '-bakery', 'bakery-', 'x'.repeat(64), 'bakery?x=1', 'bäckerei']) {
      expect(isValidShortname(bad)).toBe(false);
      expect(countScriptUrl(bad)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (name) => countScriptUrl(name) === null || /^https:\/\/[a-z0-9-]+\.disqus\.com\/count\.js$/.test(countScriptUrl(name)!)));
  });
});

describe('commentLinksFeature', () => {
  const page = `<article><a data-comment-link data-item-id="p1" href="/blog/first-loaf">Comments</a></article>
    <article><a data-comment-link data-item-id="p2" href="/blog/rye">Comments</a></article><a href="/about">About</a>`;

  it('with a shortname points every comment link to #disqus_thread and injects the count script once, even when started twice', () => {
    document.body.innerHTML = page;
    const destroy = commentLinksFeature({ document, site: site('bakery') })!;
    expect(links()).toEqual(['https://bakery.example/blog/first-loaf#disqus_thread', 'https://bakery.example/blog/rye#disqus_thread']);
    expect(document.querySelector('a[href="/about"]')).not.toBeNull();
    expect(countScripts()).toHaveLength(1);
    expect(document.getElementById(COUNT_SCRIPT_ID)?.getAttribute('src')).toBe('https://bakery.disqus.com/count.js');
    destroy();
    expect(links()).toEqual(['/blog/first-loaf', '/blog/rye']);
    commentLinksFeature({ document, site: site('bakery') });
    expect(links()[0]).toBe('https://bakery.example/blog/first-loaf#disqus_thread');
    expect(countScripts()).toHaveLength(1);
  });

  it('without a shortname points to #comment-{id} and loads no script', () => {
    document.body.innerHTML = page;
    commentLinksFeature({ document, site: site(null) });
    expect(links()).toEqual(['https://bakery.example/blog/first-loaf#comment-p1', 'https://bakery.example/blog/rye#comment-p2']);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('a page without comment links loads no count script', () => {
    document.body.innerHTML = '<a href="/blog/first-loaf">Read</a>';
    expect(commentLinksFeature({ document, site: site('bakery') })).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('under a restrictive policy injects the count script (Disqus tracks) only once the visitor accepts cookies; destroyed before, never', () => {
    document.body.innerHTML = page;
    const restrictive = siteContextSchema.parse({
      website: { baseUrl: 'https://bakery.example' },
      websiteSettings: { disqusShortname: 'bakery', commentsEnabled: true },
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    const accept = () => {
      writeConsent('accepted');
      document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
    };
    commentLinksFeature({ document, site: restrictive })!();
    accept();
    expect(countScripts()).toHaveLength(0);
    document.cookie = 'ss_consent=; max-age=0; path=/';
    const destroy = commentLinksFeature({ document, site: restrictive })!;
    expect(links()[0]).toBe('https://bakery.example/blog/first-loaf#disqus_thread');
    expect(countScripts()).toHaveLength(0);
    accept();
    expect(document.getElementById(COUNT_SCRIPT_ID)?.getAttribute('src')).toBe('https://bakery.disqus.com/count.js');
    destroy();
  });

  it('an invalid shortname keeps the #disqus_thread links but loads nothing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = page;
    commentLinksFeature({ document, site: site('evil.example/x') });
    expect(links()[0]).toBe('https://bakery.example/blog/first-loaf#disqus_thread');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn.mock.calls[0]![0]).toMatch(/not a valid name/);
  });
});
