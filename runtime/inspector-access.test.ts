import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inspectorTarget, isEngineerSession, isSiteTeam, STATELY_INSPECTOR_URL, type EngineerFacts } from './inspector-access';
import { siteContextSchema } from './schemas/site-context';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const visitor: EngineerFacts = siteContextSchema.parse({});
const developerMode: EngineerFacts = siteContextSchema.parse({ website: { developerMode: true } });
const loggedIn: EngineerFacts = siteContextSchema.parse({ authenticatedAccount: { id: 'owner' }, websiteRoles: { owner: ['owner'] } });
/** A member (or a customer) of the site: logged in, with no role on the site. */
const member: EngineerFacts = siteContextSchema.parse({ authenticatedAccount: { id: 'member-1', displayName: 'Mo Member' } });
const withRoles = (roles: unknown, accessPermissions: Array<string | number> = []): EngineerFacts =>
  siteContextSchema.parse({ authenticatedAccount: { id: 'a-1' }, websiteRoles: { 'a-1': roles }, accessPermissions });

/** A page at `url` asking for `?inspect=<value>` (no value: `?inspect`). */
function page(url: string, value?: string) {
  const address = new URL(url);
  address.search = value === undefined ? 'inspect' : `?${new URLSearchParams({ inspect: value })}`;
  return { search: address.search, origin: address.origin, hostname: address.hostname };
}
const target = (url: string, value: string | undefined, site: EngineerFacts = visitor) => inspectorTarget(page(url, value), site);
const warnings = () => warn.mock.calls.map((call) => String(call[0]));

