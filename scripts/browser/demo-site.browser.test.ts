import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { coreFiles, filesWithReact, openBrowserFixture, screenshot, visit } from './fixture';

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

describe('demo site in Chromium', () => {
  it('boots the home page with no console errors', async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/`);
    expect(await page.getAttribute('html', 'data-runtime-lifecycle')).toBe('initialised');
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('downloads the core, no block chunk and no React on a page without interactive blocks', async () => {
    const { page, errors, assets, chromeStarted, settle } = await visit(fixture.browser, `${fixture.server.url}/static`);
    // the chrome's features decide when it starts; a round trip later every chunk they asked for has been seen
    await chromeStarted();
    await settle();
    const scripts = assets.filter((file) => file.endsWith('.js'));
    for (const file of coreFiles()) expect(scripts).toContain(file);
    expect(scripts.filter((file) => file.startsWith('blocks/'))).toEqual([]);
    const react = filesWithReact();
    expect(react.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => react.includes(file))).toEqual([]);
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('boots the good blocks of a page with broken ones, with one console error per broken block', async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/broken-blocks`);
    for (const id of ['good-1', 'good-2', 'good-3']) {
      expect(await page.getAttribute(`#${id}`, 'data-block-state')).toBe('booted');
      expect(await page.locator(`#${id} ${accordionAnatomy.selector('trigger')}`).count()).toBe(1);
    }
    for (const id of ['broken-json', 'invalid-field']) {
      expect(await page.getAttribute(`#${id}`, 'data-block-state')).toBe('failed');
      expect(await page.textContent(`#${id}`)).toContain('Fallback content stays.');
    }
    const logged = errors();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('Block "accordion" (#broken-json) is skipped: data-block-json is not valid JSON');
    expect(logged[1]).toContain('Block "accordion" (#invalid-field) is skipped: invalid configuration at items.0.title');
    await screenshot(page, 'broken-blocks');
    await page.close();
  });

  it('runs the accordion with mouse and keyboard, loading its chunk on demand', async () => {
    const { page, errors, assets } = await visit(fixture.browser, `${fixture.server.url}/accordion`);
    expect(assets).toContain('blocks/accordion.js');
    const triggers = page.locator(`#faq ${accordionAnatomy.selector('trigger')}`);
    await expect.poll(() => triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    await triggers.nth(1).click();
    await expect.poll(() => triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    // Only one open at a time unless allowed: the first closes.
    await expect.poll(() => triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('#faq\\:panel\\:0').isHidden()).toBe(true);
    await triggers.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('faq:trigger:2');
    // The chart takes no toggle while an item animates; its root carries data-animating until the animation is over.
    const animating = page.locator('#faq [data-animating]');
    await animating.waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await expect.poll(() => triggers.nth(2).getAttribute('aria-expanded')).toBe('true');
    await animating.waitFor({ state: 'detached' });
    await screenshot(page, 'accordion');
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('shows the system error overlay on demand, moves focus into it, and clears it', async () => {
    const { page, assets } = await visit(fixture.browser, `${fixture.server.url}/errors`);
    expect(assets).not.toContain('system-error.js');
    await page.click('button[data-fault="503"]');
    const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This service is temporarily unavailable. Please try again later.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alertdialog');
    await screenshot(page, 'system-error');
    await page.getByRole('button', { name: 'Clear' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('loads the inspector only when the address has ?inspect', async () => {
    const plain = await visit(fixture.browser, `${fixture.server.url}/static`);
    expect(plain.assets).not.toContain('inspector.js');
    await plain.page.close();
    const inspected = await visit(fixture.browser, `${fixture.server.url}/static?inspect=${encodeURIComponent(`${fixture.server.url}/_received`)}`);
    expect(inspected.assets).toContain('inspector.js');
    await inspected.page.context().close();
  });

  it("shows a site page in a frame of its own site's pages, never in another site's", async () => {
    const { page, context, close } = await fixture.newPage();
    const framing = `<!doctype html><title>Frames</title><iframe src="${fixture.server.url}/static"></iframe>`;
    await context.route(`${fixture.server.url}/framing`, (route) => route.fulfill({ contentType: 'text/html', body: framing }));
    // another site: a server of its own on this machine (another origin; a page the test answered itself would
    // count as a public site, which Chromium keeps from framing this machine's pages whatever they allow)
    const another = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(framing));
    await new Promise<void>((resolve) => another.listen(0, '127.0.0.1', resolve));
    const anotherUrl = `http://127.0.0.1:${(another.address() as AddressInfo).port}`;
    try {
      for (const [host, shown] of [
        [fixture.server.url, true],
        [anotherUrl, false],
      ] as const) {
        // the frame's navigation ends in the page or in the browser's refusal: either is the signal
        const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame !== page.mainFrame() });
        await page.goto(`${host}/framing`);
        const frame = await navigated;
        await frame.waitForLoadState();
        const runtime = await frame.evaluate(() => typeof window.visitorRuntime).catch(() => 'refused');
        expect({ host, url: frame.url().replace(/^chrome-error:.*/, 'refused'), shown: runtime === 'object' }).toEqual({
          host,
          url: shown ? `${fixture.server.url}/static` : 'refused',
          shown,
        });
      }
    } finally {
      another.close();
      await close();
    }
  });
});
