import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { lightboxAnatomy as l } from '../../machines/lightbox/anatomy';
import { KEY_THROTTLE_MS } from '../../machines/lightbox/machine';
import { axeViolations } from './axe';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture, type OpenOptions } from './fixture';
import { holdChunk } from './hold-chunk';

// The lightbox in Chromium on the autorows page (lightbox on by default): downloaded on the first open, focus in and
// back to the thumbnail, one history entry (Back closes it; Escape takes it back), the scroll position kept, the
// 2 % edge zone, the arrow-key throttle on Playwright's clock, and axe-core with the lightbox open.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const WIDTH = 1000;
const viewport = { viewport: { width: WIDTH, height: 900 } };
const thumbnail = (index: number) => `#autorows ${g.selector('slide')}[data-index="${index}"] button`;
const root = l.selector('root');

async function openAutorows(options: OpenOptions = {}) {
  const visited = await fixture.open('/gallery-autorows', { contextOptions: { ...viewport, reducedMotion: 'reduce' }, ...options });
  await visited.page.locator(thumbnail(0)).waitFor();
  return visited;
}
/** Opens the lightbox from a thumbnail and waits until it is open (faded in, the page behind inert). */
async function openFrom(page: Page, index: number) {
  await page.click(thumbnail(index));
  await page.locator(`${root}[data-state="open"]`).waitFor();
}
const closed = (page: Page) => page.locator(root).waitFor({ state: 'detached' });
const status = (page: Page) => page.locator(l.selector('status')).textContent();
const currentIndex = (page: Page) => page.locator(`${l.selector('slide')}[data-current]`).getAttribute('data-index');
/** The position in the session history (Navigation API): an entry added is +1, one taken back −1. */
const historyIndex = (page: Page) => page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

