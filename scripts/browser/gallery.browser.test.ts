import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';
import { holdChunk } from './hold-chunk';

// The gallery block in Chromium (display-widgets §2–§4): each design's controls and keys, linked thumbnails,
// autoplay's pauses on the page's clock, address tracking, the broken-block errors, and axe-core.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** No motion: every move ends at once, so a test reads the result of a click or key without waiting on time. */
const still = { contextOptions: { reducedMotion: 'reduce' as const, viewport: { width: 1000, height: 800 } } };
const inBlock = (id: string, selector: string) => `#${id} ${selector}`;
/** The status line, marked while the slides still move (a change is refused until they stop). */
const status = (page: Page, id: string) =>
  page.evaluate(
    ([root, statusPart]) => {
      const gallery = document.querySelector(root!)!;
      return gallery.querySelector(statusPart!)!.textContent + (gallery.hasAttribute('data-moving') ? ' (moving)' : '');
    },
    [`#${id} ${g.selector('root')}`, g.selector('status')],
  );
const current = (page: Page, id: string) =>
  page.locator(inBlock(id, `[data-design] ${g.selector('track')} > [data-state="current"]`)).first().getAttribute('aria-label');

describe('slideshow (stacked)', () => {
  it('the buttons, arrow keys and Home/End move the slide; keys typed in a text field do not', async () => {
    const { page } = await fixture.open('/gallery-stacked-fade', still);
    expect(await status(page, 'slideshow')).toBe('Slide 1 of 6');
    await page.click(inBlock('slideshow', g.selector('next')));
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 2 of 6');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 3 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 2 of 6');
    // Typing in the page's text field: the arrows are the field's.
    await page.fill('#name', 'Ada');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await status(page, 'slideshow')).toBe('Slide 2 of 6');
    // Home/End while focus is inside the gallery.
    await page.focus(inBlock('slideshow', g.selector('next')));
    await page.keyboard.press('End');
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 6 of 6');
    await page.keyboard.press('Home');
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 1 of 6');
    // Loop on: previous from the first is the last.
    await page.click(inBlock('slideshow', g.selector('previous')));
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 6 of 6');
    expect(await current(page, 'slideshow')).toBe('6 of 6');
    // Only the current slide is visible to assistive technology and reachable.
    expect(await page.locator(inBlock('slideshow', `${g.selector('slide')}[inert]`)).count()).toBe(5);
  });

  it('a click on the slide goes to the next; a click-through url navigates', async () => {
    const { page } = await fixture.open('/gallery-stacked-fade', still);
    await page.click(inBlock('slideshow', `${g.selector('slide')}[data-state="current"]`));
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 2 of 6');
    await page.click(inBlock('slideshow', `${g.selector('slide')}[data-state="current"]`));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#clicked');
  });

  it('arrow keys are ignored while the gallery is out of view', async () => {
    const { page, settle } = await fixture.open('/gallery-stacked-fade', still);
    await page.evaluate(() => {
      document.body.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }));
      window.scrollTo(0, document.body.scrollHeight);
    });
    await page.keyboard.press('ArrowRight');
    await settle();
    expect(await status(page, 'slideshow')).toBe('Slide 1 of 6');
  });
});

describe('strip', () => {
  it('a click on another slide makes it current (aria-current); with loop off previous is disabled at the start', async () => {
    const { page } = await fixture.open('/gallery-strip', still);
    expect(await page.locator(inBlock('strip', g.selector('previous'))).isDisabled()).toBe(true);
    await page.click(inBlock('strip', `${g.selector('slide')}[aria-label="2 of 12"]`));
    await expect.poll(() => page.locator(inBlock('strip', '[aria-current="true"]')).getAttribute('aria-label')).toBe('2 of 12');
    // Enter on the current slide acts as a click: next.
    await page.focus(inBlock('strip', `${g.selector('slide')}[aria-label="2 of 12"]`));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(inBlock('strip', '[aria-current="true"]')).getAttribute('aria-label')).toBe('3 of 12');
    await screenshot(page, 'gallery-strip');
  });
});

