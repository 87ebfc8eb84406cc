import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { videoAnatomy as v } from '../../machines/video/anatomy';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// §7's play and pause commands in Chromium on scripts/demo-site/video.html. The providers' hosts are stubbed by a
// player page that reports every message it receives to its own host, where the test's route hears it: what the
// runtime posted arrives, in order, and each is waited for as a signal. A pause goes to a player the view removes in
// the same task, and Chromium drops a message to a frame removed before it runs; so the page's posts are also
// recorded as they are made (an init script wraps the player's window), with whether the player was still there.

const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|vimeo\.com)\//;
const REPORT = '/__player-received';
const PLAYER_PAGE = `<!doctype html><title>Player</title><script>
addEventListener('message', (event) => {
  fetch(${JSON.stringify(REPORT)}, { method: 'POST', body: JSON.stringify({ data: event.data, origin: event.origin }) });
});
</script><p>Player stand-in</p>`;

interface Received {
  host: string;
  data: unknown;
  origin: string;
}
interface Posted {
  player: string;
  data: unknown;
  targetOrigin: string;
  connected: boolean;
}

/** Records each postMessage made through an iframe's window: to which player, what, and whether it was in the page. */
function recordPosts() {
  const posted: unknown[] = [];
  (window as unknown as { posted: unknown[] }).posted = posted;
  const own = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      const target = own.get!.call(this) as Window | null;
      if (!target) return target;
      const frame = this;
      return {
        postMessage: (data: unknown, targetOrigin: string) => {
          posted.push({ player: new URL(frame.src).host, data, targetOrigin, connected: frame.isConnected });
          target.postMessage(data, targetOrigin);
        },
      };
    },
  });
}

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

async function openVideos() {
  const received: Received[] = [];
  const opened = await fixture.open('/video', {
    contextOptions: { reducedMotion: 'reduce' },
    beforeGoto: async (page) => {
      await page.addInitScript(recordPosts);
      await page.route(PROVIDER_HOSTS, (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (url.pathname !== REPORT) return route.fulfill({ contentType: 'text/html', body: PLAYER_PAGE });
        received.push({ host: url.host, ...(JSON.parse(request.postData() ?? '{}') as Omit<Received, 'host'>) });
        return route.fulfill({ status: 204 });
      });
    },
  });
  await opened.page.locator(`#video-bunny ${v.selector('play')}`).waitFor();
  const posted = () => opened.page.evaluate(() => (window as unknown as { posted: Posted[] }).posted);
  return { ...opened, received, posted };
}

const state = (page: Page, id: string) => page.locator(`#${id} ${v.selector('root')}`).getAttribute('data-state');
const play = async (page: Page, id: string) => {
  await page.focus(`#${id} ${v.selector('play')}`);
  await page.keyboard.press('Enter');
  await expect.poll(() => state(page, id)).toBe('playing');
};
const YOUTUBE_PLAY = JSON.stringify({ event: 'command', func: 'playVideo', args: [] });
const YOUTUBE_PAUSE = JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] });
const VIMEO_PLAY = JSON.stringify({ method: 'play' });
const VIMEO_PAUSE = JSON.stringify({ method: 'pause' });

describe('play and pause posted to the players (§7)', () => {
  it('posts play to a YouTube player once its page has loaded, to its origin only, once', async () => {
    const { page, received, posted, settle } = await openVideos();
    await page.click(`#video-bunny ${v.selector('play')}`);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    await settle();
    expect(received).toEqual([{ host: 'www.youtube-nocookie.com', data: YOUTUBE_PLAY, origin: new URL(page.url()).origin }]);
    expect(await posted()).toEqual([{ player: 'www.youtube-nocookie.com', data: YOUTUBE_PLAY, targetOrigin: 'https://www.youtube-nocookie.com', connected: true }]);
  });

  it('starting the Vimeo video pauses the YouTube one while its player is still in the page, then plays the Vimeo one', async () => {
    const { page, received, posted } = await openVideos();
    await play(page, 'video-bunny');
    await expect.poll(() => received.map((r) => r.data)).toEqual([YOUTUBE_PLAY]);
    await play(page, 'video-valley');
    await expect.poll(() => received.map((r) => [r.host, r.data])).toEqual([
      ['www.youtube-nocookie.com', YOUTUBE_PLAY],
      ['player.vimeo.com', VIMEO_PLAY],
    ]);
    expect(await state(page, 'video-bunny')).toBe('overlay');
    expect(await posted()).toEqual([
      { player: 'www.youtube-nocookie.com', data: YOUTUBE_PLAY, targetOrigin: 'https://www.youtube-nocookie.com', connected: true },
      { player: 'www.youtube-nocookie.com', data: YOUTUBE_PAUSE, targetOrigin: 'https://www.youtube-nocookie.com', connected: true },
      { player: 'player.vimeo.com', data: VIMEO_PLAY, targetOrigin: 'https://player.vimeo.com', connected: true },
    ]);
  });

  it('unloading, or the gallery leaving the slide, pauses a playing video before its player goes; a mode change pauses the old player and plays the new one', async () => {
    const { page, received, posted } = await openVideos();
    const send = (type: string, detail?: object) => page.evaluate(([type, detail]) => void document.getElementById('video-valley')!.dispatchEvent(new CustomEvent(type as string, { detail })), [type, detail] as const);
    await play(page, 'video-valley');
    await expect.poll(() => received.length).toBe(1);
    await send('visitor-runtime:video-mode', { mode: 'fill' });
    await expect.poll(() => received.map((r) => r.data)).toEqual([VIMEO_PLAY, VIMEO_PLAY]);
    await send('visitor-runtime:video-reset');
    await expect.poll(() => state(page, 'video-valley')).toBe('overlay');
    await play(page, 'video-valley');
    await expect.poll(() => received.length).toBe(3);
    await send('visitor-runtime:video-unload');
    await expect.poll(() => state(page, 'video-valley')).toBe('unloaded');
    expect((await posted()).map(({ data, connected }) => [data, connected])).toEqual([
      [VIMEO_PLAY, true],
      [VIMEO_PAUSE, true],
      [VIMEO_PLAY, true],
      [VIMEO_PAUSE, true],
      [VIMEO_PLAY, true],
      [VIMEO_PAUSE, true],
    ]);
  });
});
