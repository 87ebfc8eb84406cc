import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture, type OpenedPage } from './fixture';

// Page furniture in Chromium (runtime/chrome/furniture/, docs/site-chrome.md "Page furniture") on
// scripts/demo-site/owner-furniture.html (a logged-in owner with admin permission) and its visitor variant: the
// table-booking notice, the mobile info bar at 1024 / 1025 px, comment links and the comment service's count script,
// the site badge rule, the admin broadcast channel between two pages, and axe-core. Every request that leaves the
// reference server is answered here (page.route), so nothing is downloaded from outside.

const NOTICE = 'Preview Only - Please log out of your account in order to use the block.';
const COUNT_SCRIPT = 'https://demo-bakery.disqus.com/count.js';
const WIDGET_SCRIPT = 'https://widgets.resy.com/widget.js';
const BADGE = '[data-runtime-host="site-badge"]';
const MOBILE_BAR = '[data-runtime-host="mobile-info-bar"]';

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

interface Opened extends OpenedPage {
  /** every request to another origin than the reference server (all answered by the route, never downloaded) */
  external: string[];
}

/**
 * Opens a demo page with outside requests answered first: the count script and the widget script with a tiny
 * script of our own, anything else aborted. `context` rewrites the site-context JSON. Returns once every furniture
 * feature has run (each is a chunk of its own): what a feature did not show, it will not show later.
 */
async function open(name: string, options: { width?: number; context?: (json: Record<string, unknown>) => void } = {}): Promise<Opened> {
  const external: string[] = [];
  const origin = new URL(fixture.server.url).origin;
  const opened = await fixture.open(`/${name}`, {
    contextOptions: { viewport: { width: options.width ?? 1280, height: 800 } },
    async beforeGoto(page) {
      await page.route(
        (url) => url.origin !== origin,
        async (route) => {
          const url = route.request().url();
          external.push(url);
          if (url === COUNT_SCRIPT) return route.fulfill({ contentType: 'text/javascript', body: 'window.countScriptRuns = (window.countScriptRuns || 0) + 1;' });
          if (url === WIDGET_SCRIPT) return route.fulfill({ contentType: 'text/javascript', body: 'document.documentElement.dataset.widgetRan = "yes";' });
          return route.abort();
        },
      );
      if (options.context) {
        await page.route(`${origin}/${name}`, async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const body = html.replace(/(<script type="application\/json" id="site-context">)([\s\S]*?)(<\/script>)/, (_, open: string, json: string, close: string) => {
            const context = JSON.parse(json);
            options.context!(context);
            return `${open}${JSON.stringify(context)}${close}`;
          });
          await route.fulfill({ response, body });
        });
      }
    },
  });
  await opened.chunksRan();
  return { ...opened, external };
}

const commentHrefs = (page: Page) => page.$$eval('a[data-comment-link]', (links) => links.map((a) => a.getAttribute('href')));