describe('carousel', () => {
  it('moves by groups of three, disables previous at the first group and next at the last, hides controls when all fit', async () => {
    const { page } = await fixture.open('/gallery-carousel', still);
    await expect.poll(() => status(page, 'carousel')).toBe('Slides 1 to 3 of 10');
    expect(await page.locator(inBlock('carousel', g.selector('previous'))).isDisabled()).toBe(true);
    for (const expected of ['Slides 4 to 6 of 10', 'Slides 7 to 9 of 10', 'Slides 10 to 10 of 10']) {
      await page.click(inBlock('carousel', g.selector('next')));
      await expect.poll(() => status(page, 'carousel')).toBe(expected);
    }
    expect(await page.locator(inBlock('carousel', g.selector('next'))).isDisabled()).toBe(true);
    expect(await page.locator(inBlock('carousel-fits', g.selector('next'))).count()).toBe(0);
    await screenshot(page, 'gallery-carousel');
  });

  it('two per row under 480 px', async () => {
    const { page } = await fixture.open('/gallery-carousel', { contextOptions: { reducedMotion: 'reduce', viewport: { width: 420, height: 800 } } });
    expect(await status(page, 'carousel')).toBe('Slides 1 to 2 of 10');
  });
});

describe('linked thumbnails', () => {
  it('a thumbnail moves the slideshow and the slideshow moves the strip', async () => {
    const { page } = await fixture.open('/gallery-thumbnails', still);
    await page.click(inBlock('linked', `${g.selector('thumbnail')}[aria-label="4 of 10"]`));
    await expect.poll(() => status(page, 'linked')).toBe('Slide 4 of 10');
    await page.click(inBlock('linked', `[data-design="stacked"] ${g.selector('next')}`));
    await expect.poll(() => page.locator(inBlock('linked', `${g.selector('thumbnail')}[aria-current="true"]`)).getAttribute('aria-label')).toBe('5 of 10');
    await screenshot(page, 'gallery-thumbnails');
  });
});

describe('autoplay (on the page clock)', () => {
  const rotation = inBlock('autoplay', g.selector('rotation'));
  // The slide shown (the clock is held, so a move's end is not waited for).
  const shown = (page: Page) => page.locator(inBlock('autoplay', g.selector('status'))).textContent();
  async function openAutoplay() {
    // The page's time is held from before it loads: autoplay's first wait starts at a known moment.
    const start = new Date('2026-11-23T10:00:00Z').getTime();
    return fixture.open('/gallery-autoplay', {
      heldClock: start,
      contextOptions: { viewport: { width: 1000, height: 800 } },
    });
  }

  it('advances every 3 s; hovering pauses and keeps the remaining time', async () => {
    const { page } = await openAutoplay();
    await page.mouse.move(990, 790);
    await page.clock.runFor(3_100);
    await expect.poll(() => shown(page)).toBe('Slide 2 of 5');
    await page.clock.runFor(1_000); // 1 s into the next 3 s
    await page.hover(inBlock('autoplay', g.selector('viewport')));
    await page.clock.runFor(10_000);
    expect(await shown(page)).toBe('Slide 2 of 5');
    await page.mouse.move(990, 790);
    await page.clock.runFor(1_500); // less than what was left (about 2 s)
    expect(await shown(page)).toBe('Slide 2 of 5');
    await page.clock.runFor(700);
    await expect.poll(() => shown(page)).toBe('Slide 3 of 5');
  });

  it('focus inside pauses; a hidden tab pauses; the rotation control stops and starts', async () => {
    const { page } = await openAutoplay();
    await page.mouse.move(990, 790);
    await page.focus(rotation);
    await page.clock.runFor(10_000);
    expect(await shown(page)).toBe('Slide 1 of 5');
    expect(await page.locator(rotation).getAttribute('aria-label')).toBe('Stop slide rotation');
    expect(await page.locator(inBlock('autoplay', g.selector('status'))).getAttribute('aria-live')).toBe('off');
    await page.click(rotation);
    expect(await page.locator(rotation).getAttribute('aria-label')).toBe('Start slide rotation');
    expect(await page.locator(inBlock('autoplay', g.selector('status'))).getAttribute('aria-live')).toBe('polite');
    await page.click(rotation);
    await page.mouse.move(990, 790);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const setVisibility = (state: string) =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(10_000);
    expect(await shown(page)).toBe('Slide 1 of 5');
    await setVisibility('visible');
    await page.clock.runFor(3_100);
    await expect.poll(() => shown(page)).toBe('Slide 2 of 5');
  });

  it('is off with nomotion=true in the address', async () => {
    const { page, settle } = await fixture.open('/gallery-autoplay?nomotion=true', { clock: true });
    await page.clock.runFor(20_000);
    await settle();
    expect(await shown(page)).toBe('Slide 1 of 5');
    expect(await page.locator(rotation).count()).toBe(0);
  });
});

