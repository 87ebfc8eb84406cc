import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAsSent } from './as-sent';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';

// A summary event block (scripts/demo-site/summary.html) in Chromium: its widget's rendering comes from POST
// /api/widget/GetWidgetRendering (form-encoded widgetJSON and collectionId) and replaces the block's content; a
// failed load says so with a retry control (visitor-runtime §7, display-widgets §8).

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const RENDERING = '#upcoming-events .widget-rendering';

/** Faults the block's next `times` renderings with the reference server's fault mode (docs/server.md). */
let faults = 0;
const faultRenderings = (mode: string, times: number) => {
  const key = `summary-${++faults}-${Date.now()}`;
  return (page: Page) =>
    page.route('**/api/widget/GetWidgetRendering*', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': `${mode}; times=${times}; key=${key}` } }),
    );
};

const shown = (page: Page) =>
  page.locator('#upcoming-events').evaluate((block) => ({
    message: block.querySelector('[role="status"]')?.textContent ?? null,
    retry: Array.from(block.querySelectorAll('button'), (b) => b.textContent),
    rendering: block.querySelector('.widget-rendering')?.textContent ?? null,
  }));

describe('summary event block', () => {
  it('posts widgetJSON and collectionId form-encoded and puts data.html in place of the block content', async () => {
    const { page, request, errors } = await fixture.open('/summary');
    const sent = await request('/api/widget/GetWidgetRendering');
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(sent.postData()!);
    expect(JSON.parse(body.get('widgetJSON')!)).toEqual({ type: 'events', id: 'upcoming-events', value: 'Sourdough class, Saturday 4 May' });
    expect(body.get('collectionId')).toBe('5f1e0c0ffee0000000000020');
    await page.locator(RENDERING).waitFor();
    expect(await shown(page)).toEqual({ message: '', retry: [], rendering: 'Sourdough class, Saturday 4 May' });
    // the server's content is gone: the rendering took its place
    expect(await page.getByRole('link', { name: 'See every event' }).count()).toBe(0);
    expect(await page.locator('#upcoming-events').getAttribute('aria-busy')).toBeNull();
    expect(errors()).toEqual([]);
  });

  it("a failed answer says 'Unable to load results'; Try again loads it, and focus stays in the block", async () => {
    const { page } = await fixture.open('/summary', { beforeGoto: faultRenderings('500', 1) });
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    expect(await shown(page)).toEqual({ message: 'Unable to load results', retry: ['Try again'], rendering: null });
    // the server's content stays while there is nothing better to show
    expect(await page.getByRole('link', { name: 'See every event' }).count()).toBe(1);
    expect(await axeViolations(page)).toBe('');
    await screenshot(page, 'summary-events-failed');
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.locator(RENDERING).waitFor();
    expect(await shown(page)).toEqual({ message: '', retry: [], rendering: 'Sourdough class, Saturday 4 May' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('upcoming-events');
  });

  it("a connection that fails (after its one retry) says 'Unable to load. Try again.'; a failed retry brings the control back focused", async () => {
    let aborting = true;
    const { page, requestsTo } = await fixture.open('/summary', {
      beforeGoto: (p) => p.route('**/api/widget/GetWidgetRendering*', (route) => (aborting ? route.abort() : route.continue())),
    });
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    expect((await shown(page)).message).toBe('Unable to load. Try again.');
    const renderings = () => requestsTo('/api/widget/GetWidgetRendering').length;
    expect(renderings()).toBe(2);
    await retry.click();
    await expect.poll(renderings).toBe(4);
    await retry.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');
    aborting = false;
    await retry.click();
    await page.locator(RENDERING).waitFor();
    expect((await shown(page)).rendering).toBe('Sourdough class, Saturday 4 May');
  });

  it('the request in flight is cancelled when the block goes (the invoked attempt stops with its state)', async () => {
    let held!: () => void;
    const release = new Promise<void>((resolve) => (held = resolve));
    const { page, request } = await fixture.open('/summary', {
      beforeGoto: (p) => p.route('**/api/widget/GetWidgetRendering*', async (route) => (await release, route.continue().catch(() => {}))),
    });
    const sent = await request('/api/widget/GetWidgetRendering');
    const failed = page.waitForEvent('requestfailed', (r) => r === sent);
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect((await failed).failure()?.errorText).toMatch(/ERR_ABORTED/);
    held();
    expect(await page.getByRole('link', { name: 'See every event' }).count()).toBe(1);
  });

  it('has no axe-core violations once loaded, and destroy gives the server its markup back', async () => {
    const { page, asSent, markup } = await openAsSent(fixture, '/summary', '#upcoming-events');
    await page.locator(RENDERING).waitFor();
    expect(await axeViolations(page)).toBe('');
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await markup()).toBe(asSent);
    expect(await page.locator('#upcoming-events').evaluate((b) => [b.hasAttribute('tabindex'), b.hasAttribute('aria-busy')])).toEqual([false, false]);
  });
});
