import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { lightboxAnatomy as l } from '../../machines/lightbox/anatomy';
import { videoAnatomy as v } from '../../machines/video/anatomy';
import { swipeAnatomy } from '../../machines/swipe/anatomy';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture, type OpenOptions } from './fixture';
import { Pointer, recordSwipe, type Path } from './pointer';

// The lightbox's slides in Chromium: swipe with a finger and the mouse (real input through the DevTools protocol
// with exact times), over a video's facade and, while it plays, from the padding around the player; the phone's
// track that scrolls against the desktop's fade; the address following the slide on the lightbox's one history
// entry; embed slides playing through the video chart (display-widgets §2, §4 "Lightbox", "Video embeds").

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const PHONE = { width: 390, height: 800 };
const phone = { viewport: PHONE, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1000, height: 900 } };
const root = l.selector('root');
const current = `${l.selector('slide')}[data-current]`;
const status = (page: Page) => page.locator(l.selector('status')).textContent();
const dragOffset = (page: Page) => page.$eval(l.selector('viewport'), (el) => Number.parseFloat((el as HTMLElement).style.getPropertyValue('--gallery-drag') || '0'));
const swipeState = (page: Page) => page.locator(l.selector('viewport')).getAttribute(swipeAnatomy.stateAttribute);
const historyIndex = (page: Page) => page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index);
/**
 * Records the CSS transitions the lightbox's slides start from now on (`transitionrun`, as "index:property"): read
 * whenever the test gets to it, however long the transitions took.
 */
async function recordSlideTransitions(page: Page) {
  await page.evaluate((slideSelector) => {
    const started: string[] = ((window as unknown as { slideTransitions: string[] }).slideTransitions = []);
    document.addEventListener('transitionrun', (event) => {
      const slide = event.target instanceof Element && event.target.matches(slideSelector) ? event.target : null;
      if (slide) started.push(`${slide.getAttribute('data-index')}:${event.propertyName}`);
    });
  }, l.selector('slide'));
  return () => page.evaluate(() => [...(window as unknown as { slideTransitions: string[] }).slideTransitions].sort());
}
/** A straight horizontal path from (x, y): `steps` moves adding up to dx, one every `every` ms. */
const across = (x: number, y: number, dx: number, steps = 6, every = 50): Path => Array.from({ length: steps + 1 }, (_, i) => ({ x: x + (dx / steps) * i, y, t: i * every }));

async function openAutorows(options: OpenOptions) {
  const visited = await fixture.open('/gallery-autorows', options);
  await visited.page.locator(`#autorows ${g.selector('slide')}[data-index="0"] button`).waitFor();
  return visited;
}
const opened = (page: Page) => page.locator(`${root}[data-state="open"]`).waitFor();

/** The provider's player page: it records the pointer events its own page receives (`pointerSeenByPlayer`). */
const PLAYER_PAGE = `<!doctype html><title>Player</title><p>Player</p><script>window.pointerSeen = [];
for (const type of ['pointermove', 'pointerdown', 'pointerup']) addEventListener(type, () => pointerSeen.push(type));</script>`;
const pointerSeenByPlayer = async (page: Page) => {
  const frame = page.frames().find((f) => f.url().includes('youtube'));
  return frame ? frame.evaluate(() => (window as unknown as { pointerSeen?: string[] }).pointerSeen ?? []).catch(() => []) : [];
};

/** The address page (items 4 and 6 embed a stubbed YouTube player), opened on the item the path names. */
async function openTracked(path: string, options: OpenOptions = {}) {
  const providerRequests: Request[] = [];
  const visited = await fixture.open(`/gallery-address-lightbox/${path}`, {
    contextOptions: { ...desktop, reducedMotion: 'reduce' },
    beforeGoto: (page) =>
      page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)\//, (route) => {
        providerRequests.push(route.request());
        return route.fulfill({ contentType: 'text/html', body: PLAYER_PAGE });
      }),
    ...options,
  });
  return { ...visited, providerRequests };
}
const lightboxVideo = (item: number) => `[id="tracked-rows:lightbox:slide:${item - 1}:video"]`;
const videoState = (page: Page, item: number) => page.locator(lightboxVideo(item)).getAttribute('data-state');