describe('address tracking', () => {
  it('the address names the current slide, replaced without new history entries; the address selects the slide on load', async () => {
    const { page, goto } = await fixture.open('/gallery-address/', still);
    const entries = await page.evaluate(() => history.length);
    await page.click(inBlock('tracked', g.selector('next')));
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/gallery-address/photo-2');
    await page.click(inBlock('tracked', g.selector('next')));
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/gallery-address/photo-3');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await goto('/gallery-address/photo-4');
    expect(await status(page, 'tracked')).toBe('Slide 4 of 5');
    await goto('/gallery-address/?itemId=tracked-item-2');
    expect(await status(page, 'tracked')).toBe('Slide 2 of 5');
  });
});

describe('destroy and boot again', () => {
  it('destroy puts the server-rendered slides back, and a new boot enhances them again', async () => {
    const { page, errors } = await fixture.open('/gallery-stacked-fade', still);
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await page.locator('#slideshow [data-gallery-slides] > figure').count()).toBe(6);
    expect(await page.locator(inBlock('slideshow', g.selector('root'))).count()).toBe(0);
    await page.evaluate(() => window.visitorRuntime!.boot());
    await expect.poll(() => status(page, 'slideshow')).toBe('Slide 1 of 6');
    expect(errors().filter((e) => e.includes('gallery'))).toEqual([]);
  });
});

describe("adoption: the server's slides are the gallery's", () => {
  /** The block's markup as the server sent it: the page fetched again and parsed, no script run. */
  const served = (page: Page, id: string) =>
    page.evaluate(async (blockId) => {
      const html = await (await fetch(location.href)).text();
      return new DOMParser().parseFromString(html, 'text/html').getElementById(blockId)!.innerHTML;
    }, id);
  const live = (page: Page, id: string) => page.evaluate((blockId) => document.getElementById(blockId)!.innerHTML, id);

  for (const [path, id] of [['/gallery-thumbnails', 'linked'], ['/gallery-strip', 'strip'], ['/gallery-carousel', 'carousel'], ['/gallery-base', 'stacked']] as const) {
    it(`${path}: the slides on screen are the server's own elements, and destroy gives the markup back as it was served`, async () => {
      const { page } = await fixture.open(path, still);
      await page.locator(`#${id}[data-block-state="booted"]`).waitFor();
      // The server's slide container is the design's track and its elements the slides: a view drawing its slides
      // again would have put them elsewhere (and the container aside).
      const adopted = await page.evaluate(
        ([blockId, trackPart, slidePart]) => {
          const block = document.getElementById(blockId)!;
          const track = block.querySelector('[data-gallery-slides]')!;
          return track.matches(trackPart) && Array.from(track.children).every((slide) => slide.matches(slidePart));
        },
        [id, g.selector('track'), g.selector('slide')] as const,
      );
      expect(adopted).toBe(true);
      const next = page.locator(inBlock(id, `[data-design] > ${g.selector('controls')} ${g.selector('next')}`));
      if (await next.count()) await next.click();
      await expect.poll(() => page.locator(inBlock(id, `${g.selector('image')}[data-state="loaded"]`)).count()).toBeGreaterThan(0);
      await page.evaluate(() => window.visitorRuntime!.destroy());
      expect(await live(page, id)).toBe(await served(page, id));
    });
  }
});

