import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { videoAnatomy as v } from '../../machines/video/anatomy';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// A slideshow's embed slides in Chromium (scripts/demo-site/gallery-videos.html: slides 2 and 4 are YouTube embeds,
// autoplay every 3 s), on the page's clock: the video chart is the one a video block uses; autoplay waits while a
// slide's video plays, and leaving the slide returns the video to its picture (display-widgets §4 "Gallery index",
// "Autoplay", "Video embeds"). The provider's host is stubbed.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const inGallery = (selector: string) => `#videos ${selector}`;
const shown = (page: Page) => page.locator(inGallery(g.selector('status'))).textContent();
const slideVideo = (n: number) => inGallery(`[id="videos:slide:${n - 1}"] ${v.selector('root')}`);
/** Neither pointer nor focus on the gallery: only the video may hold autoplay. */
/** The next control, then the move's end on the held clock (the slideshow's speed is 1 s). */
const next = async (page: Page) => {
  await page.click(inGallery(`[data-design] > ${g.selector('controls')} ${g.selector('next')}`));
  await page.clock.runFor(1_100);
};
const leaveGallery = async (page: Page) => {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.focus('h1').catch(() => {});
};

/** The page on a held clock, so autoplay moves only when the test says; or, `still`, with autoplay off (nomotion). */
async function openVideos({ still = false } = {}) {
  if (still) return openStill();
  const start = new Date('2026-11-23T10:00:00Z').getTime();
  const providerRequests: Request[] = [];
  const opened = await fixture.open('/gallery-videos', {
    clock: start,
    contextOptions: { viewport: { width: 1000, height: 800 } },
    beforeGoto: async (page) => {
      await page.clock.pauseAt(start + 1_000);
      await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)\//, (route) => {
        providerRequests.push(route.request());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' });
      });
    },
  });
  await opened.page.locator(slideVideo(2)).waitFor({ state: 'attached' });
  return { ...opened, providerRequests };
}

async function openStill() {
  const opened = await fixture.open('/gallery-videos?nomotion=true', {
    contextOptions: { viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' },
    beforeGoto: (page) => page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' })),
  });
  await opened.page.locator(slideVideo(2)).waitFor({ state: 'attached' });
  return { ...opened, providerRequests: [] as Request[] };
}

describe('embed slides in a slideshow', () => {
  it('autoplay waits while a slide video plays; leaving its slide returns it to its picture and autoplay goes on', async () => {
    const { page, providerRequests, settle } = await openVideos();
    await leaveGallery(page);
    await page.clock.runFor(3_100);
    await expect.poll(() => shown(page)).toBe('Slide 2 of 5');
    await settle();
    expect(providerRequests).toEqual([]);
    expect(await page.locator(slideVideo(2)).getAttribute('data-state')).toBe('overlay');

    await page.click(`${slideVideo(2)} ${v.selector('play')}`);
    await expect.poll(() => page.locator(slideVideo(2)).getAttribute('data-state')).toBe('playing');
    await expect.poll(() => providerRequests.map((r) => new URL(r.url()).host)).toEqual(['www.youtube-nocookie.com']);
    await leaveGallery(page);
    await page.clock.runFor(10_000);
    expect(await shown(page)).toBe('Slide 2 of 5');

    await next(page);
    await expect.poll(() => shown(page)).toBe('Slide 3 of 5');
    await expect.poll(() => page.locator(slideVideo(2)).getAttribute('data-state')).toBe('overlay');
    await leaveGallery(page);
    await page.clock.runFor(3_100);
    await expect.poll(() => shown(page)).toBe('Slide 4 of 5');
  });

  it("one slide video at a time: starting slide 4's by keyboard returns slide 2's; axe finds nothing with one playing", async () => {
    // Autoplay off and no motion: the page's own clock runs (axe needs it).
    const { page } = await openVideos({ still: true });
    await page.click(inGallery(`[data-design] > ${g.selector('controls')} ${g.selector('next')}`));
    await expect.poll(() => shown(page)).toBe('Slide 2 of 5');
    await page.click(`${slideVideo(2)} ${v.selector('play')}`);
    await expect.poll(() => page.locator(slideVideo(2)).getAttribute('data-state')).toBe('playing');
    expect(await axeViolations(page)).toBe('');
    await page.click(inGallery(`[data-design] > ${g.selector('controls')} ${g.selector('next')}`));
    await expect.poll(() => shown(page)).toBe('Slide 3 of 5');
    await page.click(inGallery(`[data-design] > ${g.selector('controls')} ${g.selector('next')}`));
    await expect.poll(() => shown(page)).toBe('Slide 4 of 5');
    await page.focus(`${slideVideo(4)} ${v.selector('play')}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(slideVideo(4)).getAttribute('data-state')).toBe('playing');
    expect(await page.locator(slideVideo(2)).getAttribute('data-state')).toBe('overlay');
  });
});