describe('page furniture in Chromium', () => {
  it('a logged-in owner sees the table-booking notice instead of the widget, and the widget script is not requested', async () => {
    const { page, external, errors } = await open('owner-furniture');
    const block = page.getByRole('region', { name: 'Table booking' });
    expect((await block.innerText()).trim()).toBe(NOTICE);
    expect(await block.locator('a[href^="tel:"]').count()).toBe(0);
    expect(await page.locator(`script[src="${WIDGET_SCRIPT}"]`).count()).toBe(0);
    expect(external).not.toContain(WIDGET_SCRIPT);
    expect(await page.evaluate(() => document.documentElement.dataset.widgetRan)).toBeUndefined();
    await page.screenshot({ path: '/tmp/furniture-owner.png', fullPage: true });
    expect(errors()).toEqual([]);
  });

  it('a visitor gets the block as it is, and its widget script runs once', async () => {
    const { page, external, errors } = await open('owner-furniture-visitor');
    const block = page.getByRole('region', { name: 'Table booking' });
    expect(await block.innerText()).not.toContain('Preview Only');
    expect(await block.locator('a[href^="tel:"]').count()).toBe(1);
    await page.waitForFunction(() => document.documentElement.dataset.widgetRan === 'yes');
    expect(external.filter((url) => url === WIDGET_SCRIPT)).toHaveLength(1);
    await page.screenshot({ path: '/tmp/furniture-visitor.png', fullPage: true });
    expect(errors()).toEqual([]);
  });

  it('shows the mobile info bar to the owner at 1024 px, not at 1025 px, following resizes; Dismiss keeps it away', async () => {
    const { page, reload, chunksRan } = await open('owner-furniture', { width: 1024 });
    const bar = page.getByRole('complementary', { name: 'Small screen notice' });
    await bar.waitFor();
    expect(await bar.innerText()).toContain('Editing works best on a screen wider than 1024 px.');
    await page.screenshot({ path: '/tmp/furniture-owner-1024.png' });
    await page.setViewportSize({ width: 1025, height: 800 });
    await bar.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1024, height: 800 });
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Dismiss' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 800, height: 800 });
    await reload();
    await chunksRan();
    expect(await page.locator(MOBILE_BAR).count()).toBe(0);
  });

  it('no mobile info bar for the owner at 1025 px, nor for a visitor at 1024 px', async () => {
    const wide = await open('owner-furniture', { width: 1025 });
    expect(await wide.page.locator(MOBILE_BAR).count()).toBe(0);
    await wide.close();
    const visitor = await open('owner-furniture-visitor', { width: 1024 });
    expect(await visitor.page.locator(MOBILE_BAR).count()).toBe(0);
  });

  it('comment links point to #disqus_thread with the shortname and the count script is requested once with its URL', async () => {
    const { page, external, settle } = await open('owner-furniture');
    expect(await commentHrefs(page)).toEqual(['http://localhost:4173/blog/first-loaf#disqus_thread', 'http://localhost:4173/blog/sour-rye#disqus_thread']);
    await page.waitForFunction(() => (window as unknown as { countScriptRuns?: number }).countScriptRuns === 1);
    expect(external.filter((url) => url.includes('disqus'))).toEqual([COUNT_SCRIPT]);
    // a second start of the page (destroy, then initialise again) does not download it again
    await page.evaluate(() => {
      window.visitorRuntime!.destroy();
      void window.visitorRuntime!.boot();
    });
    // destroy gave the links their own hrefs back: the feature has run again once they are rewritten, and it
    // injects the count script (or not) in the same go; a round trip later its request would be seen
    await page.waitForFunction(() => document.querySelector('a[data-comment-link]')?.getAttribute('href')?.endsWith('#disqus_thread'));
    await settle();
    expect(await page.locator(`script[src="${COUNT_SCRIPT}"]`).count()).toBe(1);
    expect(external.filter((url) => url.includes('disqus'))).toEqual([COUNT_SCRIPT]);
  });

  it('without a comment service the links point to #comment-{id} and no count script is requested', async () => {
    const { page, external } = await open('owner-furniture-visitor');
    expect(await commentHrefs(page)).toEqual([
      'http://localhost:4173/blog/first-loaf#comment-5f1e0c0ffee0000000000201',
      'http://localhost:4173/blog/sour-rye#comment-5f1e0c0ffee0000000000202',
    ]);
    expect(external.filter((url) => url.includes('disqus'))).toEqual([]);
  });

  it('shows the site badge to the logged-in owner only, and not for template 7.1 or badge type none', async () => {
    const owner = await open('owner-furniture');
    const badge = owner.page.getByRole('complementary', { name: 'Site badge' });
    await badge.waitFor();
    expect(await badge.getByRole('link', { name: 'Edit this site' }).getAttribute('href')).toBe('/config/?frameUrl=%2Fowner-furniture');
    await owner.close();
    for (const [name, change] of [
      ['owner-furniture-visitor', undefined],
      ['owner-furniture', (context: Record<string, unknown>) => void (context.templateVersion = '7.1')],
      ['owner-furniture', (context: Record<string, unknown>) => void (context.tweakJSON = { badgeType: 'none' })],
    ] as const) {
      const { page, close } = await open(name, { context: change });
      // open() returns once every furniture feature has run: the badge rule has decided
      expect(await page.locator(BADGE).count()).toBe(0);
      if (change) expect(await page.getByRole('region', { name: 'Table booking' }).innerText()).toContain('Preview Only');
      await close();
    }
  });

  it('an admin event posted on the broadcast channel by a second page of the same origin reaches the first as an event', async () => {
    const { page } = await open('owner-furniture');
    await page.evaluate(() => {
      const received: unknown[] = [];
      (window as unknown as { adminEvents: unknown[] }).adminEvents = received;
      window.addEventListener('visitor-runtime:admin-event', (event) => received.push((event as CustomEvent).detail));
    });
    const other = await page.context().newPage();
    await other.goto(`${fixture.server.url}/static`);
    await other.evaluate(() => {
      const channel = new BroadcastChannel('visitor-runtime:admin-events');
      channel.postMessage({ type: 'site-updated', by: 'another tab' });
      channel.close();
    });
    await page.waitForFunction(() => (window as unknown as { adminEvents: unknown[] }).adminEvents.length > 0);
    expect(await page.evaluate(() => (window as unknown as { adminEvents: unknown[] }).adminEvents)).toEqual([{ type: 'site-updated', by: 'another tab' }]);
    await other.close();
  });

  it('a visitor page opens no admin channel: the message gets no event', async () => {
    const { page, settle } = await open('owner-furniture-visitor');
    await page.evaluate(() => {
      const win = window as unknown as { adminEvents: unknown[]; probeHeard: Promise<unknown> };
      win.adminEvents = [];
      window.addEventListener('visitor-runtime:admin-event', (event) => win.adminEvents.push((event as CustomEvent).detail));
      // A channel of the test's own, opened after any of the runtime's: a message reaches the channels of a page
      // in the order they were opened, so once this one has it, a channel of the runtime would have had it too.
      const probe = new BroadcastChannel('visitor-runtime:admin-events');
      win.probeHeard = new Promise((resolve) => (probe.onmessage = resolve));
    });
    const other = await page.context().newPage();
    await other.goto(`${fixture.server.url}/static`);
    await other.evaluate(() => new BroadcastChannel('visitor-runtime:admin-events').postMessage({ type: 'site-updated' }));
    await page.evaluate(() => (window as unknown as { probeHeard: Promise<unknown> }).probeHeard.then(() => undefined));
    await settle();
    expect(await page.evaluate(() => (window as unknown as { adminEvents: unknown[] }).adminEvents)).toEqual([]);
    await other.close();
  });

  it('axe-core finds no violations on the owner page (with the mobile info bar) and the visitor page', async () => {
    for (const [name, width] of [['owner-furniture', 1024], ['owner-furniture', 1280], ['owner-furniture-visitor', 1280]] as const) {
      const { page, close } = await open(name, { width });
      if (name === 'owner-furniture') await page.locator(BADGE).waitFor();
      expect(await axeViolations(page)).toBe('');
      await close();
    }
  });
});
