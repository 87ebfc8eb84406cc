import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, visit } from './fixture';

// The keyboard router and the checkout controls in Chromium on scripts/demo-site/keyboard.html (a logged-in owner)
// and keyboard-escape-login.html (a visitor on a site with useEscapeKeyToLogin). The reference server does not serve
// /config/: the test answers it itself and checks the URL the page went to.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

/** Opens a demo page once the site chrome has started (its keyboard listener is in place). */
async function open(path: string) {
  const visited = await visit(fixture.browser, `${fixture.server.url}${path}`);
  const { page } = visited;
  await page.route('**/config/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Configuration panel</title><h1>Configuration panel</h1></html>' }),
  );
  // The core imports the chrome chunk after boot and starts it when the import settles; importing the same module
  // here settles after that, and one task later the chrome has started. (A string, so the test's own bundler leaves
  // the import alone.)
  await page.evaluate(`import('/assets/chrome.js').then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
  return visited;
}

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
    await page.close();
  });

  it('Shift+Escape logs the owner out: POST /api/auth/Logout, then the site root with logout=true', async () => {
    const { page } = await open('/keyboard');
    const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/Logout' && request.method() === 'POST');
    await page.keyboard.press('Shift+Escape');
    await logoutCall;
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('logout') === 'true');
    await page.close();
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
    await page.close();
  });

  it('Escape while typing in a text field stays on the page', async () => {
    const { page } = await open('/keyboard');
    await page.getByLabel('Note for the baker').fill('Rye, please');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    expect(pathAndQuery(page)).toBe('/keyboard');
    await page.close();
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
    await page.keyboard.press(' ');
    await expect.poll(() => page.textContent('#loaf-count')).toBe('2 loaves in the order.');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'keyboard-owner');
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('going to checkout without a cart cookie shows the alert and stays; Escape closes it without navigating', async () => {
    const { page } = await open('/keyboard');
    const checkoutRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/commerce/goto-checkout') checkoutRequests.push(request.url());
    });
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Session Expired' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your session has expired or cookies are disabled');
    await screenshot(page, 'keyboard-checkout-alert');
    expect(await axeViolations(page)).toBe('');
    await page.keyboard.press('Escape');
    await alert.waitFor({ state: 'detached' });
    await page.waitForTimeout(200);
    expect(pathAndQuery(page)).toBe('/keyboard');
    expect(checkoutRequests).toEqual([]);
    await page.close();
  });

  it('going to checkout with a cart cookie goes to /commerce/goto-checkout', async () => {
    const { page } = await open('/keyboard');
    await page.context().addCookies([{ name: 'ss_cart', value: 'cart-42', url: fixture.server.url }]);
    await page.route('**/commerce/goto-checkout', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Checkout</title></html>' }),
    );
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL('**/commerce/goto-checkout');
    await page.close();
  });

  it('useEscapeKeyToLogin: Escape sends a visitor to the panel; Shift+Escape does nothing', async () => {
    const { page, errors } = await open('/keyboard-escape-login');
    await page.keyboard.press('Shift+Escape');
    await page.waitForTimeout(200);
    expect(pathAndQuery(page)).toBe('/keyboard-escape-login');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/config/**');
    expect(pathAndQuery(page)).toBe('/config/?frameUrl=%2Fkeyboard-escape-login');
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('a visitor on a site without useEscapeKeyToLogin stays on Escape', async () => {
    const { page } = await open('/static');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    expect(pathAndQuery(page)).toBe('/static');
    await page.close();
  });

  it('the keyboard demo pages have no axe-core violations', async () => {
    for (const path of ['/keyboard', '/keyboard-escape-login']) {
      const { page } = await open(path);
      expect(await axeViolations(page), path).toBe('');
      await page.close();
    }
  });
});
