import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';

// The keyboard router and the checkout controls in Chromium on scripts/demo-site/keyboard.html (a logged-in owner)
// and keyboard-escape-login.html (a visitor on a site with useEscapeKeyToLogin). The reference server does not serve
// /config/: the test answers it itself and checks the URL the page went to.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** Opens a demo page once the site chrome has started and its chunks have run (the Escape router is a chunk of its
 * own where Escape can lead somewhere: its listener is in place then). */
async function open(path: string) {
  const opened = await fixture.open(path, {
    beforeGoto: (page) =>
      page.route('**/config/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Configuration panel</title><h1>Configuration panel</h1></html>' }),
      ),
  });
  await opened.chunksRan();
  return opened;
}

interface KeyRecord {
  /** each keydown, and whether it was taken (defaultPrevented): the router takes every key it acts on */
  keys: Array<{ key: string; taken: boolean }>;
  /** every navigation the page started (the Navigation API's navigate event fires while location.assign runs) */
  navigations: string[];
}

/**
 * Records keys and navigations in the page from now on. Both are written while the key is dispatched, so once
 * `keyboard.press` has returned they are definite: a key the router let go and no navigation means it stays.
 */
const recordKeys = (page: Page) =>
  page.evaluate(() => {
    const record: KeyRecord = { keys: [], navigations: [] };
    // on window, bubbling: after the router's listener on document; modifiers pressed alone are left out
    window.addEventListener('keydown', (event) => {
      if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) record.keys.push({ key: event.key, taken: event.defaultPrevented });
    });
    const { navigation } = window as unknown as { navigation: EventTarget };
    navigation.addEventListener('navigate', (event) => record.navigations.push((event as Event & { destination: { url: string } }).destination.url));
    (window as unknown as { keyRecord: KeyRecord }).keyRecord = record;
  });