describe('swipe in the lightbox', () => {
  it('on a phone a finger drags the track (the next slide comes in beside); past half the width the release moves on', async () => {
    const { page, errors } = await openAutorows({ contextOptions: phone });
    await page.locator(`#autorows ${g.selector('slide')}[data-index="0"] button`).tap();
    await opened(page);
    expect(await page.$eval(l.selector('viewport'), (el) => getComputedStyle(el).touchAction)).toBe('pan-y pinch-zoom');
    const finger = await Pointer.on(page, 'touch');
    const drag = across(300, 300, -240);
    await finger.drag(drag, { release: false });
    expect(await swipeState(page)).toBe('dragging');
    // Touch moves reach the page with the next frame.
    await expect.poll(() => dragOffset(page)).toBeCloseTo(-240, 0);
    // The next slide is on the track, 240 px in from the right edge, the current one as far out on the left.
    const next = page.locator(`${l.selector('slide')}[data-index="1"]`);
    await expect.poll(async () => Math.round((await next.boundingBox())!.x)).toBe(PHONE.width - 240);
    expect(Math.round((await page.locator(current).boundingBox())!.x)).toBe(-240);
    await screenshot(page, 'lightbox-phone-dragging');
    await finger.release({ ...drag[drag.length - 1]!, t: 350 });
    await expect.poll(() => status(page)).toMatch(/^2 of /);
    await expect.poll(() => swipeState(page)).toBe('idle');
    // A short drag snaps back.
    const swipe = await recordSwipe(page, 'autorows-lightbox-swipe');
    await finger.drag(across(200, 300, -60, 6, 100));
    await swipe.ended('dragging');
    expect(await status(page)).toMatch(/^2 of /);
    expect(errors()).toEqual([]);
  });

  it('on a desktop a mouse drag rightwards goes back; the click that ends it, on the dialog, is not a click', async () => {
    const { page } = await openAutorows({ contextOptions: { ...desktop, reducedMotion: 'reduce' } });
    await page.click(`#autorows ${g.selector('slide')}[data-index="1"] button`);
    await opened(page);
    const mouse = await Pointer.on(page, 'mouse');
    // From the padding above the image to the close button: the click that follows lands on the dialog (the common
    // ancestor), where a click 96 % across would go to the next slide.
    const close = (await page.locator(l.selector('close')).boundingBox())!;
    const y = close.y + close.height / 2;
    await mouse.drag(across(300, y, close.x + close.width / 2 - 300, 6, 40));
    await expect.poll(() => status(page)).toMatch(/^1 of /);
    await expect.poll(() => swipeState(page)).toBe('idle');
    expect(await page.locator(`${root}[data-state="open"]`).count()).toBe(1);
    expect(await status(page)).toMatch(/^1 of /);
  });
});

