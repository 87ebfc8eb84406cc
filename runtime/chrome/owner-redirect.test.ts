// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from '../schemas/site-context';
import { safeStorage } from '../storage';
import {
  createOwnerRedirectFeature,
  hasViewerRole,
  isLocalhost,
  NOREDIRECT_FLAG,
  ownerRedirectFacts,
  shouldRedirectToConfig,
  type OwnerRedirectFacts,
} from './owner-redirect';

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

const FLAGS = ['loggedIn', 'noredirectInQuery', 'noredirectRemembered', 'developerMode', 'cloneable', 'framed', 'viewer'] as const;
const LOCAL_HOSTS = ['localhost', 'LOCALHOST', 'localhost.', 'shop.localhost', '127.0.0.1', '127.1.2.3', '[::1]'];
const LIVE_HOSTS = ['bakery.example', 'www.bakery.com', 'localhost.example', 'mylocalhost', '128.0.0.1', '10.0.0.1', '[::2]', 'example.localhost.com'];

/** The rule as the spec words it, written independently: redirect a logged-in account unless any exception holds. */
function oracle(f: OwnerRedirectFacts): boolean {
  const exceptions = [LOCAL_HOSTS.includes(f.host), f.noredirectInQuery, f.noredirectRemembered, f.developerMode, f.cloneable, f.framed, f.viewer];
  return f.loggedIn && !exceptions.some(Boolean);
}

describe('shouldRedirectToConfig (visitor-runtime §2, §6)', () => {
  it('agrees with the spec on every combination of the boolean facts, for local and live hosts', () => {
    let redirects = 0;
    for (let bits = 0; bits < 1 << FLAGS.length; bits++) {
      for (const host of [...LOCAL_HOSTS, ...LIVE_HOSTS]) {
        const facts = { host } as OwnerRedirectFacts;
        FLAGS.forEach((flag, i) => (facts[flag] = (bits & (1 << i)) !== 0));
        const redirect = shouldRedirectToConfig(facts);
        expect(redirect, JSON.stringify(facts)).toBe(oracle(facts));
        if (redirect) redirects++;
      }
    }
    // only "logged in, no exception" redirects: one combination of the flags, on each live host
    expect(redirects).toBe(LIVE_HOSTS.length);
  });

  it('any single exception prevents the redirect; a logged-out visitor is never redirected (fast-check)', () => {
    const facts = fc.record({
      loggedIn: fc.boolean(),
      host: fc.oneof(fc.constantFrom(...LOCAL_HOSTS, ...LIVE_HOSTS), fc.domain()),
      noredirectInQuery: fc.boolean(),
      noredirectRemembered: fc.boolean(),
      developerMode: fc.boolean(),
      cloneable: fc.boolean(),
      framed: fc.boolean(),
      viewer: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, (f) => {
        const redirect = shouldRedirectToConfig(f);
        if (!f.loggedIn) expect(redirect).toBe(false);
        for (const flag of FLAGS.slice(1)) if (f[flag]) expect(redirect).toBe(false);
        if (isLocalhost(f.host)) expect(redirect).toBe(false);
        // with no exception, logged in means redirected
        if (f.loggedIn && !isLocalhost(f.host) && FLAGS.slice(1).every((flag) => !f[flag])) expect(redirect).toBe(true);
      }),
    );
  });

  it('treats localhost, names under it and the loopback addresses as localhost, nothing else', () => {
    for (const host of LOCAL_HOSTS) expect(isLocalhost(host), host).toBe(true);
    for (const host of LIVE_HOSTS) expect(isLocalhost(host), host).toBe(false);
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(isLocalhost(domain)).toBe(domain === 'localhost' || domain.endsWith('.localhost'));
      }),
    );
  });
});

const site = (input: object = {}) => siteContextSchema.parse(input);
const owner = { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['owner'] } };

