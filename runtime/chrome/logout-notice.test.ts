// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from '../schemas/site-context';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

const shown = vi.hoisted(() => [] as Array<{ title: string; message: string }>);
vi.mock('./dialogs', () => ({
  informationPopup: async (options: { title: string; message: string }) => void shown.push(options),
}));

const { hasLogoutFlag, logoutNotice, withoutLogoutFlag } = await import('./logout-notice');

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
const site = siteContextSchema.parse({});

beforeEach(() => {
  shown.length = 0;
});
afterEach(() => setUrl('https://bakery.example/'));

describe('logout notice (visitor-runtime §2 "Logout notice")', () => {
  it("with logout=true shows the information popup 'Logout Successful' with the exact message", async () => {
    setUrl('https://bakery.example/?logout=true');
    logoutNotice({ document, site });
    // the dialogs' code is downloaded when the first one opens
    await waitForSignal(() => expect(shown).toEqual([{ title: 'Logout Successful', message: 'You have been successfully logged out.' }]));
  });

  it('takes logout=true out of the address bar (same entry), keeping the path, other parameters and hash', () => {
    setUrl('https://bakery.example/shop?sort=asc&logout=true&page=2#top');
    const entries = history.length;
    logoutNotice({ document, site });
    expect(location.pathname + location.search + location.hash).toBe('/shop?sort=asc&page=2#top');
    expect(history.length).toBe(entries);
  });

  it('so running the feature again (a reload) shows nothing', async () => {
    setUrl('https://bakery.example/?logout=true');
    logoutNotice({ document, site });
    logoutNotice({ document, site });
    await waitForSignal(() => expect(shown).toHaveLength(1));
    // a second popup would have been asked for in the same task as the first: one task later it would be there
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toHaveLength(1);
    expect(location.search).toBe('');
  });

  it.each(['/', '/?logout=false', '/?logout=TRUE', '/?logout', '/?nologout=true', '/?logout=true1'])(
    'shows nothing and leaves the address alone for %s',
    async (path) => {
      setUrl(`https://bakery.example${path}`);
      logoutNotice({ document, site });
      await Promise.resolve();
      expect(shown).toEqual([]);
      expect(location.pathname + location.search).toBe(path);
    },
  );
});

const piece = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([k, v]) =>
  `${encodeURIComponent(k || 'k')}=${encodeURIComponent(v)}`,
);
const queries = fc.array(fc.oneof(piece, fc.constantFrom('logout=true', 'logout=false', 'logout', 'log%6Fut=true')), {
  maxLength: 6,
});

describe('the logout flag in a query (properties)', () => {
  it('removing it leaves no logout parameter and every other parameter in order', () => {
    fc.assert(
      fc.property(queries, (parts) => {
        const result = withoutLogoutFlag(`?${parts.join('&')}`);
        const params = new URLSearchParams(result);
        expect(params.has('logout')).toBe(false);
        expect([...params]).toEqual([...new URLSearchParams(parts.join('&'))].filter(([name]) => name !== 'logout'));
        expect(hasLogoutFlag(result)).toBe(false);
      }),
    );
  });

  it('is on exactly when some logout parameter is true', () => {
    fc.assert(
      fc.property(queries, (parts) => {
        const search = `?${parts.join('&')}`;
        expect(hasLogoutFlag(search)).toBe(new URLSearchParams(search).getAll('logout').includes('true'));
        expect(withoutLogoutFlag(withoutLogoutFlag(search))).toBe(withoutLogoutFlag(search));
      }),
    );
  });
});