const keyRecord = (page: Page) => page.evaluate(() => (window as unknown as { keyRecord: KeyRecord }).keyRecord);

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('keyboard in Chromium', () => {
  it('Escape sends the logged-in owner to /config/ with the current path and query as frameUrl', async () => {
    const { page, errors } = await open('/keyboard?tab=bread');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/config/**');
    expect(pathAndQuery(page)).toBe('/config/?frameUrl=%2Fkeyboard%3Ftab%3Dbread');
    expect(new URL(page.url()).searchParams.get('frameUrl')).toBe('/keyboard?tab=bread');
    expect(errors()).toEqual([]);
  });

  it('Shift+Escape logs the owner out: POST /api/auth/Logout, then the site root with logout=true', async () => {
    const { page } = await open('/keyboard');
    const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/Logout' && request.method() === 'POST');
    await page.keyboard.press('Shift+Escape');
    await logoutCall;
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('logout') === 'true');
  });

  it('Escape with a layer open closes the layer and stays on the page; the next Escape navigates', async () => {
    const { page } = await open('/keyboard');
    await page.getByRole('button', { name: 'Show the error overlay' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' }).or(page.getByRole('dialog', { name: 'Something Went Wrong!' }));
    await overlay.waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(pathAndQuery(page)).toBe('/keyboard');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/config/**');
    expect(pathAndQuery(page)).toBe('/config/?frameUrl=%2Fkeyboard');
  });

  it('the Escape right after a layer closed navigates: the layer leaves the stack in the commit that removes it', async () => {
    const { page } = await open('/keyboard');
    await page.getByRole('button', { name: 'Show the error overlay' }).click();
    await page.getByRole('alertdialog', { name: 'Something Went Wrong!' }).or(page.getByRole('dialog', { name: 'Something Went Wrong!' })).waitFor();
    await recordKeys(page);
    // Both Escapes in one task: the first closes the overlay; its render commits in microtasks; the second comes
    // before any other task could run, as a visitor's key may (Chromium runs input before queued tasks).
    const { gone, navigations } = await page.evaluate(async () => {
      const escape = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      const overlayShown = () => document.querySelector('[role="alertdialog"], [role="dialog"]') !== null;
      escape();
      for (let microtask = 0; microtask < 100 && overlayShown(); microtask++) await Promise.resolve();
      const overlayGone = !overlayShown();
      escape();
      // read in this task: the navigation it started replaces the page soon after
      return { gone: overlayGone, navigations: [...(window as unknown as { keyRecord: KeyRecord }).keyRecord.navigations] };
    });
    expect(gone).toBe(true);
    expect(navigations).toEqual([expect.stringContaining('/config/?frameUrl=%2Fkeyboard')]);
    await page.waitForURL('**/config/**');
  });

  it('Escape while typing in a text field stays on the page', async () => {
    const { page } = await open('/keyboard');
    await page.getByLabel('Note for the baker').fill('Rye, please');
    await recordKeys(page);
    await page.keyboard.press('Escape');
    expect(await keyRecord(page)).toEqual({ keys: [{ key: 'Escape', taken: false }], navigations: [] });
    expect(pathAndQuery(page)).toBe('/keyboard');
  });

  it('Enter and Space activate a role="button" control, and Space does not scroll the page', async () => {
    const { page, errors } = await open('/keyboard');
    await page.setViewportSize({ width: 800, height: 400 });
    const control = page.getByRole('button', { name: 'Add a sourdough loaf' });
    await control.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('#loaf-count')).toBe('1 loaf in the order.');
    // at the top of a page taller than the window, an unhandled Space would scroll down
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await recordKeys(page);
    await page.keyboard.press(' ');
    await expect.poll(() => page.textContent('#loaf-count')).toBe('2 loaves in the order.');
    // taken: the browser does not scroll for a key whose default is prevented
    expect((await keyRecord(page)).keys).toEqual([{ key: ' ', taken: true }]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'keyboard-owner');
    expect(errors()).toEqual([]);
  });

  it('going to checkout without a cart cookie shows the alert and stays; Escape closes it without navigating', async () => {
    const { page, requestsTo, settle } = await open('/keyboard');
    await recordKeys(page);
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Session Expired' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your session has expired or cookies are disabled');
    await screenshot(page, 'keyboard-checkout-alert');
    expect(await axeViolations(page)).toBe('');
    await page.keyboard.press('Escape');
    await alert.waitFor({ state: 'detached' });
    await settle();
    expect(await keyRecord(page)).toEqual({ keys: [{ key: 'Escape', taken: true }], navigations: [] });
    expect(pathAndQuery(page)).toBe('/keyboard');
    expect(requestsTo('/commerce/goto-checkout')).toEqual([]);
  });

  it('going to checkout with a cart cookie goes to /commerce/goto-checkout', async () => {
    const { page } = await open('/keyboard');
    await page.context().addCookies([{ name: 'ss_cart', value: 'cart-42', url: fixture.server.url }]);
    await page.route('**/commerce/goto-checkout', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Checkout</title></html>' }),
    );
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL('**/commerce/goto-checkout');
  });

  it('useEscapeKeyToLogin: Escape sends a visitor to the panel; Shift+Escape does nothing', async () => {
    const { page, errors } = await open('/keyboard-escape-login');
    await recordKeys(page);
    await page.keyboard.press('Shift+Escape');
    expect(await keyRecord(page)).toEqual({ keys: [{ key: 'Escape', taken: false }], navigations: [] });
    expect(pathAndQuery(page)).toBe('/keyboard-escape-login');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/config/**');
    expect(pathAndQuery(page)).toBe('/config/?frameUrl=%2Fkeyboard-escape-login');
    expect(errors()).toEqual([]);
  });

  it('a visitor on a site without useEscapeKeyToLogin stays on Escape', async () => {
    const { page } = await open('/static');
    await recordKeys(page);
    await page.keyboard.press('Escape');
    expect(await keyRecord(page)).toEqual({ keys: [{ key: 'Escape', taken: false }], navigations: [] });
    expect(pathAndQuery(page)).toBe('/static');
  });

  it('the keyboard demo pages have no axe-core violations', async () => {
    for (const path of ['/keyboard', '/keyboard-escape-login']) {
      const { page, close } = await open(path);
      expect(await axeViolations(page), path).toBe('');
      await close();
    }
  });
});