describe('hasViewerRole', () => {
  it('finds viewer (any case) or code 10 in the account roles or access permissions, only for that account', () => {
    expect(hasViewerRole(site(owner))).toBe(false);
    expect(hasViewerRole(site({ ...owner, websiteRoles: { a1: ['owner', 'Viewer'] } }))).toBe(true);
    expect(hasViewerRole(site({ ...owner, websiteRoles: { a1: 'viewer' } }))).toBe(true);
    expect(hasViewerRole(site({ ...owner, websiteRoles: { a1: [10] } }))).toBe(true);
    expect(hasViewerRole(site({ ...owner, accessPermissions: [10] }))).toBe(true);
    expect(hasViewerRole(site({ ...owner, websiteRoles: { b2: ['viewer'] } }))).toBe(false);
    expect(hasViewerRole(site({ ...owner, websiteRoles: { a1: ['viewers', 100] } }))).toBe(false);
  });
});

/** A happy-dom window on a URL, with a fresh sessionStorage. */
function windowAt(url: string): Window {
  setUrl(url);
  window.sessionStorage.clear();
  return window;
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the owner redirect feature', () => {
  it('replaces the location with /config/?frameUrl= for a logged-in owner on the live site', () => {
    const win = windowAt('https://bakery.example/shop/bread?sort=asc');
    const navigate = vi.fn();
    createOwnerRedirectFeature({ window: win, navigate })({ document, site: site(owner) });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/config/?frameUrl=%2Fshop%2Fbread%3Fsort%3Dasc');
  });

  it('does not redirect a visitor, a viewer, a developer-mode or cloneable site, or on localhost', () => {
    const cases: Array<[string, object]> = [
      ['https://bakery.example/', {}],
      ['https://bakery.example/', { ...owner, websiteRoles: { a1: ['viewer'] } }],
      ['https://bakery.example/', { ...owner, website: { developerMode: true } }],
      ['https://bakery.example/', { ...owner, website: { cloneable: true } }],
      ['http://localhost:4173/', owner],
    ];
    for (const [url, context] of cases) {
      const navigate = vi.fn();
      createOwnerRedirectFeature({ window: windowAt(url), navigate })({ document, site: site(context) });
      expect(navigate, `${url} ${JSON.stringify(context)}`).not.toHaveBeenCalled();
    }
  });

  it('noredirect in the query stops the redirect and is remembered for the session under the flag noredirect', () => {
    const navigate = vi.fn();
    const win = windowAt('https://bakery.example/?noredirect');
    createOwnerRedirectFeature({ window: win, navigate })({ document, site: site(owner) });
    expect(navigate).not.toHaveBeenCalled();
    expect(win.sessionStorage.getItem(NOREDIRECT_FLAG)).toBe('true');

    // next page of the session, without the parameter: still no redirect
    setUrl('https://bakery.example/about');
    createOwnerRedirectFeature({ window: win, navigate })({ document, site: site(owner) });
    expect(navigate).not.toHaveBeenCalled();
    expect(ownerRedirectFacts(site(owner), win)).toMatchObject({ noredirectInQuery: false, noredirectRemembered: true });

    // a new session (storage cleared) redirects again
    win.sessionStorage.clear();
    createOwnerRedirectFeature({ window: win, navigate })({ document, site: site(owner) });
    expect(navigate).toHaveBeenCalledWith('/config/?frameUrl=%2Fabout');
  });

  it('reads the flag through the safe storage, so a page without sessionStorage still remembers it', () => {
    const host = { sessionStorage: null };
    const win = windowAt('https://bakery.example/?noredirect=1');
    expect(ownerRedirectFacts(site(owner), win, host)).toMatchObject({ noredirectInQuery: true, noredirectRemembered: false });
    expect(safeStorage('session', host).get(NOREDIRECT_FLAG)).toBe('true');
    setUrl('https://bakery.example/');
    expect(ownerRedirectFacts(site(owner), win, host).noredirectRemembered).toBe(true);
  });

  it('does not redirect a framed page', () => {
    const win = windowAt('https://bakery.example/');
    const framed = new Proxy(win, { get: (target, key) => (key === 'top' ? {} : Reflect.get(target, key)) });
    const navigate = vi.fn();
    createOwnerRedirectFeature({ window: framed, navigate, storage: win })({ document, site: site(owner) });
    expect(navigate).not.toHaveBeenCalled();
    expect(ownerRedirectFacts(site(owner), framed, win).framed).toBe(true);
  });
});
