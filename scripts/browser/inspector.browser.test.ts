import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lengthOnly, REDACTED } from '../../runtime/inspector-redaction';
import { openBrowserFixture, type BrowserFixture, type OpenedPage } from './fixture';
import { formSelectors, typeInto } from './form-helpers';

// `?inspect` opens an inspector window that receives every actor's events. Only an engineer's session (localhost,
// developer mode, an account of the site's team: never a member) may have one, only at Stately's inspector or the page's own origin, and what
// it receives is redacted in the page: passwords never, form field values only as lengths off the page's origin.
// Other origins are routed here: a published site (not localhost) is the reference server's page under another
// name, and the inspectors are a stand-in page that answers the handshake and keeps every message it receives.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const SHOP = 'https://shop.example';
const FOREIGN = 'https://inspect.foreign.example';
const STATELY = 'https://stately.ai';

/** What the visitor types: text no actor holds otherwise, so any piece of it that arrives is a leak. */
const NOTE = 'Qzx8 Vkw3 Jyq7';
const ORDER_PASSWORD = 'Xq9!Zk2#Wv';
const EMAIL = 'qzvjwx@kqzxvj.io';
const LOGIN_PASSWORD = 'Kq7$Jx4%Zw';
const TYPED = [NOTE, ORDER_PASSWORD, EMAIL, LOGIN_PASSWORD];
/** Any 4 characters in a row of what was typed. */
const pieces = TYPED.flatMap((text) => Array.from({ length: text.length - 3 }, (_, i) => text.slice(i, i + 4)));
const leakedPieces = (received: unknown) => {
  const text = JSON.stringify(received);
  return pieces.filter((piece) => text.includes(piece));
};

