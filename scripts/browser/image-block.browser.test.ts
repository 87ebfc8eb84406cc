import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_STEPS } from '../../machines/image-loader/rules';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The image block in Chromium (display-widgets §4 "Image lazy loading", §8): its images load near the window, at
// the size step their box needs, and a bad source is named in the console while the other images still load.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const state = (page: Page, id: string) => page.locator(`#${id}`).getAttribute('data-state');
/** The width its box needs at this page's device pixel ratio. */
const neededWidth = (page: Page, id: string) => page.$eval(`#${id}`, (img) => img.getBoundingClientRect().width * devicePixelRatio);
const formats = (requests: { url(): string }[]) => requests.map((r) => new URL(r.url()).searchParams.get('format'));

describe('image block', () => {
  it('loads the image in view at the smallest step at least its box; the one 2400 px below waits until scrolled near', async () => {
    const { page, requestsTo, settle, errors } = await fixture.open('/images', { contextOptions: { viewport: { width: 1000, height: 800 } } });
    await expect.poll(() => state(page, 'near')).toBe('loaded');
    const needed = await neededWidth(page, 'near');
    const step = [...IMAGE_SIZE_STEPS].reverse().find((s) => s >= needed);
    expect(await page.locator('#near').getAttribute('src')).toBe(`/images/photo-7.jpg?format=${step}w`);
    await settle();
    // The far image's server copy (100w) is the page's own request; no size step of it was asked for.
    expect(formats(requestsTo('/images/photo-3.jpg'))).toEqual(['100w']);
    expect(await state(page, 'far')).toBe('waiting');
    await page.locator('#far').scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, 'far')).toBe('loaded');
    const farNeeded = await neededWidth(page, 'far');
    expect(formats(requestsTo('/images/photo-3.jpg'))).toEqual(['100w', `${[...IMAGE_SIZE_STEPS].reverse().find((s) => s >= farNeeded)}w`]);
    // §8: the broken source is named; nothing else went wrong.
    expect(errors().filter((e) => !e.includes('Invalid or missing image source.'))).toEqual([]);
    expect(errors().some((e) => e.includes('Invalid or missing image source.'))).toBe(true);
  });
});
