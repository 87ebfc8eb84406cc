import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { swipeAnatomy } from '../../machines/swipe/anatomy';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';
import { Pointer, recordSwipe, type Path } from './pointer';

// Swipe in Chromium (display-widgets §4 "Swipe", §9): real pointer input (mouse and touch) sent through the
// DevTools protocol with chosen timestamps, so a drag's speed is exact whatever the machine's load. Where a test
// holds the page's clock to read the snap (which then lasts until the clock moves), every event's timeStamp is the
// held time: such a drag has no speed, and its release snaps for the longest time.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const desktop = { contextOptions: { viewport: { width: 1000, height: 800 } } };
const START = Date.parse('2026-11-23T10:00:00Z');
/** The page's clock held: timers (the snap, the gallery's move) wait for `page.clock.runFor`. */
const held = { ...desktop, heldClock: START };

const viewport = (id: string) => `#${id} [data-design] > ${g.selector('viewport')}`;
const status = (page: Page, id: string) => page.locator(`#${id} ${g.selector('status')}`).textContent();
const swipeState = (page: Page, id: string) => page.locator(viewport(id)).getAttribute(swipeAnatomy.stateAttribute);
/** The last snap's duration, as the viewport hands it to the track's transition. */
const snapMs = (page: Page, id: string) => page.$eval(viewport(id), (el) => (el as HTMLElement).style.getPropertyValue('--gallery-snap'));
/** Waits until the drag has snapped and the gallery has stopped moving. */
async function settled(page: Page, id: string) {
  await expect.poll(() => swipeState(page, id)).toBe('idle');
  await expect.poll(() => page.locator(`#${id}`).locator(g.selector('root')).getAttribute('data-moving')).toBeNull();
}
/** The drag offset the slides are drawn at (px). */
const dragOffset = (page: Page, id: string) => page.$eval(viewport(id), (el) => Number.parseFloat((el as HTMLElement).style.getPropertyValue('--gallery-drag') || '0'));

/** From a point in the viewport (a fraction of its box), `steps` moves of (dx, dy) every `every` ms. */
async function path(page: Page, id: string, from: { fx: number; fy?: number }, moves: { dx: number; dy?: number; steps: number; every: number }): Promise<Path> {
  const box = (await page.locator(viewport(id)).boundingBox())!;
  const x = box.x + box.width * from.fx;
  const y = box.y + box.height * (from.fy ?? 0.5);
  return Array.from({ length: moves.steps + 1 }, (_, i) => ({ x: x + (moves.dx / moves.steps) * i, y: y + ((moves.dy ?? 0) / moves.steps) * i, t: i * moves.every }));
}

describe('mouse drag over a slideshow (swipe transition)', () => {
  it('the slides follow the pointer while held; past half the width the release moves to the next slide', async () => {
    const { page, errors } = await fixture.open('/gallery-stacked-swipe', held);
    const width = (await page.locator(viewport('slideshow')).boundingBox())!.width;
    const mouse = await Pointer.on(page, 'mouse');
    // 60 % of the width leftwards over 600 ms: slow (0.6 px/ms at most), but far.
    const drag = await path(page, 'slideshow', { fx: 0.8, fy: 0.3 }, { dx: -width * 0.6, steps: 12, every: 50 });
    await mouse.drag(drag, { release: false });
    expect(await swipeState(page, 'slideshow')).toBe('dragging');
    expect(await dragOffset(page, 'slideshow')).toBeCloseTo(-width * 0.6, 0);
    await screenshot(page, 'gallery-swipe-dragging');
    await mouse.release({ ...drag[drag.length - 1]!, t: 650 });
    expect(await status(page, 'slideshow')).toMatch(/^Slide 2 of 6/);
    expect(await swipeState(page, 'slideshow')).toBe('snapping');
    expect(await dragOffset(page, 'slideshow')).toBe(0);
    // The snap eases in 0.5 s (no speed at release on the held clock: 0.7/velocity clamped to 0.3–0.5 s).
    expect(await page.$eval(`${viewport('slideshow')} ${g.selector('track')}`, (el) => getComputedStyle(el).transitionDuration)).toBe('0.5s');
    await page.clock.runFor(500);
    await expect.poll(() => swipeState(page, 'slideshow')).toBe('idle');
    expect(errors()).toEqual([]);
  });

  it('a short slow drag snaps back: no change, and the click that ends it neither advances nor follows the slide link', async () => {
    const { page } = await fixture.open('/gallery-stacked-fade', desktop);
    await page.click(`#slideshow ${g.selector('next')}`);
    await expect.poll(() => status(page, 'slideshow')).toMatch(/^Slide 2 of 6/);
    await expect.poll(() => page.locator('#slideshow').getAttribute('data-moving')).toBeNull();
    // Slide 2 links to /gallery-stacked-fade#clicked, and a click on a slide goes next: neither happens after a drag.
    const mouse = await Pointer.on(page, 'mouse');
    const swipe = await recordSwipe(page, 'slideshow-swipe');
    await mouse.drag(await path(page, 'slideshow', { fx: 0.5, fy: 0.3 }, { dx: -80, steps: 8, every: 100 }));
    await swipe.ended('dragging');
    expect(await status(page, 'slideshow')).toBe('Slide 2 of 6');
    expect(await page.evaluate(() => location.hash)).toBe('');
    // A tap (no movement) is a click: the link is followed.
    await mouse.drag(await path(page, 'slideshow', { fx: 0.5, fy: 0.3 }, { dx: 0, steps: 1, every: 80 }));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#clicked');
  });

  it('a quick swipe (60 px within 200 ms) or a flick (faster than 1 px/ms) changes the slide; the same distance slowly does not', async () => {
    const { page } = await fixture.open('/gallery-stacked-swipe', desktop);
    const mouse = await Pointer.on(page, 'mouse');
    // 60 px in 200 ms, at 0.3 px/ms: the quick-swipe rule. A slow release snaps for 0.5 s.
    await mouse.drag(await path(page, 'slideshow', { fx: 0.7, fy: 0.3 }, { dx: -60, steps: 4, every: 50 }));
    await expect.poll(() => status(page, 'slideshow')).toMatch(/^Slide 2 of 6/);
    expect(await snapMs(page, 'slideshow')).toBe('500ms');
    await settled(page, 'slideshow');
    // Over 600 ms: 20 px slowly, then 40 px in 20 ms (2 px/ms), a flick rightwards back to slide 1.
    const [from] = await path(page, 'slideshow', { fx: 0.3, fy: 0.3 }, { dx: 0, steps: 1, every: 1 });
    await mouse.drag([0, 10, 20, 60].map((dx, i) => ({ x: from!.x + dx, y: from!.y, t: [0, 280, 560, 580][i]! })));
    await expect.poll(() => status(page, 'slideshow')).toMatch(/^Slide 1 of 6/);
    // A fast release snaps quickly: 0.7 / 2 px/ms = 0.35 s (event times and positions reach the page within a
    // fraction of a ms or px of those sent).
    expect(Number.parseFloat(await snapMs(page, 'slideshow'))).toBeCloseTo(350, -1);
    await settled(page, 'slideshow');
    // 60 px over 900 ms, evenly: neither quick nor fast nor past half the width.
    const swipe = await recordSwipe(page, 'slideshow-swipe');
    await mouse.drag(await path(page, 'slideshow', { fx: 0.7, fy: 0.3 }, { dx: -60, steps: 6, every: 150 }));
    await swipe.ended('dragging');
    await settled(page, 'slideshow');
    expect(await status(page, 'slideshow')).toBe('Slide 1 of 6');
  });
});