/** The stand-in inspector: answers the handshake as @statelyai/inspect's receiver does and keeps every message. */
const INSPECTOR_PAGE = `<!doctype html><title>Inspector</title><script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(event.data));
  if (window.opener) window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

/** Serves the stand-in inspector at every address of `origin`. */
const serveInspectorAt = (context: BrowserContext, origin: string, path = '/**') =>
  context.route(`${origin}${path}`, (route) => route.fulfill({ contentType: 'text/html', body: INSPECTOR_PAGE }));

/**
 * Serves the reference server's pages at `origin` (its own included), the form page with a login link, and the page
 * changed by `site` (its site context in developer mode, say).
 */
async function serveSiteAt(context: BrowserContext, origin: string, site: (html: string) => string = (html) => html) {
  await context.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/_lab') return route.fallback();
    // The server stands behind the published site's name as its own host would: a request the site's page makes is
    // of the server's origin (the server refuses changes asked for by another site's pages).
    const headers = route.request().headers();
    if (headers.origin === origin) headers.origin = fixture.server.url;
    // A request the page sends as its context closes (a beacon on pagehide) finds no context to answer in.
    const response = await route.fetch({ url: `${fixture.server.url}${url.pathname}${url.search}`, headers }).catch(() => undefined);
    if (!response) return route.abort().catch(() => {});
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return route.fulfill({ response }).catch(() => {});
    const html = site(await response.text()).replace('<main>', '<main><p><a href="/config/" data-action="login">Log in</a></p>');
    return route.fulfill({ response, body: html }).catch(() => {});
  });
}
const inDeveloperMode = (html: string) => html.replace('"developerMode": false', '"developerMode": true');
/** A member of the site logged in: an account with no role on the site (issue 37: it counted as an engineer). */
const asMember = (html: string) => html.replace('"authenticatedAccount": null', '"authenticatedAccount": { "id": "member-1", "displayName": "Mo Member" }');

/** Records the addresses window.open is asked for, then opens them as usual. */
function recordWindowOpen() {
  const opened: string[] = [];
  (window as unknown as { __opened: string[] }).__opened = opened;
  const open = window.open.bind(window);
  window.open = ((url?: string | URL, ...rest: [string?, string?]) => {
    opened.push(String(url));
    return open(url, ...rest);
  }) as typeof window.open;
}
const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/** A page of `origin` (served as above), with window.open recorded and every popup kept. */
async function sitePage(origin: string, site?: (html: string) => string) {
  const popups: Page[] = [];
  const opened = await fixture.newPage({
    beforeGoto: async (page) => {
      await serveSiteAt(page.context(), origin, site);
      await page.addInitScript(recordWindowOpen);
      page.context().on('page', (popup) => popups.push(popup));
    },
  });
  return { ...opened, popups };
}

type Received = Array<{ type?: string; name?: string; sessionId?: string; snapshot?: { value?: unknown; context?: Record<string, unknown> } }>;
const received = (inspector: Page) => inspector.evaluate(() => (window as unknown as { received: Received }).received);

/** The context of the last snapshot the inspector received of the actor named `name` (undefined before one). */
async function lastContext(inspector: Page, name: string) {
  const messages = await received(inspector);
  const sessions = new Set(messages.filter((message) => message.type === '@xstate.actor' && message.name === name).map((message) => message.sessionId));
  const snapshots = messages.filter((message) => sessions.has(message.sessionId) && message.snapshot?.context);
  return snapshots.at(-1)?.snapshot?.context;
}

const form = formSelectors('contact');

/** The visitor fills the note and the order password of the form, then logs in through the login dialog. */
async function visitorTypes({ page }: OpenedPage) {
  await typeInto(page, form.control('text'), NOTE);
  await typeInto(page, form.control('password'), ORDER_PASSWORD);
  await page.getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').pressSequentially(EMAIL);
  await dialog.getByLabel('Password').pressSequentially(LOGIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByRole('status').filter({ hasText: 'You are logged in.' }).waitFor();
}

/**
 * The stand-in inspector this page opened (the first popup) once it has loaded, with the page brought back to the
 * front as the engineer does to use it: headless Chromium gives a page behind its popup no idle time, and
 * @statelyai/inspect converts each event in an idle callback.
 */
async function inspectorOf(site: { page: Page; popups: Page[] }) {
  await expect.poll(() => site.popups.length).toBeGreaterThan(0);
  const inspector = site.popups[0]!;
  await inspector.waitForLoadState();
  await site.page.bringToFront();
  return inspector;
}

describe("?inspect on a visitor's page", () => {
  it('is ignored with one warning: the foreign page named, which answers the handshake, is never opened and receives nothing', async () => {
    const site = await sitePage(SHOP);
    await serveInspectorAt(site.context, FOREIGN);
    await site.goto(`${SHOP}/form?inspect=${encodeURIComponent(`${FOREIGN}/`)}`);
    await visitorTypes(site);
    await site.settle();
    const inspectors = await Promise.all(site.popups.map(received));
    expect(leakedPieces(inspectors)).toEqual([]);
    expect(inspectors).toEqual([]);
    expect(await openedUrls(site.page)).toEqual([]);
    expect(site.requests.filter((request) => request.url().startsWith(FOREIGN))).toEqual([]);
    expect(site.warnings().filter((text) => text.includes('inspect'))).toEqual([
      "[visitor-runtime] ?inspect is ignored: the inspector attaches only on localhost, on a site in developer mode or for the site's team (owner, administrator, contributor).",
    ]);
    expect(site.errors()).toEqual([]);
  });

  it("is ignored for a logged-in member: no inspector attached, no window opened (issue 37)", async () => {
    const site = await sitePage(SHOP, asMember);
    await serveInspectorAt(site.context, STATELY, '/inspect');
    // ?noredirect: any logged-in account is sent to the configuration panel off localhost (docs/site-chrome.md).
    await site.goto(`${SHOP}/form?inspect&noredirect`);
    await site.chunksRan();
    expect(site.popups).toEqual([]);
    expect(await openedUrls(site.page)).toEqual([]);
    expect(site.warnings().filter((text) => text.includes('inspect'))).toEqual([
      "[visitor-runtime] ?inspect is ignored: the inspector attaches only on localhost, on a site in developer mode or for the site's team (owner, administrator, contributor).",
    ]);
  });
});

describe("?inspect in an engineer's session", () => {
  it("on the reference server attaches Stately's inspector: it never receives a password, and field values only as their length", async () => {
    const site = await sitePage(fixture.server.url);
    await serveInspectorAt(site.context, STATELY, '/inspect');
    await site.goto('/form?inspect');
    const inspector = await inspectorOf(site);
    expect(inspector.url()).toBe(`${STATELY}/inspect`);
    await visitorTypes(site);
    // The login chart's last snapshot (succeeded) and the form's, once the inspector has them.
    await expect.poll(() => lastContext(inspector, 'login')).toMatchObject({ email: lengthOnly(EMAIL), password: REDACTED });
    await expect
      .poll(async () => (await lastContext(inspector, 'form'))?.values)
      .toMatchObject({ text: lengthOnly(NOTE), password: REDACTED });
    expect(leakedPieces(await received(inspector))).toEqual([]);
    // The login's answer, the session's xsrf token, is a secret too.
    const token = await site.page.evaluate(() => sessionStorage.getItem('xsrfToken'));
    expect(token).toMatch(/.{8,}/);
    expect(JSON.stringify(await received(inspector))).not.toContain(token);
    expect(site.warnings().filter((text) => text.includes('inspect'))).toEqual([]);
  });

  it("with ?inspect=lab attaches the lab on the page's own origin: field values as typed, passwords never", async () => {
    const site = await sitePage(fixture.server.url);
    await serveInspectorAt(site.context, fixture.server.url, '/_lab');
    await site.goto('/form?inspect=lab');
    const inspector = await inspectorOf(site);
    expect(inspector.url()).toBe(`${fixture.server.url}/_lab`);
    await visitorTypes(site);
    await expect.poll(() => lastContext(inspector, 'login')).toMatchObject({ email: EMAIL, password: REDACTED });
    await expect.poll(async () => (await lastContext(inspector, 'form'))?.values).toMatchObject({ text: NOTE, password: REDACTED });
    const leaked = leakedPieces(await received(inspector));
    expect(leaked.filter((piece) => ORDER_PASSWORD.includes(piece) || LOGIN_PASSWORD.includes(piece))).toEqual([]);
  });

  it("on a published site in developer mode attaches Stately's inspector, which receives the page's actors", async () => {
    const site = await sitePage(SHOP, inDeveloperMode);
    await serveInspectorAt(site.context, STATELY, '/inspect');
    await site.goto(`${SHOP}/form?inspect`);
    const inspector = await inspectorOf(site);
    await expect.poll(async () => (await lastContext(inspector, 'form'))?.values).toBeDefined();
    expect(await openedUrls(site.page)).toEqual([`${STATELY}/inspect`]);
  });

  const refused: Array<[string, string, string]> = [
    ['a foreign origin', `${FOREIGN}/`, `not ${FOREIGN}.`],
    ['another port of localhost', 'http://localhost:9/inspector', 'not http://localhost:9.'],
    ['another host of this machine', 'http://127.0.0.1:9/_lab', 'not http://127.0.0.1:9.'],
    ['javascript:', 'javascript:document.title="owned"', 'not javascript:.'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'not data:.'],
  ];
  for (const [what, address, named] of refused) {
    it(`refuses ${what} with one warning naming it; window.open never gets it`, async () => {
      const site = await sitePage(fixture.server.url);
      await site.goto(`/form?inspect=${encodeURIComponent(address)}`);
      // The inspector decides before boot, and boot has run: whatever it would open, it has asked for by now.
      expect(await openedUrls(site.page)).toEqual([]);
      const warnings = site.warnings().filter((text) => text.includes('inspector address is refused'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.endsWith(named)).toBe(true);
      expect(await site.page.title()).not.toBe('owned');
    });
  }
});