describe('mobile slides scroll, desktop slides fade (display-widgets §4)', () => {
  it('below the caption breakpoint a move slides the current slide and the one left; above it they fade', async () => {
    const mobile = await openAutorows({ contextOptions: phone });
    await mobile.page.locator(`#autorows ${g.selector('slide')}[data-index="0"] button`).tap();
    await opened(mobile.page);
    // The neighbours wait on the track, beside the current slide.
    expect(await mobile.page.$eval(`${l.selector('slide')}[data-index="1"]`, (el) => Math.round(el.getBoundingClientRect().x))).toBe(PHONE.width);
    const mobileTransitions = await recordSlideTransitions(mobile.page);
    await mobile.page.locator(l.selector('next')).tap();
    await expect.poll(mobileTransitions).toEqual(['0:transform', '1:transform']);
    await expect.poll(() => mobile.page.$eval(current, (el) => Math.round(el.getBoundingClientRect().x))).toBe(0);
    expect(await mobile.page.$eval(`${l.selector('slide')}[data-index="0"]`, (el) => Math.round(el.getBoundingClientRect().x))).toBe(-PHONE.width);

    const wide = await openAutorows({ contextOptions: desktop });
    await wide.page.click(`#autorows ${g.selector('slide')}[data-index="0"] button`);
    await opened(wide.page);
    expect(await wide.page.$eval(`${l.selector('slide')}[data-index="1"]`, (el) => getComputedStyle(el).opacity)).toBe('0');
    const wideTransitions = await recordSlideTransitions(wide.page);
    await wide.page.click(l.selector('next'));
    await expect.poll(wideTransitions).toEqual(['0:opacity', '0:visibility', '1:opacity', '1:visibility']);
    await expect.poll(() => wide.page.$eval(current, (el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await wide.page.$eval(current, (el) => Math.round(el.getBoundingClientRect().x))).toBe(0);
  });

  it('axe-core finds no violations with the lightbox open on a phone', async () => {
    const { page } = await openAutorows({ contextOptions: { ...phone, reducedMotion: 'reduce' } });
    await page.locator(`#autorows ${g.selector('slide')}[data-index="0"] button`).tap();
    await opened(page);
    await page.locator(l.selector('caption-toggle')).tap();
    expect(await axeViolations(page)).toBe('');
  });
});

describe('the address follows the lightbox (display-widgets §2)', () => {
  it('a move replaces the address of the lightbox entry with the item shown; Back closes it, one entry fewer', async () => {
    const { page } = await openTracked('photo-3');
    await opened(page);
    const start = await historyIndex(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.url()).toMatch(/\/gallery-address-lightbox\/photo-4$/);
    await page.click(l.selector('next'));
    await expect.poll(() => page.url()).toMatch(/\/gallery-address-lightbox\/photo-5$/);
    expect(await historyIndex(page)).toBe(start);
    await page.evaluate(() => history.back());
    await page.locator(root).waitFor({ state: 'detached' });
    expect(await historyIndex(page)).toBe(start - 1);
    expect(page.url()).toMatch(/\/gallery-address-lightbox\/photo-3$/);
  });

  it('opened from a thumbnail, the entry names the item; closing takes the entry and the address back', async () => {
    const { page } = await openTracked('');
    const thumbnail = `#tracked-rows ${g.selector('slide')}[data-index="1"] button`;
    await page.locator(thumbnail).waitFor();
    const start = await historyIndex(page);
    await page.click(thumbnail);
    await opened(page);
    expect(page.url()).toMatch(/\/gallery-address-lightbox\/photo-2$/);
    expect(await historyIndex(page)).toBe(start + 1);
    await page.keyboard.press('Escape');
    await page.locator(root).waitFor({ state: 'detached' });
    await expect.poll(() => historyIndex(page)).toBe(start);
    expect(page.url()).toMatch(/\/gallery-address-lightbox\/$/);
  });
});

describe('video slides in the lightbox (the video chart)', () => {
  it('a click on the wrapper plays it, the first request to the provider; leaving the slide returns it to its facade; closing stops it', async () => {
    const { page, providerRequests, settle } = await openTracked('photo-4');
    await opened(page);
    await settle();
    expect(await videoState(page, 4)).toBe('overlay');
    expect(providerRequests).toEqual([]);
    // On the facade's picture, beside its play button: the wrapper's click.
    const box = (await page.locator(lightboxVideo(4)).boundingBox())!;
    await page.mouse.click(box.x + 40, box.y + 40);
    await expect.poll(() => videoState(page, 4)).toBe('playing');
    await expect.poll(() => providerRequests.map((r) => new URL(r.url()).host)).toEqual(['www.youtube-nocookie.com']);
    expect(await page.locator(`${lightboxVideo(4)} iframe`).count()).toBe(1);

    await page.click(l.selector('next'));
    await expect.poll(() => videoState(page, 4)).toBe('overlay');
    await page.click(l.selector('next'));
    expect(await status(page)).toBe('6 of 8');
    await page.locator(`${lightboxVideo(6)} ${v.selector('play')}`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => videoState(page, 6)).toBe('playing');
    await page.click(l.selector('close'));
    await page.locator(root).waitFor({ state: 'detached' });
    expect(await page.locator('iframe').count()).toBe(0);
    // Opened again on it, it shows its facade.
    await page.click(`#tracked-rows ${g.selector('slide')}[data-index="4"] button`);
    await opened(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => videoState(page, 6)).toBe('overlay');
  });

  it('swipes over a facade; while the video plays, from the padding around the player', async () => {
    const { page } = await openTracked('photo-4');
    await opened(page);
    const mouse = await Pointer.on(page, 'mouse');
    const box = (await page.locator(lightboxVideo(4)).boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Over the facade's picture: a drag leftwards past half the width, and its click does not play.
    await mouse.drag(across(middle.x + 200, middle.y, -450));
    await expect.poll(() => status(page)).toBe('5 of 8');
    expect(await videoState(page, 4)).toBe('overlay');
    await expect.poll(() => swipeState(page)).toBe('idle');
    await page.click(l.selector('previous'));
    await expect.poll(() => status(page)).toBe('4 of 8');
    await page.click(`${lightboxVideo(4)} ${v.selector('play')}`);
    await expect.poll(() => videoState(page, 4)).toBe('playing');
    // The player's page takes the pointer: hovered until that page reports it (the browser hands the pointer to a
    // player's page only once it has drawn; before, the press is the iframe element's: the next test).
    await page.locator(`${lightboxVideo(4)} ${v.selector('player')}`).waitFor();
    await expect
      .poll(async () => {
        await mouse.move({ x: middle.x + 200, y: middle.y });
        return pointerSeenByPlayer(page);
      })
      .toContain('pointermove');
    // Over the player the drag is the player's: once its page has had the release, nothing has moved ...
    await mouse.drag(across(middle.x + 200, middle.y, -450));
    await expect.poll(() => pointerSeenByPlayer(page)).toContain('pointerup');
    expect(await pointerSeenByPlayer(page)).toContain('pointerdown');
    expect(await swipeState(page)).toBe('idle');
    expect(await status(page)).toBe('4 of 8');
    // ... from the padding above it the slides go on, and the video returns to its facade.
    await mouse.drag(across(middle.x + 200, box.y - 40, -450));
    await expect.poll(() => status(page)).toBe('5 of 8');
    await expect.poll(() => videoState(page, 4)).toBe('overlay');
  });

  /** Presses (a synthetic pointerdown) on `target` and lets go: the lightbox swipe chart's state just after the press. */
  const swipeStateAfterPress = (target: Locator, at: { clientX: number; clientY: number }) =>
    target.evaluate(
      (element, { swipeId, at }) => {
        const swipe = window.visitorRuntime!.actors.get(swipeId)!;
        const init = { bubbles: true, isPrimary: true, pointerId: 1, button: 0, buttons: 1, ...at };
        element.dispatchEvent(new PointerEvent('pointerdown', init));
        const afterPress = JSON.stringify(swipe.getSnapshot().value);
        window.dispatchEvent(new PointerEvent('pointerup', init));
        return afterPress;
      },
      { swipeId: 'tracked-rows-lightbox-swipe', at },
    );

  it('a press on the player before its page has drawn (the page gets it, on the iframe element) starts no swipe', async () => {
    const { page } = await openTracked('photo-4');
    await opened(page);
    await page.click(`${lightboxVideo(4)} ${v.selector('play')}`);
    const player = page.locator(`${lightboxVideo(4)} ${v.selector('player')}`);
    await player.waitFor();
    // What Chromium does in that moment: the press's target is the iframe element in our page. The swipe chart reads
    // it in the same task, so the chart's state just after tells whether the press reached it.
    expect(await swipeStateAfterPress(player, { clientX: 500, clientY: 300 })).toBe('"idle"');
    // The same press on the padding around the player is the swipe's (the check above can tell the two apart).
    const padding = await swipeStateAfterPress(page.locator(l.selector('viewport')), { clientX: 500, clientY: 20 });
    expect(padding).not.toBe('"idle"');
  });
});
