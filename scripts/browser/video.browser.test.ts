import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PART_ATTRIBUTE } from '../../machines/shared/part-attributes';
import { videoAnatomy as v } from '../../machines/video/anatomy';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// Video embeds in Chromium on scripts/demo-site/video.html (display-widgets §4 "Video embeds", "Video"): a facade that
// asks nothing of the provider until the visitor plays, warms the host up on hover or focus only, one video playing
// page-wide, the player focused, an invalid embed named. The providers' hosts are stubbed: no network in tests.

const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|vimeo\.com)\//;

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

async function openVideos() {
  const providerRequests: Request[] = [];
  const opened = await fixture.open('/video', {
    contextOptions: { reducedMotion: 'reduce' },
    beforeGoto: (page) =>
      page.route(PROVIDER_HOSTS, (route) => {
        providerRequests.push(route.request());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' });
      }),
  });
  await opened.page.locator(`#video-bunny ${v.selector('play')}`).waitFor();
  return { ...opened, providerRequests };
}

const state = (page: Page, id: string) => page.locator(`#${id} ${v.selector('root')}`).getAttribute('data-state');
const players = (page: Page, id: string) => page.locator(`#${id} ${v.selector('player')}`);
const preconnects = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')).map((l) => l.href));

describe('video embeds', () => {
  it('asks nothing of a provider before the visitor plays; warms its host up only on hover or focus', async () => {
    const { page, providerRequests, settle } = await openVideos();
    await settle();
    expect(providerRequests.map((r) => r.url())).toEqual([]);
    expect(await preconnects(page)).toEqual([]);
    expect(await page.locator(`#video-bunny ${v.selector('play')}`).getAttribute('aria-label')).toBe('Play: Big Buck Bunny');

    await page.hover(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => preconnects(page)).toEqual(['https://www.youtube-nocookie.com/']);
    await page.focus(`#video-valley ${v.selector('play')}`);
    await expect.poll(() => preconnects(page)).toEqual(['https://www.youtube-nocookie.com/', 'https://player.vimeo.com/']);
    await settle();
    expect(providerRequests).toEqual([]);
  });

  it('plays on a click: one privacy-enhanced player that takes focus, even on a double click', async () => {
    const { page, providerRequests } = await openVideos();
    await page.dblclick(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => state(page, 'video-bunny')).toBe('playing');
    expect(await players(page, 'video-bunny').count()).toBe(1);
    expect(await players(page, 'video-bunny').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&enablejsapi=1&autoplay=1');
    expect(await players(page, 'video-bunny').getAttribute('title')).toBe('Big Buck Bunny');
    await expect.poll(() => page.evaluate((partAttribute) => document.activeElement?.getAttribute(partAttribute), PART_ATTRIBUTE)).toBe('player');
    await expect.poll(() => providerRequests.map((r) => new URL(r.url()).host)).toEqual(['www.youtube-nocookie.com']);
  });

  it('starting a second video by keyboard returns the first to its picture: one plays at a time', async () => {
    const { page } = await openVideos();
    await page.click(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => state(page, 'video-bunny')).toBe('playing');

    await page.focus(`#video-valley ${v.selector('play')}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => state(page, 'video-valley')).toBe('playing');
    await expect.poll(() => state(page, 'video-bunny')).toBe('overlay');
    expect(await players(page, 'video-bunny').count()).toBe(0);
    expect(await page.locator(`#video-bunny ${v.selector('play')}`).isVisible()).toBe(true);

    // Space on the first one's button takes it back.
    await page.focus(`#video-bunny ${v.selector('play')}`);
    await page.keyboard.press(' ');
    await expect.poll(() => state(page, 'video-valley')).toBe('overlay');
    expect(await state(page, 'video-bunny')).toBe('playing');
  });

  it('fit mode places the player inside its box, centred, and again after a resize has settled', async () => {
    const { page } = await openVideos();
    await page.click(`#video-valley ${v.selector('play')}`);
    await expect.poll(() => state(page, 'video-valley')).toBe('playing');
    const placement = () =>
      page.evaluate((player) => {
        const frame = document.querySelector<HTMLElement>(`#video-valley ${player}`)!;
        const box = frame.parentElement!.getBoundingClientRect();
        const own = frame.getBoundingClientRect();
        return { inside: own.width <= box.width + 0.5 && own.height <= box.height + 0.5, left: Math.round(own.left - box.left), right: Math.round(box.right - own.right), ratio: Math.round((own.width / own.height) * 100) / 100 };
      }, v.selector('player'));
    const first = await placement();
    expect(first.inside).toBe(true);
    expect(first.left).toBe(first.right);
    expect(first.ratio).toBeCloseTo(16 / 9, 1);
    await page.setViewportSize({ width: 500, height: 700 });
    await expect.poll(placement).toMatchObject({ inside: true, ratio: first.ratio });
    const after = await placement();
    expect(after.left).toBe(after.right);
  });

  it('an embed that is not a video says so on the page and in the console; the others still work', async () => {
    const { page, errors } = await openVideos();
    expect(await state(page, 'video-broken')).toBe('invalid');
    expect(await page.locator(`#video-broken ${v.selector('error')}`).textContent()).toBe('Invalid video embed.');
    expect(errors()).toContain('[visitor-runtime] Invalid video embed.');
    expect(await page.locator(`#video-bunny ${v.selector('play')}`).isEnabled()).toBe(true);
  });

  it('axe-core finds no violations with the facades, nor with a video playing', async () => {
    const { page } = await openVideos();
    expect(await axeViolations(page)).toBe('');
    await page.click(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => state(page, 'video-bunny')).toBe('playing');
    expect(await axeViolations(page)).toBe('');
  });
});
