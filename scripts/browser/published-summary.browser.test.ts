import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAsSent } from './as-sent';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';
import { holdChunk } from './hold-chunk';

// Published summary v2 blocks (code 55, scripts/demo-site/published/summary-v2.html) in Chromium: the carousel's
// server items moved a group at a time by the gallery's chart, through its pager and the keyboard; the list and the
// grid stay as drawn.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const CAROUSEL = '#block-summary-events-carousel-0001';
const LIST = '#block-summary-journal-list-0000002';
const GRID = '#block-summary-shop-autogrid-00003';
const PATH = '/published/summary-v2.html';

/** The items a visitor can reach (not inert), the pager's aria-disabled, and the status line. */
const shown = (page: Page) =>
  page.evaluate((selector) => {
    const block = document.querySelector(selector)!;
    const items = Array.from(block.querySelectorAll<HTMLElement>('.summary-item'));
    return {
      reachable: items.filter((item) => !item.inert).map((item) => item.querySelector('.summary-title-link')!.textContent),
      disabled: ['.summary-carousel-pager-prev', '.summary-carousel-pager-next'].map((s) => block.querySelector(s)!.getAttribute('aria-disabled')),
      status: block.querySelector('[role="status"]')?.textContent ?? null,
    };
  }, CAROUSEL);

/** Whether the item `title` sits at the left edge of the carousel's container (the track moved to it). */
const atLeftEdge = (page: Page, title: string) =>
  page.evaluate(
    ([selector, wanted]) => {
      const block = document.querySelector(selector!)!;
      const item = Array.from(block.querySelectorAll('.summary-item')).find((i) => i.querySelector('.summary-title-link')!.textContent === wanted)!;
      const container = block.querySelector('.summary-item-list-container')!;
      return Math.abs(item.getBoundingClientRect().left - container.getBoundingClientRect().left) < 1;
    },
    [CAROUSEL, title],
  );

const FIRST_ROW = ['Sourdough class', 'Pizza night', 'Cardamom bun workshop'];
const SECOND_ROW = ['Bread and cheese tasting', "Children's baking morning"];

describe('published summary v2 blocks (code 55)', () => {
  it("moves the carousel's own items a group at a time with its pager, and the list and grid stay as drawn", async () => {
    const { page, errors, bootEveryBlock } = await fixture.open(PATH, { contextOptions: { viewport: { width: 1024, height: 800 } } });
    // the server's nodes, marked before the block boots: the carousel must move these, not copies
    const before = await page.evaluate(([list, grid]) => {
      document.querySelectorAll('.summary-item').forEach((item, i) => ((item as HTMLElement & { serverIndex?: number }).serverIndex = i));
      return [document.querySelector(list!)!.innerHTML, document.querySelector(grid!)!.innerHTML];
    }, [LIST, GRID]);
    await bootEveryBlock();
    expect(await shown(page)).toEqual({ reachable: FIRST_ROW, disabled: ['true', null], status: 'Slides 1 to 3 of 5' });
    expect(await page.locator(CAROUSEL).getByRole('region').getAttribute('aria-roledescription')).toBe('carousel');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await shown(page)).toEqual({ reachable: SECOND_ROW, disabled: [null, 'true'], status: 'Slides 4 to 5 of 5' });
    await expect.poll(() => atLeftEdge(page, 'Bread and cheese tasting')).toBe(true);
    await screenshot(page, 'published-summary-carousel-second-row');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect((await shown(page)).reachable).toEqual(FIRST_ROW);
    await expect.poll(() => atLeftEdge(page, 'Sourdough class')).toBe(true);
    // the same eleven server items, none drawn again
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('.summary-item'), (i) => (i as HTMLElement & { serverIndex?: number }).serverIndex))).toEqual([...Array(11).keys()]);
    // list and grid: booted, nothing changed
    for (const selector of [LIST, GRID]) expect(await page.getAttribute(selector, 'data-block-state')).toBe('booted');
    expect(await page.evaluate(([list, grid]) => [document.querySelector(list!)!.innerHTML, document.querySelector(grid!)!.innerHTML], [LIST, GRID])).toEqual(
      before,
    );
    expect(errors()).toEqual([]);
  });

  it('moves by keyboard: Enter and Space on the pager, the arrow keys while in view', async () => {
    const { page, bootEveryBlock } = await fixture.open(PATH, { contextOptions: { viewport: { width: 1024, height: 800 } } });
    await bootEveryBlock();
    // the chart refuses a change while a group moves (as the gallery's): each press waits until it is idle
    const idle = () => page.evaluate((id) => window.visitorRuntime!.actors.get(id)!.getSnapshot().matches({ slides: 'idle' }), CAROUSEL.slice(1));
    const press = async (key: string) => {
      await expect.poll(idle).toBe(true);
      await page.keyboard.press(key);
    };
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await press('Enter');
    expect((await shown(page)).reachable).toEqual(SECOND_ROW);
    await page.getByRole('button', { name: 'Previous slide' }).focus();
    await press('Space');
    expect((await shown(page)).reachable).toEqual(FIRST_ROW);
    await press('ArrowRight');
    expect((await shown(page)).reachable).toEqual(SECOND_ROW);
    await press('ArrowLeft');
    expect((await shown(page)).reachable).toEqual(FIRST_ROW);
    // Space on the control does not scroll the page
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("a press on the pager before the block's code has arrived is not lost", async () => {
    const { page, goto, errors } = await fixture.newPage({ contextOptions: { viewport: { width: 1024, height: 800 } } });
    const chunk = await holdChunk(page, '/assets/blocks/summary-v2.js');
    await goto(PATH, { boot: false });
    await chunk.requested;
    expect(await page.getAttribute(CAROUSEL, 'data-block-state')).toBe('loading');
    await page.locator(`${CAROUSEL} .summary-carousel-pager-next`).click();
    chunk.release();
    await page.locator(`${CAROUSEL}[data-block-state="booted"]`).waitFor();
    await expect.poll(() => shown(page)).toEqual({ reachable: SECOND_ROW, disabled: [null, 'true'], status: 'Slides 4 to 5 of 5' });
    expect(errors()).toEqual([]);
  });

  it('has no axe-core violations, and destroy gives the server its markup back', async () => {
    const { page, asSent, markup } = await openAsSent(fixture, PATH, CAROUSEL);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await axeViolations(page)).toBe('');
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await markup()).toBe(asSent);
  });
});
