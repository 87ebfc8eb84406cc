import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { columnCount } from '../../machines/gallery/layouts';
import { lightboxAnatomy } from '../../machines/lightbox/anatomy';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';

// The grid-like designs in Chromium (display-widgets §2, §9): layout figures measured from the DOM — column counts,
// shortest-column placement, row widths within 1 px — keyboard focus, the lightbox request, and axe-core.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const lightboxRoot = lightboxAnatomy.selector('root');
const desktop = { contextOptions: { viewport: { width: 1000, height: 900 } } };
const still = { contextOptions: { ...desktop.contextOptions, reducedMotion: 'reduce' as const } };

interface ItemBox {
  left: number;
  top: number;
  width: number;
  height: number;
  ratio: number;
}
/** Every item's box relative to the list, and the image's own ratio from its dimensions. */
const boxes = (page: Page, id: string) =>
  page.$$eval(`#${id} ${g.selector('track')} > ${g.selector('slide')}`, (items) => {
    const list = items[0]!.parentElement!.getBoundingClientRect();
    return items.map((item) => {
      const r = item.getBoundingClientRect();
      const [w, h] = (item.querySelector('[data-image-dimensions]')?.getAttribute('data-image-dimensions') ?? '16x9').split('x').map(Number);
      return { left: r.left - list.left, top: r.top - list.top, width: r.width, height: r.height, ratio: w! / h! };
    });
  });
/** Opens a design's page and waits for the gallery's view (rendered as a transition, after the block has booted). */
async function openDesign(path: string, id: string, options: typeof desktop) {
  const visited = await fixture.open(path, options);
  await expect.poll(() => visited.page.locator(`#${id} ${g.selector('track')} > ${g.selector('slide')}`).count()).toBe(50);
  return visited;
}
const listWidth = (page: Page, id: string) => page.$eval(`#${id} ${g.selector('track')}`, (el) => (el as HTMLElement).clientWidth);
/** Each request opens the lightbox (scripts/browser/lightbox.browser.test.ts): Escape closes it, focus is back. */
async function closeLightbox(page: Page) {
  await page.locator(lightboxRoot).waitFor();
  await page.keyboard.press('Escape');
  await page.locator(lightboxRoot).waitFor({ state: 'detached' });
}
const distinctLefts = (items: ItemBox[]) => new Set(items.map((b) => Math.round(b.left))).size;

describe('grid', () => {
  it('four per row that fade in after delays under 500 ms; arrow keys move focus, Enter and a click ask for the lightbox', async () => {
    const { page, errors } = await openDesign('/gallery-grid', 'grid', desktop);
    const items = await boxes(page, 'grid');
    expect(items).toHaveLength(50);
    expect(distinctLefts(items)).toBe(4);
    const delays = await page.$$eval(`#grid ${g.selector('slide')}`, (els) => els.map((el) => Number.parseFloat(getComputedStyle(el).animationDelay) * 1000));
    delays.forEach((d) => expect(d).toBeGreaterThanOrEqual(0));
    delays.forEach((d) => expect(d).toBeLessThan(500));
    expect(new Set(delays).size).toBeGreaterThan(1);
    await page.evaluate(`window.opened = []; document.addEventListener('visitor-runtime:gallery-open', (e) => window.opened.push(e.detail.index))`);
    // One tab stop: Tab reaches the first item; the arrows move on from there.
    await page.focus(`#grid ${g.selector('slide')}[data-index="0"] button`);
    const focused = () => page.evaluate(() => [document.activeElement?.closest('[data-index]')?.getAttribute('data-index'), document.activeElement?.tagName]);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual(['1', 'BUTTON']);
    await page.keyboard.press('Enter');
    await closeLightbox(page);
    // Item 3 is a video: it plays where it is, its own controls take focus (and their keys).
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toEqual(['2', 'VIDEO']);
    await page.focus(`#grid ${g.selector('slide')}[data-index="1"] button`);
    await page.keyboard.press('End');
    expect(await focused()).toEqual(['49', 'BUTTON']);
    await page.keyboard.press(' ');
    await closeLightbox(page);
    await page.click(`#grid ${g.selector('slide')}[data-index="5"] button`);
    expect(await page.evaluate('window.opened')).toEqual([1, 49, 5]);
    expect(await page.locator(`#grid ${g.selector('slide')} button[tabindex="0"]`).count()).toBe(1);
    expect(errors()).toEqual([]);
  });

  it('under reduced motion nothing fades', async () => {
    const { page } = await openDesign('/gallery-grid', 'grid', still);
    const animations = await page.$$eval(`#grid ${g.selector('slide')}`, (els) => els.map((el) => getComputedStyle(el).animationName));
    expect(new Set(animations)).toEqual(new Set(['none']));
  });
});

