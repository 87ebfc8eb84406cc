// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { siteContextSchema } from '../../schemas/site-context';
import type { StorageHost } from '../../storage';
import {
  createMobileInfoBarFeature,
  isMobileInfoBarWidth,
  MOBILE_INFO_BAR_DISMISSED_FLAG,
  MOBILE_INFO_BAR_QUERY,
  MOBILE_INFO_BAR_SELECTOR,
  MOBILE_INFO_BAR_TEXT,
  shouldShowMobileInfoBar,
} from './mobile-info-bar';

const owner = siteContextSchema.parse({ authenticatedAccount: { id: 'a1' } });
const visitor = siteContextSchema.parse({});

/** A window whose viewport width the test sets; matchMedia answers the one query the feature asks. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size;
    },
  };
  const media = {
    get matches() {
      return isMobileInfoBarWidth(width);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const win = {
    matchMedia: (query: string) => (queries.push(query), media),
    sessionStorage,
  };
  return {
    window: win as unknown as Window,
    storage: win as StorageHost,
    queries,
    items,
    listeners,
    resize(to: number) {
      width = to;
      listeners.forEach((listener) => listener());
    },
  };
}

const bar = () => document.querySelector<HTMLElement>(MOBILE_INFO_BAR_SELECTOR);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('shouldShowMobileInfoBar (visitor-runtime §6, §9 "1024 px or less")', () => {
  it('shows exactly for a logged-in account on a narrow viewport that has not dismissed it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (loggedIn, narrow, dismissed) => {
        expect(shouldShowMobileInfoBar({ loggedIn, narrow, dismissed })).toBe(loggedIn && narrow && !dismissed);
      }),
    );
  });

  it('narrow means 1024 px or less, and the media query says the same', () => {
    expect(MOBILE_INFO_BAR_QUERY).toBe('(max-width: 1024px)');
    expect([isMobileInfoBarWidth(1024), isMobileInfoBarWidth(1025)]).toEqual([true, false]);
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (width) => isMobileInfoBarWidth(width) === width <= 1024));
  });
});

describe('the mobile info bar', () => {
  it('shows for an owner at 1024 px at the top of the page, goes at 1025 px and comes back at 1024 px', () => {
    document.body.innerHTML = '<main>page</main>';
    const fake = fakeWindow(1024);
    const destroy = createMobileInfoBarFeature(fake)({ document, site: owner })!;
    expect(fake.queries).toEqual([MOBILE_INFO_BAR_QUERY]);
    expect(document.body.firstElementChild).toBe(bar());
    expect(bar()!.getAttribute('aria-label')).toBe('Small screen notice');
    expect(bar()!.querySelector('p')!.textContent).toBe(MOBILE_INFO_BAR_TEXT);
    fake.resize(1025);
    expect(bar()).toBeNull();
    fake.resize(800);
    expect(bar()).not.toBeNull();
    destroy();
    expect(bar()).toBeNull();
    expect(fake.listeners.size).toBe(0);
  });

  it('is not shown to an owner on a wide screen, nor to a visitor on any screen', () => {
    const wide = fakeWindow(1280);
    createMobileInfoBarFeature(wide)({ document, site: owner });
    expect(bar()).toBeNull();
    const narrow = fakeWindow(375);
    expect(createMobileInfoBarFeature(narrow)({ document, site: visitor })).toBeUndefined();
    expect(bar()).toBeNull();
    expect(narrow.queries).toEqual([]);
  });

  it('Dismiss hides it for the session: it stays away on resize and on the next page', () => {
    const fake = fakeWindow(600);
    createMobileInfoBarFeature(fake)({ document, site: owner });
    bar()!.querySelector('button')!.click();
    expect(bar()).toBeNull();
    expect(fake.items.get(MOBILE_INFO_BAR_DISMISSED_FLAG)).toBe('true');
    fake.resize(500);
    expect(bar()).toBeNull();
    document.body.innerHTML = '';
    createMobileInfoBarFeature(fake)({ document, site: owner });
    expect(bar()).toBeNull();
  });

  it('after Dismiss, moves focus to the main landmark (focusable until it loses focus), not to <body>', () => {
    document.body.innerHTML = '<header><a href="/">Home</a></header><main><h1>Breads</h1></main>';
    createMobileInfoBarFeature(fakeWindow(600))({ document, site: owner });
    const dismiss = bar()!.querySelector('button')!;
    dismiss.focus();
    dismiss.click();
    const main = document.querySelector('main')!;
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    main.blur();
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('keeps a main landmark\'s own tabindex; without a main landmark, focuses the first focusable element after the bar', () => {
    document.body.innerHTML = '<main tabindex="0" role="main"><p>Breads</p></main>';
    createMobileInfoBarFeature(fakeWindow(600))({ document, site: owner });
    bar()!.querySelector('button')!.focus();
    bar()!.querySelector('button')!.click();
    expect(document.activeElement).toBe(document.querySelector('main'));
    document.querySelector<HTMLElement>('main')!.blur();
    expect(document.querySelector('main')!.getAttribute('tabindex')).toBe('0');

    document.body.innerHTML = '<div><span>Demo Bakery</span><button disabled>Off</button><a href="/breads">Breads</a></div>';
    const fake = fakeWindow(600);
    fake.items.clear();
    createMobileInfoBarFeature(fake)({ document, site: owner });
    bar()!.querySelector('button')!.focus();
    bar()!.querySelector('button')!.click();
    expect(document.activeElement).toBe(document.querySelector('a'));
  });

  it('moves focus out of the bar when a resize removes it while it has focus, and leaves focus alone otherwise', () => {
    document.body.innerHTML = '<main><button id="order">Order</button></main>';
    const fake = fakeWindow(600);
    createMobileInfoBarFeature(fake)({ document, site: owner });
    bar()!.querySelector('button')!.focus();
    fake.resize(1280);
    expect(document.activeElement).toBe(document.querySelector('main'));
    fake.resize(600);
    document.querySelector<HTMLElement>('#order')!.focus();
    fake.resize(1280);
    expect(bar()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('#order'));
  });
});