describe('lightbox', () => {
  it('is downloaded on the first open, not before; focus moves in and back to the thumbnail; Escape takes its history entry back; the scroll position stays', async () => {
    const { page, assets, settle, errors } = await openAutorows();
    await settle();
    expect(assets.filter((a) => a.startsWith('lightbox'))).toEqual([]);

    await page.locator(thumbnail(20)).scrollIntoViewIfNeeded();
    const before = { scroll: await page.evaluate(() => window.scrollY), history: await historyIndex(page) };
    expect(before.scroll).toBeGreaterThan(0);
    const opener = await page.locator(thumbnail(20)).getAttribute('aria-label');
    await openFrom(page, 20);
    expect(assets).toContain('lightbox.js');
    expect(await page.locator(root).getAttribute('role')).toBe('dialog');
    expect(await page.locator(root).getAttribute('aria-modal')).toBe('true');
    expect(await focusedLabel(page)).toBe('Close');
    expect(await page.evaluate(() => document.querySelector('main')!.closest('[inert]') !== null)).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('lightbox-open'))).toBe(true);
    expect(await historyIndex(page)).toBe(before.history + 1);
    expect(await status(page)).toBe(`21 of ${await page.locator(`#autorows ${g.selector('slide')}`).count()}`);

    await page.keyboard.press('Escape');
    await closed(page);
    expect(await focusedLabel(page)).toBe(opener);
    expect(await page.evaluate(() => window.scrollY)).toBe(before.scroll);
    await expect.poll(() => historyIndex(page)).toBe(before.history);
    expect(await page.evaluate(() => document.body.classList.contains('lightbox-open'))).toBe(false);
    expect(errors()).toEqual([]);
  });

  it("asks for what it imports beside itself on the first open: the swipe viewport, a chunk a grid-like gallery has not downloaded", async () => {
    const sizes = JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'size.json'), 'utf8')) as { entries: Record<string, { files: string[] }> };
    const { page, assets, settle } = await openAutorows();
    await settle();
    const imports = sizes.entries.lightbox!.files.filter((file) => file !== 'lightbox.js' && !assets.includes(file));
    expect(imports.length).toBeGreaterThan(0);
    const chunk = await holdChunk(page, '/assets/lightbox.js');
    await page.locator(thumbnail(0)).click();
    await chunk.requested;
    // The lightbox's chunk is held: the browser cannot have read its imports from it.
    await expect.poll(() => imports.filter((file) => !assets.includes(file))).toEqual([]);
    chunk.release();
    await page.locator(root).waitFor();
  });

  it("Back closes it and leaves one history entry fewer; the close button takes its entry back", async () => {
    const { page } = await openAutorows();
    const start = await historyIndex(page);
    await openFrom(page, 3);
    await page.evaluate(() => history.back());
    await closed(page);
    expect(await historyIndex(page)).toBe(start);
    expect(page.url()).toMatch(/\/gallery-autorows$/);

    await openFrom(page, 4);
    expect(await historyIndex(page)).toBe(start + 1);
    await page.click(l.selector('close'));
    await closed(page);
    await expect.poll(() => historyIndex(page)).toBe(start);
    expect(await focusedLabel(page)).toBe(await page.locator(thumbnail(4)).getAttribute('aria-label'));
  });

  it('a click 3 % inside the right edge goes to the next slide; 1 % inside closes', async () => {
    const { page } = await openAutorows();
    await openFrom(page, 0);
    expect(await currentIndex(page)).toBe('0');
    // Away from the buttons (the next arrow is at mid-height), beside the image (the slide's 100 px padding).
    await page.mouse.click(WIDTH * 0.97, 200);
    expect(await currentIndex(page)).toBe('1');
    expect(await status(page)).toMatch(/^2 of /);
    await page.mouse.click(WIDTH * 0.99, 200);
    await closed(page);
  });

  it('twenty arrow presses within 200 ms move at most two slides; the status always names the slide shown', async () => {
    const { page } = await openAutorows({ clock: true });
    await openFrom(page, 0);
    await pauseClockSoon(page);
    const pressAndCheck = async (times: number) => {
      for (let i = 0; i < times; i += 1) await page.keyboard.press('ArrowRight');
      expect(await status(page)).toMatch(new RegExp(`^${Number(await currentIndex(page)) + 1} of `));
    };
    await pressAndCheck(10);
    expect(await currentIndex(page)).toBe('1');
    await page.clock.runFor(KEY_THROTTLE_MS - 1);
    await pressAndCheck(9);
    expect(await currentIndex(page)).toBe('1');
    await page.clock.runFor(1);
    await pressAndCheck(1);
    expect(await currentIndex(page)).toBe('2');
    // ArrowLeft goes back once the throttle has passed.
    await page.clock.runFor(KEY_THROTTLE_MS);
    await page.keyboard.press('ArrowLeft');
    expect(await currentIndex(page)).toBe('1');
  });

  it('opens on the item the address names (history hash on); Back closes it and the address still names the item', async () => {
    const { page } = await fixture.open('/gallery-address-lightbox/photo-3', { contextOptions: { ...viewport, reducedMotion: 'reduce' } });
    await page.locator(`${root}[data-state="open"]`).waitFor();
    expect(await status(page)).toBe('3 of 8');
    expect(await focusedLabel(page)).toBe('Close');
    await page.evaluate(() => history.back());
    await closed(page);
    expect(page.url()).toMatch(/\/gallery-address-lightbox\/photo-3$/);
  });

  it('on a phone the caption is a panel its trigger slides in from the bottom; on a desktop it shows on hover', async () => {
    const { page } = await openAutorows({ contextOptions: { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' } });
    await page.locator(thumbnail(0)).tap();
    await page.locator(`${root}[data-state="open"]`).waitFor();
    const metaTop = () => page.locator(l.selector('meta')).evaluate((meta) => Math.round(meta.getBoundingClientRect().top));
    expect(await metaTop()).toBeGreaterThanOrEqual(800);
    await page.locator(l.selector('caption-toggle')).tap();
    expect(await page.locator(l.selector('caption-toggle')).getAttribute('aria-expanded')).toBe('true');
    expect(await metaTop()).toBeLessThan(800);

    const desktop = await openAutorows();
    await openFrom(desktop.page, 0);
    expect(await desktop.page.locator(l.selector('caption-toggle')).isVisible()).toBe(false);
    const opacity = () => desktop.page.locator(l.selector('meta')).evaluate((meta) => getComputedStyle(meta).opacity);
    // Beside the image (the slide's padding), then on it.
    await desktop.page.mouse.move(20, 20);
    expect(await opacity()).toBe('0');
    await desktop.page.mouse.move(WIDTH / 2, 450);
    expect(await opacity()).toBe('1');
  });

  it('axe-core finds no violations with the lightbox open', async () => {
    const { page } = await openAutorows();
    await openFrom(page, 1);
    expect(await axeViolations(page)).toBe('');
  });
});
