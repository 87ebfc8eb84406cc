import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { videoAnatomy as v } from '../../machines/video/anatomy';
import { openBrowserFixture, SIGNAL_TIMEOUT_MS, type BrowserFixture, type OpenedPage } from './fixture';
import { platformRequests } from './published';

// Published video blocks (code 32) in Chromium on scripts/demo-site/published/video.html, assembled from real
// published pages (scripts/demo-site/published/README.md "Video"): each boots in the box its server markup had,
// the facade takes the overlay's place (its picture where the overlay's was), a click turns it into the player
// (the providers' hosts stubbed), and nothing is asked of the platform's hosts.

const PATH = '/published/video.html';
const OVERLAY = 'block-yui_3_17_2_1_1681273877572_1600';
const VIMEO = 'block-40f2c1d25036c5d4c644';
const PLAIN = 'block-yui_3_17_2_1_1525962388471_8709';
const BLOCKS = [OVERLAY, VIMEO, PLAIN];
const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|vimeo\.com|embedly\.com|ytimg\.com|vimeocdn\.com)\//;

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

interface Box {
  top: number;
  height: number;
  width: number;
  /** where the next block starts: what a jump of this one would move */
  nextTop: number | null;
}
const boxes = (page: Page) =>
  page.evaluate(
    (ids) =>
      ids.map((id): Box => {
        const block = document.getElementById(id)!;
        const { top, height, width } = block.getBoundingClientRect();
        const next = block.nextElementSibling;
        return { top, height, width, nextTop: next ? next.getBoundingClientRect().top : null };
      }),
    BLOCKS,
  );

/** Opens the page with the runtime's script held back, measures the blocks as the server laid them out, then boots. */
async function openMeasured(): Promise<{ opened: OpenedPage; before: Box[]; after: Box[]; providerRequests: string[] }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const providerRequests: string[] = [];
  const opened = await fixture.newPage({
    contextOptions: { reducedMotion: 'reduce', viewport: { width: 800, height: 900 } },
    beforeGoto: async (page) => {
      await page.route(PROVIDER_HOSTS, (route) => {
        providerRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' });
      });
      await page.route('**/assets/runtime.js', async (route: Route) => {
        await released;
        await route.continue();
      });
    },
  });
  await opened.page.goto(`${fixture.server.url}${PATH}`, { waitUntil: 'commit' });
  return { opened, ...(await measure(opened, release)), providerRequests };
}

async function measure(opened: OpenedPage, release: () => void) {
  const { page } = opened;
  // Parsed: the module script (held) is all that DOMContentLoaded still waits for.
  await page.waitForFunction(() => document.readyState === 'interactive', undefined, { timeout: SIGNAL_TIMEOUT_MS });
  expect(await page.evaluate(() => window.visitorRuntime)).toBeUndefined();
  const before = await boxes(page);
  release();
  await page.waitForFunction(() => window.visitorRuntime !== undefined, undefined, { timeout: SIGNAL_TIMEOUT_MS });
  await page.evaluate(() => window.visitorRuntime!.boot());
  for (const id of BLOCKS) await page.locator(`#${id}[data-block-state="booted"]`).waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  return { before, after: await boxes(page) };
}

const state = (page: Page, id: string) => page.locator(`#${id} ${v.selector('root')}`).getAttribute('data-state');

describe('published video blocks (scripts/demo-site/published/video.html)', () => {
  it('every block boots in the box its server markup had; the facade sits where the overlay was, its picture the overlay’s', async () => {
    const { opened, before, after, providerRequests } = await openMeasured();
    const { page } = opened;
    after.forEach((box, i) => {
      for (const key of ['top', 'height', 'width', 'nextTop'] as const) expect(Math.abs((box[key] ?? 0) - (before[i]![key] ?? 0)), `${key} of block ${BLOCKS[i]}`).toBeLessThanOrEqual(1);
    });
    // The facade fills the server's wrapper, inside it; the caption stays below.
    const placement = await page.evaluate(([id, thumbnail]) => {
      const wrapper = document.querySelector(`#${id} .sqs-video-wrapper`)!.getBoundingClientRect();
      const picture = document.querySelector(`#${id} ${thumbnail}`)!.getBoundingClientRect();
      return { dx: Math.abs(picture.left - wrapper.left) + Math.abs(picture.width - wrapper.width), dy: Math.abs(picture.top - wrapper.top) + Math.abs(picture.height - wrapper.height), caption: document.querySelector(`#${id} .video-caption`)?.textContent };
    }, [OVERLAY, v.selector('thumbnail')] as const);
    expect(placement.dx).toBeLessThanOrEqual(1);
    expect(placement.dy).toBeLessThanOrEqual(1);
    expect(placement.caption).toBe('From Home to Anywhere');
    expect(await page.locator(`#${OVERLAY} ${v.selector('thumbnail')}`).getAttribute('src')).toBe('/images/photo-3.jpg');
    // The provider-hosted thumbnails of the other two are not asked for: they show the button on dark.
    expect(await page.locator(`#${PLAIN} ${v.selector('thumbnail')}`).count()).toBe(0);
    await opened.settle();
    expect(providerRequests).toEqual([]);
    expect(platformRequests(opened.requests)).toEqual([]);
    expect(opened.errors()).toEqual([]);
  });

  it('a click turns the overlay into the player; starting another published video returns it to its overlay', async () => {
    const { opened, providerRequests } = await openMeasured();
    const { page } = opened;
    await page.click(`#${OVERLAY} ${v.selector('play')}`);
    await expect.poll(() => state(page, OVERLAY)).toBe('playing');
    // Read through the Embedly wrapper: the YouTube video itself, from its privacy-enhanced host.
    expect(await page.locator(`#${OVERLAY} ${v.selector('player')}`).getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/478IDDGH7CI?feature=oembed&enablejsapi=1&autoplay=1');
    await expect.poll(() => providerRequests.map((url) => new URL(url).host)).toEqual(['www.youtube-nocookie.com']);
    await page.focus(`#${VIMEO} ${v.selector('play')}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => state(page, VIMEO)).toBe('playing');
    await expect.poll(() => state(page, OVERLAY)).toBe('overlay');
    expect(await page.locator(`#${VIMEO} ${v.selector('player')}`).getAttribute('src')).toBe('https://player.vimeo.com/video/496218444?color=ffffff&title=0&byline=0&portrait=0&api=1&autoplay=1');
    await opened.settle();
    expect(platformRequests(opened.requests)).toEqual([]);
    expect(opened.errors()).toEqual([]);
  });
});
