import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lightboxAnatomy as l } from '../../machines/lightbox/anatomy';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { holdChunk } from './hold-chunk';

// The image block's cases in Chromium (/image-cases; display-widgets §3, §4, §8, visitor-runtime §9): the caption
// beside the image while the block is wide and under it below 415 px, shaped boxes 100/150/67 % high, the server's
// link and a click-through box followed by the keyboard, the lightbox on click (its chunk on the first request,
// a click while it downloads not lost; Escape and Back close it, focus back on the image), the five image settings,
// and 'No images' in the console.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const viewport = { viewport: { width: 1000, height: 800 } };
const root = l.selector('root');
const box = (page: Page, selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
/** Every image block booted now (they boot on approach; the page is longer than the window). */
const booted = (page: Page) =>
  page.evaluate(() => Promise.all([...document.querySelectorAll('[data-block-type="image"]')].map((block) => window.visitorRuntime!.boot(block))));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('image block cases', () => {
  it('stacks the caption under the image only below 415 px; shaped boxes are 100, 150 and 67 % of their width high', async () => {
    const { page, errors } = await fixture.open('/image-cases', { contextOptions: viewport });
    await booted(page);
    expect([await page.locator('#narrow').getAttribute('data-narrow'), await page.locator('#wide').getAttribute('data-narrow')]).toEqual(['', null]);
    const [wideImage, wideCaption, narrowImage, narrowCaption] = await Promise.all(
      ['#wide-image', '#wide-caption', '#narrow-image', '#narrow-caption'].map((s) => box(page, s)),
    );
    expect(wideCaption!.left).toBeGreaterThanOrEqual(wideImage!.right);
    expect(narrowCaption!.top).toBeGreaterThanOrEqual(narrowImage!.bottom);
    for (const [id, height] of [['#shape-most', 1], ['#shape-tall', 1.5], ['#shape-wide', 0.67]] as const) {
      const shape = await box(page, `${id} [data-shape-mask]`);
      expect(Math.abs(shape.height - shape.width * height)).toBeLessThanOrEqual(1);
    }
    // A block resized across 415 px is marked again.
    await page.locator('#wide').evaluate((e) => void (e.style.width = '400px'));
    await expect.poll(() => page.locator('#wide').getAttribute('data-narrow')).toBe('');
    // §8: the block without images is named; nothing else went wrong.
    expect(errors()).toEqual(['[visitor-runtime] No images JSHandle@node']);
  });

  it("applies the image settings: a background, placement by focal point, a fixed ratio, no stretching past its width", async () => {
    const { page } = await fixture.open('/image-cases', { contextOptions: viewport });
    await booted(page);
    await page.locator('#flag-bg-box').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#flag-bg-box').evaluate((e) => e.style.backgroundImage)).toMatch(/^url\("\/images\/photo-22\.jpg\?format=\d+w"\)$/);
    expect(await page.locator('#flag-bg-box img').evaluate((img) => getComputedStyle(img).opacity)).toBe('0');
    // A 3:2 photo covering a 260×160 box with its focal point on its left edge: full width, centred vertically.
    const advanced = await page.locator('#flag-advanced-image').evaluate((img) => ({ position: img.style.position, left: img.style.left, width: img.style.width, top: parseFloat(img.style.top) }));
    expect(advanced).toMatchObject({ position: 'absolute', left: '0%', width: '100%' });
    expect(advanced.top).toBeLessThan(0);
    const ratio = await box(page, '#flag-ratio-image');
    expect(Math.abs(ratio.height - (ratio.width * 1667) / 2500)).toBeLessThanOrEqual(1);
    expect((await box(page, '#flag-stretch-image')).width).toBe(200);
  });

  it('follows the server link and a click-through box by the keyboard, the link rules kept', async () => {
    const { page } = await fixture.open('/image-cases', { contextOptions: viewport });
    await booted(page);
    expect(await page.locator('#linked-link').getAttribute('href')).toBe('/accordion');
    const clickThrough = page.locator('#click-through-box');
    expect([await clickThrough.getAttribute('role'), await clickThrough.getAttribute('tabindex')]).toEqual(['link', '0']);
    // Reached with Tab from the server's link before it.
    await page.locator('#linked-link').focus();
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('click-through-box');
    await Promise.all([page.waitForURL('**/accordion'), page.keyboard.press('Enter')]);
  });

  it('opens the lightbox on click (a click while its chunk downloads is kept); Escape and Back close it, focus back on the image', async () => {
    const { page, assets, errors, settle } = await fixture.open('/image-cases', { contextOptions: { ...viewport, reducedMotion: 'reduce' } });
    await booted(page);
    await settle();
    expect(assets.filter((a) => a.startsWith('lightbox'))).toEqual([]);
    const chunk = await holdChunk(page, '/assets/lightbox.js');
    await page.locator('#lightbox-second').scrollIntoViewIfNeeded();
    await page.click('#lightbox-second');
    await chunk.requested;
    expect(await page.locator(root).count()).toBe(0);
    chunk.release();
    await page.locator(`${root}[data-state="open"]`).waitFor();
    expect(await page.locator(l.selector('status')).textContent()).toBe('2 of 2');
    expect(await axeViolations(page)).toBe('');
    await page.keyboard.press('Escape');
    await page.locator(root).waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe('lightbox-second');

    // By the keyboard: Enter on the first image; Back closes it.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe('lightbox-first');
    await page.keyboard.press('Enter');
    await page.locator(`${root}[data-state="open"]`).waitFor();
    expect(await page.locator(l.selector('status')).textContent()).toBe('1 of 2');
    await page.evaluate(() => history.back());
    await page.locator(root).waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe('lightbox-first');
    expect(errors()).toEqual(['[visitor-runtime] No images JSHandle@node']);
  });

  it('has no axe-core violations, and destroy gives the server its markup back', async () => {
    const { page } = await fixture.open('/image-cases', { contextOptions: viewport });
    // The markup as the server sent it, parsed as the page was.
    const before = await page.evaluate(async () =>
      new DOMParser().parseFromString(await (await fetch('/image-cases')).text(), 'text/html').querySelector('main')!.innerHTML,
    );
    await booted(page);
    expect(await axeViolations(page)).toBe('');
    await page.screenshot({ path: '.test-results/image-cases.png', fullPage: true });
    await page.evaluate(() => window.visitorRuntime!.destroy());
    // No actor is left (the images' charts stopped with their blocks).
    expect(await page.evaluate(() => window.visitorRuntime!.actors.size)).toBe(0);
    // The images keep their loaded step and data-state; every other attribute and style is the server's again.
    const after = await page.evaluate(() => document.querySelector('main')!.innerHTML);
    const strip = (html: string) => html.replace(/ src="[^"]*"/g, '').replace(/ data-state="[^"]*"/g, '');
    expect(strip(after)).toBe(strip(before));
  });
});
