import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { videoAnatomy as v } from '../../machines/video/anatomy';
import { RESIZE_TIMEOUT_MS } from '../../machines/video/rules';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture } from './fixture';

// What the page and the editor ask of a video (display-widgets §4 "Video"; docs/video.md "The page's video events"),
// on scripts/demo-site/video.html in Chromium: unload and load, a mode change reloading the player, and a fit-mode
// video re-centred once the style editor or fullscreen has left the layout still for 1000 ms of the page clock.

const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|vimeo\.com)\//;

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const open = (clock?: number) =>
  fixture.open('/video', {
    ...(clock === undefined ? {} : { clock }),
    contextOptions: { reducedMotion: 'reduce' },
    beforeGoto: (page) => page.route(PROVIDER_HOSTS, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' })),
  });
const state = (page: Page, id: string) => page.locator(`#${id} ${v.selector('root')}`).getAttribute('data-state');
const player = (page: Page, id: string) => page.locator(`#${id} ${v.selector('player')}`);
const send = (page: Page, id: string, type: string, detail?: object) =>
  page.evaluate(([id, type, detail]) => void document.getElementById(id as string)!.dispatchEvent(new CustomEvent(type as string, { detail })), [id, type, detail] as const);
/** Marks the player element so that a reload (a new element) can be told from the same one. */
const markPlayer = (page: Page, id: string) =>
  page.evaluate(([id, player]) => void document.querySelector(`#${id} ${player}`)!.setAttribute('data-marked', ''), [id, v.selector('player')] as const);

describe('the page\'s video events', () => {
  it('unload removes the player; load brings the picture and its Play button back', async () => {
    const { page } = await open();
    await page.click(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => state(page, 'video-bunny')).toBe('playing');
    await send(page, 'video-bunny', 'visitor-runtime:video-unload');
    await expect.poll(() => state(page, 'video-bunny')).toBe('unloaded');
    expect(await player(page, 'video-bunny').count()).toBe(0);
    await send(page, 'video-bunny', 'visitor-runtime:video-load');
    await expect.poll(() => state(page, 'video-bunny')).toBe('overlay');
    expect(await page.locator(`#video-bunny ${v.selector('play')}`).isVisible()).toBe(true);
  });

  it('changing the mode of a playing video reloads its player in the new mode', async () => {
    const { page } = await open();
    await page.click(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => player(page, 'video-bunny').count()).toBe(1);
    await markPlayer(page, 'video-bunny');
    await send(page, 'video-bunny', 'visitor-runtime:video-mode', { mode: 'fill' });
    await expect.poll(() => page.locator(`#video-bunny ${v.selector('root')}`).getAttribute('data-mode')).toBe('fill');
    await expect.poll(() => player(page, 'video-bunny').count()).toBe(1);
    expect(await player(page, 'video-bunny').getAttribute('data-marked')).toBeNull();
    expect(await state(page, 'video-bunny')).toBe('playing');
  });

  for (const [what, change] of [
    ['the style editor opening', (page: Page) => page.evaluate(() => void window.dispatchEvent(new Event('visitor-runtime:style-editor')))],
    ['a fullscreen change', (page: Page) => page.evaluate(() => void document.dispatchEvent(new Event('fullscreenchange')))],
  ] as const) {
    it(`a fit-mode video re-centres 1000 ms after ${what}, not before`, async () => {
      const { page, settle } = await open(new Date('2026-11-23T10:00:00Z').getTime());
      await page.click(`#video-valley ${v.selector('play')}`);
      await expect.poll(() => state(page, 'video-valley')).toBe('playing');
      const offsets = () =>
        page.evaluate((player) => {
          const frame = document.querySelector<HTMLElement>(`#video-valley ${player}`)!;
          const box = frame.parentElement!.getBoundingClientRect();
          const own = frame.getBoundingClientRect();
          return { left: Math.round(own.left - box.left), right: Math.round(box.right - own.right) };
        }, v.selector('player'));
      await pauseClockSoon(page);
      // The editor's panel narrows the video's box: no window resize, only its own event.
      await page.evaluate(() => void (document.querySelector<HTMLElement>('#video-valley')!.style.width = '300px'));
      await change(page);
      await page.clock.runFor(RESIZE_TIMEOUT_MS - 1);
      await settle();
      const stale = await offsets();
      expect(stale.left).not.toBe(stale.right);
      await page.clock.runFor(1);
      await expect.poll(async () => { const { left, right } = await offsets(); return Math.abs(left - right); }).toBeLessThanOrEqual(1);
    });
  }
});
