// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ContributorPermission, PageType } from '../enums';
import { siteContextSchema } from '../schemas/site-context';
import { censusAllowed } from './census-allowed';
import { analyticsFacts, isViewerOnly, shouldRecordAnalytics, UNTRACKED_PAGE_TYPES, type AnalyticsFacts } from './skip';

const pageTypes = fc.oneof(fc.constantFrom(undefined, ...Object.values(PageType)), fc.integer({ min: -5, max: 400 }));
const paths = fc.oneof(
  fc.constantFrom('/', '/search', '/search/', '/search/results', '/searching', '/config', '/config/', '/config/pages', '/configure', '/blog/config', '/about'),
  fc.webPath(),
);
const role = fc.oneof(
  fc.constantFrom<unknown>('viewer', 'VIEWER', 'Viewer', 10, '10', 'owner', 'admin', 'editor', 1, 4, 11, null),
  fc.constantFrom(...Object.values(ContributorPermission)),
  fc.string(),
);
const facts: fc.Arbitrary<AnalyticsFacts> = fc.record({
  signedIn: fc.boolean(),
  roles: fc.array(role, { maxLength: 3 }),
  permissions: fc.array(role, { maxLength: 3 }),
  pageType: pageTypes,
  path: paths,
  trackingDisabled: fc.boolean(),
});

/** The rule as the spec words it (visitor-runtime §6, §2), written independently of the implementation. */
function oracle(f: AnalyticsFacts): boolean {
  const skippedPage = [PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED, PageType.SEARCH].some((t) => t === f.pageType);
  const segments = f.path.split('/');
  const onSearch = segments[0] === '' && segments[1] === 'search';
  const onConfig = segments[0] === '' && segments[1] === 'config';
  const named = [...f.roles, ...f.permissions];
  const viewer = (r: unknown) => String(r).toLowerCase() === 'viewer' || String(r) === String(ContributorPermission.VIEWER);
  const onlyViewer = named.length > 0 && named.every(viewer);
  if (f.trackingDisabled || skippedPage || onSearch) return false;
  return !f.signedIn || (onlyViewer && !onConfig);
}

describe('shouldRecordAnalytics (visitor-runtime §6)', () => {
  it('agrees with the spec rule over every combination of roles, permissions, page type, path and global flag', () => {
    fc.assert(fc.property(facts, (f) => shouldRecordAnalytics(f) === oracle(f)), { numRuns: 3000 });
  });

  it('never records when tracking is disabled globally', () => {
    fc.assert(fc.property(facts, (f) => !shouldRecordAnalytics({ ...f, trackingDisabled: true })));
  });

  it('never records on not-found, search, lock-screen and member-area-denied pages, nor on /search', () => {
    expect([...UNTRACKED_PAGE_TYPES].sort()).toEqual(
      [PageType.NOT_FOUND, PageType.SEARCH, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED].sort(),
    );
    fc.assert(fc.property(facts, fc.constantFrom(...UNTRACKED_PAGE_TYPES), (f, pageType) => !shouldRecordAnalytics({ ...f, pageType })));
    fc.assert(fc.property(facts, fc.constantFrom('/search', '/search/', '/search/x'), (f, path) => !shouldRecordAnalytics({ ...f, path })));
  });

  it('always records an anonymous visitor elsewhere, whatever the roles say', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const clean = { ...f, signedIn: false, trackingDisabled: false, pageType: PageType.PAGE, path: '/about' };
        return shouldRecordAnalytics(clean);
      }),
    );
  });

  it('skips a logged-in account unless its only role is viewer, and a viewer on /config', () => {
    const base = { signedIn: true, permissions: [], pageType: PageType.PAGE, path: '/about', trackingDisabled: false };
    expect(shouldRecordAnalytics({ ...base, roles: ['owner'] })).toBe(false);
    expect(shouldRecordAnalytics({ ...base, roles: [] })).toBe(false);
    expect(shouldRecordAnalytics({ ...base, roles: ['viewer', 'editor'] })).toBe(false);
    expect(shouldRecordAnalytics({ ...base, roles: ['viewer'], permissions: [ContributorPermission.ADMIN] })).toBe(false);
    expect(shouldRecordAnalytics({ ...base, roles: ['viewer'] })).toBe(true);
    expect(shouldRecordAnalytics({ ...base, roles: [], permissions: [ContributorPermission.VIEWER] })).toBe(true);
    expect(shouldRecordAnalytics({ ...base, roles: ['viewer'], path: '/config/pages' })).toBe(false);
    expect(shouldRecordAnalytics({ ...base, roles: ['viewer'], path: '/configure' })).toBe(true);
  });

  it('isViewerOnly needs at least one role', () => {
    expect(isViewerOnly([], [])).toBe(false);
    fc.assert(fc.property(fc.array(fc.constantFrom('viewer', 10)), fc.array(fc.constantFrom('viewer', 10)), (a, b) => isViewerOnly(a, b) === a.length + b.length > 0));
  });
});