describe('boundaries with loop off (display-widgets §4, §5)', () => {
  for (const [id, expectation] of [
    ['swipe-hard', 'stay where they are'],
    ['swipe-inertial', 'resist: they move, less than the pointer'],
    ['swipe-none', 'follow the pointer'],
  ] as const) {
    it(`${id}: dragged back from the first slide, the slides ${expectation}; the release does not change the slide`, async () => {
      const { page } = await fixture.open('/gallery-swipe', desktop);
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const mouse = await Pointer.on(page, 'mouse');
      const drag = await path(page, id, { fx: 0.2, fy: 0.3 }, { dx: 300, steps: 6, every: 100 });
      await mouse.drag(drag, { release: false });
      const offset = await dragOffset(page, id);
      if (id === 'swipe-hard') expect(offset).toBe(0);
      if (id === 'swipe-none') expect(offset).toBeCloseTo(300, 0);
      if (id === 'swipe-inertial') {
        expect(offset).toBeGreaterThan(50);
        expect(offset).toBeLessThan(300);
      }
      await mouse.release({ ...drag[drag.length - 1]!, t: 700 });
      await settled(page, id);
      expect(await status(page, id)).toBe('Slide 1 of 4');
    });
  }
});

describe('touch', () => {
  const phone = { contextOptions: { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true } };

  it('a finger swiped left moves to the next slide; vertical page scrolling over the gallery is left to the browser (pan-y)', async () => {
    const { page } = await fixture.open('/gallery-stacked-swipe', phone);
    expect(await page.$eval(viewport('slideshow'), (el) => getComputedStyle(el).touchAction)).toBe('pan-y');
    const finger = await Pointer.on(page, 'touch');
    await finger.drag(await path(page, 'slideshow', { fx: 0.9, fy: 0.3 }, { dx: -250, steps: 10, every: 40 }));
    await expect.poll(() => status(page, 'slideshow')).toMatch(/^Slide 2 of 6/);
    await expect.poll(() => swipeState(page, 'slideshow')).toBe('idle');
    // Mostly vertical, from the middle of the slides (in the window): the axis is the page's, the gallery lets go
    // of the press and the page scrolls.
    const swipe = await recordSwipe(page, 'slideshow-swipe');
    const scrolled = await page.evaluate(() => scrollY);
    await finger.drag(await path(page, 'slideshow', { fx: 0.5, fy: 0.5 }, { dx: -15, dy: -120, steps: 6, every: 40 }));
    await swipe.ended('pressed');
    expect(await swipe.states()).not.toContain('dragging');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled);
    expect(await status(page, 'slideshow')).toMatch(/^Slide 2 of 6/);
  });
});

describe('strip and carousel', () => {
  it('a drag moves the strip to the next slide and the carousel to the next group', async () => {
    const { page } = await fixture.open('/gallery-strip', desktop);
    const mouse = await Pointer.on(page, 'mouse');
    await mouse.drag(await path(page, 'strip', { fx: 0.9, fy: 0.3 }, { dx: -600, steps: 12, every: 50 }));
    await expect.poll(() => status(page, 'strip')).toMatch(/^Slide 2 of 12/);

    const carousel = await fixture.open('/gallery-carousel', desktop);
    const pointer = await Pointer.on(carousel.page, 'mouse');
    await pointer.drag(await path(carousel.page, 'carousel', { fx: 0.9, fy: 0.3 }, { dx: -600, steps: 12, every: 50 }));
    await expect.poll(() => status(carousel.page, 'carousel')).toMatch(/^Slides 4 to 6 of 10/);
  });
});