describe('autogrid', () => {
  it('as many 250 px columns as fit, rounded down, equal widths; a resize changes the count after the debounce', async () => {
    const { page } = await openDesign('/gallery-autogrid', 'autogrid', desktop);
    const expectColumns = async () => {
      const width = await listWidth(page, 'autogrid');
      const items = await boxes(page, 'autogrid');
      expect(distinctLefts(items)).toBe(columnCount(width, 250, 8));
      expect(Math.max(...items.map((b) => b.width)) - Math.min(...items.map((b) => b.width))).toBeLessThan(1);
      return columnCount(width, 250, 8);
    };
    const wide = await expectColumns();
    await page.setViewportSize({ width: 480, height: 900 });
    await expect.poll(async () => distinctLefts(await boxes(page, 'autogrid'))).toBeLessThan(wide);
    await expectColumns();
  });
});

describe('autocolumns', () => {
  it('each item goes into the column that was shortest when it came (leftmost of equals), at its own ratio', async () => {
    const { page } = await openDesign('/gallery-autocolumns', 'autocolumns', desktop);
    await screenshot(page, 'gallery-autocolumns');
    const width = await listWidth(page, 'autocolumns');
    const items = await boxes(page, 'autocolumns');
    const columns = columnCount(width, 250, 8);
    const lefts = [...new Set(items.map((b) => Math.round(b.left)))].sort((a, b) => a - b);
    expect(lefts).toHaveLength(columns);
    const bottoms = new Array<number>(columns).fill(0);
    for (const box of items) {
      const column = lefts.indexOf(Math.round(box.left));
      const shortest = Math.min(...bottoms);
      expect(column).toBe(bottoms.findIndex((b) => Math.abs(b - shortest) < 1));
      expect(Math.abs(box.width / box.height - box.ratio)).toBeLessThan(0.02);
      bottoms[column] = box.top + box.height;
    }
  });
});

describe('autorows', () => {
  it('every row but the last spans the width within 1 px, each item keeping its ratio; the last row is not stretched', async () => {
    const { page } = await openDesign('/gallery-autorows', 'autorows', desktop);
    await screenshot(page, 'gallery-autorows');
    const width = await listWidth(page, 'autorows');
    const items = await boxes(page, 'autorows');
    const rows = new Map<number, ItemBox[]>();
    for (const box of items) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
    expect(ordered.length).toBeGreaterThan(2);
    ordered.forEach((row, r) => {
      const right = Math.max(...row.map((b) => b.left + b.width));
      row.forEach((b) => expect(Math.abs(b.width / b.height - b.ratio)).toBeLessThan(0.02));
      const spans = Math.abs(right - width) <= 1;
      if (r < ordered.length - 1) expect(spans).toBe(true);
      // The last row spans the width only if it filled it at 250 px; otherwise it keeps 250 px and ends short.
      else if (!spans) expect(row[0]!.height).toBeCloseTo(250, 0);
    });
    // The lightbox is on by default for autorows.
    expect(await page.locator(`#autorows ${g.selector('slide')} button`).count()).toBe(48);
  });
});

describe('list', () => {
  it('each image takes 40 percent of its item, its meta beside it', async () => {
    const { page } = await openDesign('/gallery-list', 'list', desktop);
    const shares = await page.$$eval(
      `#list ${g.selector('slide')}[data-type="image"]`,
      (items, metaPart) =>
        items.map((item) => {
          const image = item.querySelector('img')!.getBoundingClientRect();
          const meta = item.querySelector(metaPart)!.getBoundingClientRect();
          return { share: image.width / item.getBoundingClientRect().width, beside: meta.left >= image.right };
        }),
      g.selector('meta'),
    );
    expect(shares).toHaveLength(48);
    shares.forEach(({ share, beside }) => {
      expect(share).toBeCloseTo(0.4, 2);
      expect(beside).toBe(true);
    });
  });
});

describe('accessibility (axe-core)', () => {
  for (const path of ['/gallery-grid', '/gallery-autogrid', '/gallery-autocolumns', '/gallery-autorows', '/gallery-list']) {
    it(`finds no violations on ${path}`, async () => {
      const { page } = await openDesign(path, path.slice('/gallery-'.length), still);
      expect(await axeViolations(page)).toBe('');
    });
  }
});