describe('who may attach the inspector (?inspect)', () => {
  it("an engineer: the page on localhost, a site in developer mode, or an account of the site's team", () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'shop.localhost']) {
      expect(isEngineerSession({ hostname: host }, visitor), host).toBe(true);
    }
    expect(isEngineerSession({ hostname: 'shop.example' }, developerMode)).toBe(true);
    expect(isEngineerSession({ hostname: 'shop.example' }, loggedIn)).toBe(true);
    expect(isEngineerSession({ hostname: 'shop.example' }, visitor)).toBe(false);
    expect(isEngineerSession({ hostname: 'localhost.example' }, visitor)).toBe(false);
  });

  it("the site's team is the owner, an administrator or a contributor; never a member, a customer or a viewer (issue 37)", () => {
    const team = [withRoles(['owner']), withRoles('Administrator'), withRoles(['admin']), withRoles(['contributor']), withRoles(['editor']), withRoles([1]), withRoles(['4']), withRoles([], [1])];
    for (const site of team) expect(isSiteTeam(site), JSON.stringify(site.websiteRoles)).toBe(true);
    const others = [member, withRoles(['member']), withRoles(['customer']), withRoles(['viewer']), withRoles([10]), withRoles(null), withRoles([]), withRoles(['owner-ish']), visitor,
      // roles of another account than the one logged in
      siteContextSchema.parse({ authenticatedAccount: { id: 'me' }, websiteRoles: { someone: ['owner'] } })];
    for (const site of others) {
      expect(isSiteTeam(site), JSON.stringify(site)).toBe(false);
      expect(isEngineerSession({ hostname: 'shop.example' }, site)).toBe(false);
    }
  });

  it("ignores ?inspect on a visitor's page with one warning, whatever address it names", () => {
    for (const [value, site] of [undefined, 'lab', 'https://stately.ai/inspect', 'https://shop.example/_lab', 'https://evil.example/'].flatMap((v) => [[v, visitor], [v, member]] as const)) {
      warn.mockClear();
      expect(target('https://shop.example/form', value, site)).toBeUndefined();
      expect(warnings()).toEqual([
        "[visitor-runtime] ?inspect is ignored: the inspector attaches only on localhost, on a site in developer mode or for the site's team (owner, administrator, contributor).",
      ]);
    }
  });

  it('attaches nothing and says nothing without ?inspect', () => {
    expect(inspectorTarget({ search: '?page=2', origin: 'https://shop.example', hostname: 'shop.example' }, loggedIn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the addresses the inspector may open', () => {
  it("?inspect alone is Stately's inspector, sent field values as lengths only", () => {
    expect(target('http://localhost:4173/form', undefined)).toEqual({ url: STATELY_INSPECTOR_URL, origin: 'https://stately.ai', sameOrigin: false });
    expect(target('https://shop.example/form', '', developerMode)).toEqual({ url: STATELY_INSPECTOR_URL, origin: 'https://stately.ai', sameOrigin: false });
    expect(target('https://shop.example/form', 'https://stately.ai/inspect?x=1', loggedIn)).toEqual({
      url: 'https://stately.ai/inspect?x=1',
      origin: 'https://stately.ai',
      sameOrigin: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("?inspect=lab is the lab on the page's own origin; so is any absolute address on that origin", () => {
    expect(target('http://localhost:4173/form', 'lab')).toEqual({ url: 'http://localhost:4173/_lab', origin: 'http://localhost:4173', sameOrigin: true });
    expect(target('https://shop.example/form', 'https://shop.example/tools/lab', developerMode)).toEqual({
      url: 'https://shop.example/tools/lab',
      origin: 'https://shop.example',
      sameOrigin: true,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses any other address with one warning naming its origin or scheme: another port or host of localhost too', () => {
    const refused: Array<[string, string]> = [
      ['http://localhost:9/inspector', 'not http://localhost:9.'],
      ['http://127.0.0.1:4173/_lab', 'not http://127.0.0.1:4173.'],
      ['https://localhost:4173/_lab', 'not https://localhost:4173.'],
      ['https://evil.example/', 'not https://evil.example.'],
      ['http://stately.ai/inspect', 'not http://stately.ai.'],
      ['https://stately.ai.evil.example/inspect', 'not https://stately.ai.evil.example.'],
      ['javascript:alert(document.cookie)', 'not javascript:.'],
      ['data:text/html,<script>alert(1)</script>', 'not data:.'],
      ['/_lab', 'not "/_lab".'],
      ['//evil.example.com', 'not "//evil.example.com".'],
    ];
    for (const [value, named] of refused) {
      warn.mockClear();
      expect(target('http://localhost:4173/form', value), value).toBeUndefined();
      expect(warnings(), value).toHaveLength(1);
      expect(warnings()[0]).toMatch(/^\[visitor-runtime\] The inspector address is refused: only Stately's inspector \(https:\/\/stately\.ai\), \?inspect=lab or an address on this page's origin are allowed, /);
      expect(warnings()[0]!.endsWith(named), `${value}: ${warnings()[0]}`).toBe(true);
    }
  });

  it("answers only Stately's origin or the page's own, for any address, page and site", () => {
    const pages = fc.constantFrom('http://localhost:4173/form', 'https://shop.example/form', 'http://127.0.0.1:8080/', 'file:///tmp/page.html');
    const sites = fc.constantFrom(visitor, developerMode, loggedIn, member);
    const hosts = ['stately.ai', 'shop.example', 'localhost:4173', 'localhost:9', '127.0.0.1:8080', 'evil.example', 'stately.ai.evil.example', ''];
    const address = fc
      .tuple(fc.constantFrom('http://', 'https://', 'javascript:', 'data:', '//', ''), fc.constantFrom(...hosts), fc.string({ maxLength: 12 }))
      .map(([scheme, host, path]) => `${scheme}${host}/${path}`);
    const values = fc.oneof(fc.string(), address, fc.constant('lab'));
    fc.assert(
      fc.property(pages, values, sites, (url, value, site) => {
        const answer = target(url, value, site);
        if (!answer) return;
        const pageOrigin = new URL(url).origin;
        expect(isEngineerSession(new URL(url), site)).toBe(true);
        expect(new URL(answer.url).origin).toBe(answer.origin);
        expect([pageOrigin, 'https://stately.ai']).toContain(answer.origin);
        expect(answer.sameOrigin).toBe(answer.origin === pageOrigin);
      }),
    );
  });
});