describe("the server's slideshow, drawn in the booted gallery's box (demo.css)", () => {
  /** The block's top and height, and the bottom of the page's content below it. */
  const boxes = (page: Page, id: string) =>
    page.evaluate((blockId) => {
      const block = document.getElementById(blockId)!.getBoundingClientRect();
      return [block.top, block.height, document.querySelector('main')!.getBoundingClientRect().bottom];
    }, id);

  it('a slideshow with thumbnails boots in the box its server markup had: nothing below it moves', async () => {
    const { page, goto } = await fixture.newPage(still);
    const chunk = await holdChunk(page, '/assets/blocks/gallery.js');
    // not awaited: the page's load may wait for the held chunk
    const loading = goto('/gallery-thumbnails', { until: 'domcontentloaded', boot: false }).catch(() => {});
    await chunk.requested;
    // The host's first section asks for the chunk from the head: the body and the site's stylesheet may still be on
    // their way. The box is the one the visitor sees once the page is parsed, styled and its fonts settled.
    await page.waitForFunction(
      () =>
        document.readyState !== 'loading' &&
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null) &&
        document.fonts.status === 'loaded',
    );
    const before = await boxes(page, 'linked');
    expect(await page.getAttribute('#linked', 'data-block-state')).not.toBe('booted');
    // one slide shown, the first, at its own shape: not fifty in the page's flow
    expect(await page.locator('#linked figure:visible').count()).toBe(1);
    chunk.release();
    await loading;
    await page.locator('#linked[data-block-state="booted"]').waitFor();
    expect(await boxes(page, 'linked')).toEqual(before);
  });
});

describe('broken galleries', () => {
  it('each says why in the console and keeps its markup; the working one boots', async () => {
    const { page, errors, bootEveryBlock } = await fixture.open('/gallery-errors', still);
    // The galleries below the first viewport too: each has booted or been skipped.
    await bootEveryBlock();
    expect(await page.getAttribute('#working', 'data-block-state')).toBe('booted');
    const text = errors().join('\n');
    expect(text).toContain('Block "gallery" (#bad-transition): Could not render gallery.');
    expect(text).toContain('Gallery stacked transition "wobble" not found.');
    expect(text).toContain('Block "gallery" (#bad-ratio) is skipped: Error evaluating gallery block data.');
    expect(text).toContain('Block "gallery" (#no-container): Could not render gallery.');
    expect(text).toContain('Gallery container not found.');
    expect(text).toContain('Block "gallery" (#bad-json) is skipped: Error decoding gallery block data.');
    for (const id of ['bad-transition', 'bad-ratio', 'no-container', 'bad-json']) {
      expect(await page.locator(`#${id} img`).count()).toBeGreaterThan(0);
      expect(await page.getAttribute(`#${id}`, 'data-block-state')).toBe('failed');
    }
    // A slideshow that could not boot shows every slide in the page's flow, not the first alone.
    for (const id of ['bad-transition', 'bad-ratio']) expect(await page.locator(`#${id} figure:visible`).count()).toBe(2);
  });
});

describe('accessibility (axe-core)', () => {
  for (const path of ['/gallery-stacked-fade', '/gallery-strip', '/gallery-carousel', '/gallery-base', '/gallery-thumbnails', '/gallery-autoplay', '/gallery-stacked-swipe', '/gallery-swipe']) {
    it(`finds no violations on ${path}`, async () => {
      const { page } = await fixture.open(path, still);
      expect(await axeViolations(page)).toBe('');
    });
  }
});
