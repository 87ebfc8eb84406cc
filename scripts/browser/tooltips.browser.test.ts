import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture } from './fixture';

// Tooltips and animated widgets in Chromium on scripts/demo-site/tooltips.html (display-widgets §9, visitor-runtime
// §4 "Other", §6). Time is the page's fake clock (page.clock): paused, then moved on by exactly the ms a test names.

const VIEWPORT = { width: 1280, height: 800 };
const TOOLTIP = '[role="tooltip"]';

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** Opens the demo page with a fake clock, boots it, waits for the chrome's tooltip actor, then pauses time. */
async function open(options: { reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const opened = await fixture.open('/tooltips', {
    clock: true,
    contextOptions: { viewport: VIEWPORT, reducedMotion: options.reducedMotion ?? 'no-preference' },
  });
  const { page } = opened;
  await expect.poll(() => page.evaluate(() => window.visitorRuntime!.actors.has('tooltip'))).toBe(true);
  await pauseClockSoon(page);
  return opened;
}

const tooltipState = (page: Page) => page.evaluate(() => window.visitorRuntime!.actors.get('tooltip')!.getSnapshot().value);
const shownTexts = (page: Page) => page.locator(TOOLTIP).allTextContents();
const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

/** Hovers a trigger and waits until the chart is waiting for the delay and the view chunk is on the page. */
async function hover(page: Page, selector: string) {
  await page.hover(selector);
  await expect.poll(() => tooltipState(page)).toBe('opening');
  await expect.poll(() => page.locator('[data-runtime-host="tooltip"]').count()).toBe(1);
}

describe('tooltips in Chromium', () => {
  it('shows nothing after a 1.1 s hover and the tooltip at 1.2 s, 15 px below its trigger; leaving hides it after 0.3 s', async () => {
    const { page, errors, assets } = await open();
    expect(assets).not.toContain('chrome/tooltip.js');
    await hover(page, '#sourdough');
    expect(assets).toContain('chrome/tooltip.js');
    await page.clock.runFor(1100);
    expect(await tooltipState(page)).toBe('opening');
    expect(await shownTexts(page)).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(() => shownTexts(page)).toEqual(['Sourdough: a three-day ferment with our own starter, baked dark.']);
    const [trigger, tooltip] = [await box(page, '#sourdough'), await box(page, TOOLTIP)];
    expect(tooltip.width).toBe(250);
    expect(tooltip.y).toBeCloseTo(trigger.y + trigger.height + 15, 0);
    expect(await page.getAttribute('#sourdough', 'aria-describedby')).toBe(await page.getAttribute(TOOLTIP, 'id'));
    await page.screenshot({ path: '/tmp/tooltip-hover.png' });

    await page.mouse.move(600, 700);
    await expect.poll(() => tooltipState(page)).toBe('closing');
    await page.clock.runFor(299);
    // the chart moves as its timer fires, the DOM a render later: read both
    expect(await tooltipState(page)).toBe('closing');
    expect(await shownTexts(page)).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator(TOOLTIP).count()).toBe(0);
    expect(await page.getAttribute('#sourdough', 'aria-describedby')).toBeNull();
    expect(errors()).toEqual([]);
  });

  it('stays while the pointer moves from the trigger across the gap onto it (WCAG 1.4.13 hoverable), goes 0.3 s after the pointer leaves it', async () => {
    const { page, errors } = await open();
    await hover(page, '#rye');
    await page.clock.runFor(1200);
    await expect.poll(() => page.locator(TOOLTIP).count()).toBe(1);
    const [trigger, tooltip] = [await box(page, '#rye'), await box(page, TOOLTIP)];
    // Straight down from the trigger's centre, through the 15 px gap, to the middle of the tooltip.
    const x = trigger.x + trigger.width / 2;
    await page.mouse.move(x, trigger.y + trigger.height - 2);
    await page.mouse.move(x, trigger.y + trigger.height + 7);
    expect(await tooltipState(page)).toBe('closing');
    await page.mouse.move(x, tooltip.y + tooltip.height / 2, { steps: 3 });
    await expect.poll(() => tooltipState(page)).toBe('open');
    await page.clock.runFor(5000);
    expect(await tooltipState(page)).toBe('open');
    expect(await shownTexts(page)).toEqual(['Rye: 80% whole rye with caraway. Baked on Tuesdays and Fridays.']);
    await page.screenshot({ path: '/tmp/tooltip2-hoverable.png' });
    // Its text can be selected like any text: the tooltip takes the pointer.
    expect(await page.$eval(TOOLTIP, (el) => getComputedStyle(el).pointerEvents)).toBe('auto');

    await page.mouse.move(tooltip.x + tooltip.width + 40, tooltip.y + tooltip.height + 40);
    await expect.poll(() => tooltipState(page)).toBe('closing');
    await page.clock.runFor(299);
    expect(await tooltipState(page)).toBe('closing');
    expect(await page.locator(TOOLTIP).count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => page.locator(TOOLTIP).count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('gives a trigger added after the chrome started its tabindex, and shows its tooltip on Tab and on hover', async () => {
    const { page, errors } = await open();
    await page.click('#add-term');
    // Prepared as soon as it is on the page, before anybody tabs to it.
    await expect.poll(() => page.getAttribute('#poolish', 'tabindex')).toBe('0');
    await page.locator('#levain').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('poolish');
    const text = 'Poolish: a wet pre-ferment of flour, water and a little yeast, left overnight.';
    await expect.poll(() => shownTexts(page)).toEqual([text]);
    expect(await page.getAttribute('#poolish', 'aria-describedby')).toBe(await page.getAttribute(TOOLTIP, 'id'));
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => shownTexts(page)).toEqual(['Levain: the part of the starter that raises the dough.']);
    await page.locator('#levain').blur();
    await expect.poll(() => page.locator(TOOLTIP).count()).toBe(0);
    await hover(page, '#poolish');
    await page.clock.runFor(1200);
    await expect.poll(() => shownTexts(page)).toEqual([text]);
    expect(errors()).toEqual([]);
  });

  it('keeps one tooltip at a time: hovering a second trigger replaces the first', async () => {
    const { page } = await open();
    await page.locator('#sourdough').focus();
    await expect.poll(() => shownTexts(page)).toEqual(['Sourdough: a three-day ferment with our own starter, baked dark.']);
    await hover(page, '#rye');
    expect(await page.locator(TOOLTIP).count()).toBe(0);
    await page.clock.runFor(1200);
    await expect.poll(() => shownTexts(page)).toEqual(['Rye: 80% whole rye with caraway. Baked on Tuesdays and Fridays.']);
    expect(await page.getAttribute('#sourdough', 'aria-describedby')).toBeNull();
  });

  it('shows the tooltip at once on focus; Escape hides it and focus stays on the trigger', async () => {
    const { page } = await open();
    // The levain term is a <span>: the feature makes it reachable with Tab.
    expect(await page.getAttribute('#levain', 'tabindex')).toBe('0');
    await page.locator('#spelt').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => shownTexts(page)).toEqual(['Levain: the part of the starter that raises the dough.']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(TOOLTIP).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('levain');
  });

  it('keeps a tooltip at the right edge 20 px inside the viewport; axe-core finds no violations with it open', async () => {
    const { page } = await open();
    await page.locator('#edge').focus();
    await expect.poll(() => page.locator(TOOLTIP).count()).toBe(1);
    const tooltip = await box(page, TOOLTIP);
    expect(tooltip.x + tooltip.width).toBeCloseTo(VIEWPORT.width - 20, 0);
    expect(tooltip.y).toBeGreaterThanOrEqual(20);
    await page.screenshot({ path: '/tmp/tooltip-edge.png' });
    await page.clock.resume();
    expect(await axeViolations(page)).toBe('');
    expect(await page.locator(TOOLTIP).count()).toBe(1);
  });
});

describe('animated widgets in Chromium', () => {
  const cards = ['#fade-card', '#scale-card', '#expand-card'];
  const state = (page: Page, selector: string) => page.getAttribute(selector, 'data-animation-state');
  const opacity = (page: Page, selector: string) => page.$eval(selector, (el) => Number(getComputedStyle(el).opacity));

  it('with reduced motion, shows every animated element at once, with no animation style', async () => {
    const { page, errors } = await open({ reducedMotion: 'reduce' });
    for (const card of cards) {
      await expect.poll(() => state(page, card)).toBe('shown');
      expect(await page.getAttribute(card, 'style')).toBeNull();
      expect(await opacity(page, card)).toBe(1);
    }
    expect(errors()).toEqual([]);
  });

  it('hides an element until it scrolls into view, then fades it in over 0.3 s', async () => {
    const { page, errors } = await open();
    await expect.poll(() => state(page, '#fade-card')).toBe('waiting');
    expect(await opacity(page, '#fade-card')).toBe(0);
    expect(await page.$eval('#scale-card', (el) => (el as HTMLElement).style.transform)).toBe('scale(0.94)');
    await page.locator('#fade-card').scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, '#fade-card')).toBe('animating');
    await page.clock.runFor(150);
    const midway = await opacity(page, '#fade-card');
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1);
    await page.clock.runFor(200);
    await expect.poll(() => state(page, '#fade-card')).toBe('shown');
    expect(await opacity(page, '#fade-card')).toBe(1);
    await page.clock.runFor(1000);
    await page.screenshot({ path: '/tmp/tooltip-animations.png' });
    expect(errors()).toEqual([]);
  });
});