describe('analyticsFacts', () => {
  afterEach(() => {
    delete window.visitorRuntimeTrackingDisabled;
  });

  const site = (extra: Record<string, unknown>) => siteContextSchema.parse(extra);

  it('reads the account, its roles, the permissions, the page type and the path', () => {
    const facts = analyticsFacts(
      site({ authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['viewer'], b2: ['owner'] }, accessPermissions: [10], pageType: 2 }),
      '/about',
    );
    expect(facts).toEqual({ signedIn: true, roles: ['viewer'], permissions: [10], pageType: 2, path: '/about', trackingDisabled: false });
  });

  it('reads a single role as a list, and no roles for an anonymous visitor', () => {
    expect(analyticsFacts(site({ authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: 'viewer' } }), '/').roles).toEqual(['viewer']);
    expect(analyticsFacts(site({ websiteRoles: { a1: ['owner'] } }), '/')).toMatchObject({ signedIn: false, roles: [] });
  });

  it('takes the global flag from the site context or the window', () => {
    expect(analyticsFacts(site({ trackingDisabled: true }), '/').trackingDisabled).toBe(true);
    expect(analyticsFacts(site({ trackingDisabled: 'yes' }), '/').trackingDisabled).toBe(false);
    window.visitorRuntimeTrackingDisabled = true;
    expect(analyticsFacts(site({}), '/').trackingDisabled).toBe(true);
  });
});

describe('censusAllowed, the one rule before every census call', () => {
  const site = (extra: Record<string, unknown> = {}) => siteContextSchema.parse({ pageType: 2, ...extra });
  const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

  it('needs consent under a restrictive policy, and none otherwise unless the visitor declined', () => {
    expect(censusAllowed(site(), null, '/about')).toBe(true);
    expect(censusAllowed(site(), 'declined', '/about')).toBe(false);
    expect(censusAllowed(site(restrictive), null, '/about')).toBe(false);
    expect(censusAllowed(site(restrictive), 'accepted', '/about')).toBe(true);
  });

  it('follows the skip rules: never on a search page, a not-found page or for a logged-in owner, consent or not', () => {
    expect(censusAllowed(site(), 'accepted', '/search')).toBe(false);
    expect(censusAllowed(site({ pageType: 100 }), 'accepted', '/about')).toBe(false);
    const owner = { authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: 'owner' } };
    expect(censusAllowed(site(owner), 'accepted', '/about')).toBe(false);
  });

  it('is exactly consent and skip rules together', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom<'accepted' | 'declined' | null>('accepted', 'declined', null), paths, pageTypes, (strict, consent, path, pageType) => {
        const context = site({ pageType, cookieSettings: { isRestrictiveCookiePolicyEnabled: strict } });
        const expected = consent !== 'declined' && (consent === 'accepted' || !strict) && shouldRecordAnalytics(analyticsFacts(context, path));
        expect(censusAllowed(context, consent, path)).toBe(expected);
      }),
    );
  });
});
