import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedRow } from '../server/store';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, SIGNAL_TIMEOUT_MS, type BrowserFixture } from './fixture';

// Logging in and out in Chromium on the owner demo page (scripts/demo-site/owner.html): Shift+Escape logs out
// (POST /api/auth/Logout, the session DELETE retried once on crumbFail), the page lands on the site root with
// logout=true and the 'Logout Successful' notice shows; the login dialog submits and later requests carry the token.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const lastId = () => fixture.lastRowId();
const authRowsAfter = (after: number): ReceivedRow[] => fixture.stored({ kind: 'auth', after });

/** Records the page's API requests and its main-frame navigations. */
function watch(page: Page) {
  const api: Request[] = [];
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/')) api.push(request);
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  return { api, navigations, calls: () => api.map((r) => `${r.method()} ${new URL(r.url()).pathname}`) };
}

/** The information popup (role status, top right, auto-confirms after 2000 ms). */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Logout Successful' });

describe('owner login and logout in Chromium', () => {
  it('Shift+Escape logs out: Logout POST, session DELETE retried once on crumbFail, root with logout=true, then the notice', async () => {
    const after = lastId();
    const { page, errors, assets, reload, chromeStarted, chunksRan, settle } = await fixture.open('/owner');
    // the Escape router (a chunk of its own for a logged-in owner) has its listener in place
    await chunksRan();
    expect(await axeViolations(page)).toBe('');
    const seen = watch(page);
    // The first session DELETE answers crumbFail (the server's fault mode, once for this key).
    await page.route('**/api/auth/Session**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': `crumb-fail; times=1; key=session-${after}` } }),
    );
    await page.locator('main h1').click();
    await page.keyboard.press('Shift+Escape');
    await notice(page).waitFor();
    expect(await notice(page).textContent()).toContain('You have been successfully logged out.');
    await screenshot(page, 'session-logout-notice');
    expect(seen.calls()).toEqual(['POST /api/auth/Logout', 'DELETE /api/auth/Session', 'DELETE /api/auth/Session']);
    expect(new URL(seen.api[1]!.url()).searchParams.get('cloneCart')).toBe('false');
    // The crumbFail answer was not stored; the retry and the Logout were.
    expect(authRowsAfter(after).map((row) => row.payload)).toEqual([
      { action: 'logout', xsrfToken: 'missing' },
      { action: 'session-delete', cloneCart: false, xsrfToken: 'missing' },
    ]);
    expect(seen.navigations).toEqual([`${fixture.server.url}/?logout=true`]);
    await expect.poll(() => page.url()).toBe(`${fixture.server.url}/`);
    expect(await axeViolations(page)).toBe('');
    // It goes by itself.
    await notice(page).waitFor({ state: 'detached', timeout: SIGNAL_TIMEOUT_MS });
    // A reload does not show the notice again: the chrome decides when it starts, and a round trip later the
    // dialog chunk the notice needs would have been asked for.
    assets.length = 0;
    await reload();
    await chromeStarted();
    await settle();
    expect(assets).not.toContain('chrome/dialog.js');
    expect(await notice(page).count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it("a logout asked for without the visitor's crumb (another site's form, a script) is refused with crumbFail and ends nothing; the runtime's own carries it", async () => {
    const after = lastId();
    const { page } = await fixture.open('/owner');
    // what a forged request looks like: the visitor's cookies go with it, but not the crumb only this site can read
    const answers = await page.evaluate(async () => {
      const forged = await Promise.all([
        fetch('/api/auth/Logout', { method: 'POST' }),
        fetch('/api/auth/Session?cloneCart=false', { method: 'DELETE' }),
      ]);
      return Promise.all(forged.map((answer) => answer.json()));
    });
    expect(answers).toEqual([
      { crumbFail: true, crumb: expect.any(String) },
      { crumbFail: true, crumb: expect.any(String) },
    ]);
    expect(authRowsAfter(after)).toEqual([]);
    // Shift+Escape's logout goes through the data layer, which sends the crumb: it is stored
    await page.locator('main h1').click();
    await page.keyboard.press('Shift+Escape');
    await notice(page).waitFor();
    expect(authRowsAfter(after).map((row) => row.payload)).toEqual([
      { action: 'logout', xsrfToken: 'missing' },
      { action: 'session-delete', cloneCart: false, xsrfToken: 'missing' },
    ]);
  });

  it('the login dialog submits email, password and rememberMe; the next request carries the answered token', async () => {
    const after = lastId();
    const { page, errors } = await fixture.open('/owner');
    const seen = watch(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await dialog.getByLabel('Email').fill('owner@demo-bakery.test');
    await dialog.getByLabel('Password').fill('sourdough at seven');
    await dialog.getByLabel('Remember me').check();
    expect(await axeViolations(page)).toBe('');
    await screenshot(page, 'session-login-dialog');
    await page.screenshot({ path: '/tmp/session-login.png' });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/Login');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const { xsrfToken } = (await (await answer).json()) as { xsrfToken: string };
    expect(xsrfToken).toMatch(/.{8,}/);
    await dialog.getByRole('status').filter({ hasText: 'You are logged in.' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('xsrfToken'))).toBe(xsrfToken);
    expect(authRowsAfter(after).map((row) => row.payload)).toEqual([
      { action: 'login', email: 'owner@demo-bakery.test', rememberMe: true },
    ]);
    await screenshot(page, 'session-login-succeeded');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The next requests to the platform (the logout) carry the token; logging out forgets it.
    await page.getByRole('button', { name: 'Log out' }).click();
    await notice(page).waitFor();
    const [login, logoutPost, sessionDelete] = seen.api;
    expect(login!.headers()['x-xsrf-token']).toBeUndefined();
    expect(logoutPost!.headers()['x-xsrf-token']).toBe(xsrfToken);
    expect(sessionDelete!.headers()['x-xsrf-token']).toBe(xsrfToken);
    // the server knows the token as the one its login answered
    expect(authRowsAfter(after).slice(1).map((row) => row.payload)).toEqual([
      { action: 'logout', xsrfToken: 'valid' },
      { action: 'session-delete', cloneCart: false, xsrfToken: 'valid' },
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('xsrfToken'))).toBeNull();
    expect(errors()).toEqual([]);
  });

  it('a failed login keeps what was typed and announces the message', async () => {
    const { page } = await fixture.open('/owner');
    await page.route('**/api/auth/Login**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': 'text-error' } }),
    );
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill('owner@demo-bakery.test');
    await dialog.getByLabel('Password').fill('wrong');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Server says no.' }).waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('owner@demo-bakery.test');
    expect(await dialog.getByLabel('Password').inputValue()).toBe('wrong');
    await screenshot(page, 'session-login-failed');
    expect(await axeViolations(page)).toBe('');
  });
});
