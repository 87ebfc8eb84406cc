import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { openBrowserFixture, screenshot, SIGNAL_TIMEOUT_MS, type BrowserFixture, type OpenedPage } from './fixture';
import { platformRequests } from './published';

// Published gallery blocks (code 8, docs/published-pages.md "Gallery") in Chromium: the fixture pages assembled
// from real published pages (scripts/demo-site/published/README.md) boot every gallery in the box the server's
// markup had, the slideshow's controls and thumbnails work, destroy brings the server's markup back, and nothing is
// asked of the platform's hosts.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const still = { reducedMotion: 'reduce' as const, viewport: { width: 1000, height: 800 } };
const SLIDESHOW = 'block-5f1e0c0ffee0000000000031';
const STACKED = 'block-5f1e0c0ffee0000000000032';
const GRID = 'block-b174ee8f81c5986f3b50';

interface Box {
  top: number;
  height: number;
  width: number;
  /** where the next element of the page starts: what a jump of the block would move */
  nextTop: number | null;
}
const boxes = (page: Page, ids: string[]) =>
  page.evaluate(
    (blockIds) =>
      blockIds.map((id): Box => {
        const block = document.getElementById(id)!;
        const { top, height, width } = block.getBoundingClientRect();
        const next = block.nextElementSibling;
        return { top, height, width, nextTop: next ? next.getBoundingClientRect().top : null };
      }),
    ids,
  );
const expectSameBoxes = (after: Box[], before: Box[]) => {
  after.forEach((box, i) => {
    for (const key of ['top', 'height', 'width', 'nextTop'] as const) expect(Math.abs((box[key] ?? 0) - (before[i]![key] ?? 0)), `${key} of block ${i}`).toBeLessThanOrEqual(2);
  });
};

/**
 * Opens a published page with the runtime's script held back: the page is parsed and laid out as the server sent
 * it, the blocks' boxes are measured, then the runtime is let in and the page boots.
 */
async function openMeasured(path: string, ids: string[]): Promise<{ opened: OpenedPage; before: Box[]; after: Box[] }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const opened = await fixture.newPage({
    contextOptions: still,
    beforeGoto: (page) => page.route('**/assets/runtime.js', async (route: Route) => {
      await released;
      await route.continue();
    }),
  });
  const { page } = opened;
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'commit' });
  // Parsed: the module script (held) is all that DOMContentLoaded still waits for.
  await page.waitForFunction(() => document.readyState === 'interactive', undefined, { timeout: SIGNAL_TIMEOUT_MS });
  expect(await page.evaluate(() => window.visitorRuntime)).toBeUndefined();
  const before = await boxes(page, ids);
  release();
  await page.waitForFunction(() => window.visitorRuntime !== undefined, undefined, { timeout: SIGNAL_TIMEOUT_MS });
  await page.evaluate(() => window.visitorRuntime!.boot());
  for (const id of ids) await page.locator(`#${id}[data-block-state="booted"]`).waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  return { opened, before, after: await boxes(page, ids) };
}

const status = (page: Page, id: string) => page.locator(`#${id} ${g.selector('status')}`).first().textContent();

async function expectNothingAskedOfThePlatform(opened: OpenedPage) {
  await opened.settle();
  expect(platformRequests(opened.requests)).toEqual([]);
  expect(opened.errors()).toEqual([]);
}

describe('published slideshow and stacked galleries (scripts/demo-site/published/gallery-slideshow.html)', () => {
  it('both boot in the box their server markup had; Next, the thumbnails and the slides\' captions work', async () => {
    const { opened, before, after } = await openMeasured('/published/gallery-slideshow.html', [SLIDESHOW, STACKED]);
    const { page } = opened;
    // The slideshow keeps its box (and the stacked gallery below it its place). The stacked design's images have
    // no size in the server's markup (no src, no width or height until a script loads them), so that block grows
    // once drawn, as it would under the platform's own script.
    expectSameBoxes(after.slice(0, 1), before.slice(0, 1));
    expect(Math.abs(after[1]!.top - before[1]!.top)).toBeLessThanOrEqual(2);
    expect(await status(page, SLIDESHOW)).toBe('Slide 1 of 4');
    await page.click(`#${SLIDESHOW} [data-design="stacked"] ${g.selector('next')}`);
    await expect.poll(() => status(page, SLIDESHOW)).toBe('Slide 2 of 4');
    // The thumbnail strip the block data asks for, linked to the slideshow.
    expect(await page.locator(`#${SLIDESHOW} ${g.selector('thumbnail')}`).count()).toBe(4);
    await page.click(`#${SLIDESHOW} ${g.selector('thumbnail')}[aria-label="4 of 4"]`);
    await expect.poll(() => status(page, SLIDESHOW)).toBe('Slide 4 of 4');
    await expect.poll(() => page.locator(`#${SLIDESHOW} ${g.selector('thumbnail')}[aria-current="true"]`).getAttribute('aria-label')).toBe('4 of 4');
    expect(await page.locator(`#${SLIDESHOW} [data-design="stacked"]`).first().textContent()).toContain('Seeded loaf');
    // The stacked design: both images, the caption that sat beside the first.
    expect(await page.locator(`#${STACKED} [data-design="base"] ${g.selector('slide')}`).count()).toBe(2);
    expect(await page.locator(`#${STACKED} [data-design="base"]`).first().textContent()).toContain('The bakery');
    await screenshot(page, 'published-gallery-slideshow');
    await expectNothingAskedOfThePlatform(opened);
  });

  it('destroy brings the server\'s markup back, in the same box', async () => {
    const { opened, before } = await openMeasured('/published/gallery-slideshow.html', [SLIDESHOW, STACKED]);
    const { page } = opened;
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await page.locator(`#${SLIDESHOW} .sqs-gallery > .slide`).count()).toBe(4);
    expect(await page.locator(`#${SLIDESHOW} .sqs-gallery-controls .next`).count()).toBe(1);
    expect(await page.locator(`#${STACKED} .sqs-gallery > .image-wrapper`).count()).toBe(2);
    expect(await page.locator(`#${SLIDESHOW} ${g.selector('root')}`).count()).toBe(0);
    const restored = await boxes(page, [SLIDESHOW, STACKED]);
    expectSameBoxes(restored, before);
  });
});

describe('published grid gallery (scripts/demo-site/published/gallery-grid.html)', () => {
  it('boots four to a row in the box its server markup had, its images from the reference server, the page\'s other blocks untouched', async () => {
    const { opened, before, after } = await openMeasured('/published/gallery-grid.html', [GRID]);
    const { page } = opened;
    expectSameBoxes(after, before);
    const items = page.locator(`#${GRID} [data-design="grid"] ${g.selector('slide')}`);
    expect(await items.count()).toBe(4);
    const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await opened.request((request) => new URL(request.url()).pathname === '/images/photo-2.jpg');
    // The text block (a static kind) is left as rendered.
    expect(await page.locator('#block-310e3162239704f893a2').getAttribute('data-block-state')).toBeNull();
    // The button block boots onto its link, which stays as the server drew it (a valid anchor link).
    expect(await page.locator('#block-31a339d66502e82d642b a.sqs-block-button-element').textContent()).toContain('View Menu');
    expect(await page.locator('#block-31a339d66502e82d642b a').getAttribute('href')).toBe('#menu');
    await expect.poll(() => page.locator('#block-31a339d66502e82d642b').getAttribute('data-block-state')).toBe('booted');
    await screenshot(page, 'published-gallery-grid');
    await expectNothingAskedOfThePlatform(opened);
  });
});
