import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';
import { holdChunk } from './hold-chunk';

// A published menu block (code 18, scripts/demo-site/published/menu.html) in Chromium: the tabs chart on the
// server's labels and menus (visitor-runtime §4 "Menu block"; WAI-ARIA tabs with manual activation).

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const BLOCK = '#block-menu-larch';

/** The labels with their aria-selected, and the heading of the one menu shown. */
const shown = (page: Page) =>
  page.evaluate((block) => {
    const root = document.querySelector(block)!;
    const tabs = Array.from(root.querySelectorAll('[role="tab"]'), (tab) => `${tab.textContent!.trim()}:${tab.getAttribute('aria-selected')}`);
    const panels = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((panel) => panel.checkVisibility());
    return { tabs, menu: panels.map((panel) => panel.querySelector('.menu-section-title')!.textContent!.trim()) };
  }, BLOCK);
const focusedTab = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent!.trim() : null));

describe('published menu block (code 18)', () => {
  it('shows the first menu at first; a click on a label shows its menu and only that one', async () => {
    const { page, errors, bootEveryBlock } = await fixture.open('/published/menu.html');
    await bootEveryBlock();
    expect(await shown(page)).toEqual({ tabs: ['Breakfast:true', 'Lunch:false', 'Drinks:false'], menu: ['From the oven'] });
    await page.getByRole('tab', { name: 'Drinks' }).click();
    expect(await shown(page)).toEqual({ tabs: ['Breakfast:false', 'Lunch:false', 'Drinks:true'], menu: ['Coffee and tea'] });
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await page.getByRole('tab', { name: 'Drinks' }).getAttribute('id'));
    await screenshot(page, 'published-menu-drinks');
    expect(errors()).toEqual([]);
  });

  it("a click on a label before the menu's code has arrived is not lost: that menu shows once it has mounted", async () => {
    const { page, goto, errors } = await fixture.newPage();
    const chunk = await holdChunk(page, '/assets/blocks/menu.js');
    await goto('/published/menu.html', { boot: false });
    await chunk.requested;
    expect(await page.getAttribute(BLOCK, 'data-block-state')).toBe('loading');
    await page.locator(BLOCK).getByText('Drinks', { exact: true }).click();
    chunk.release();
    await page.locator(`${BLOCK}[data-block-state="booted"]`).waitFor();
    await expect.poll(() => shown(page)).toEqual({ tabs: ['Breakfast:false', 'Lunch:false', 'Drinks:true'], menu: ['Coffee and tea'] });
    expect(errors()).toEqual([]);
  });

  it('Tab reaches the selected label; the arrows move with wraparound and Home/End, without switching; Enter or Space switches', async () => {
    const { page, bootEveryBlock } = await fixture.open('/published/menu.html');
    await bootEveryBlock();
    await page.locator('h1').click();
    await page.keyboard.press('Tab');
    expect(await focusedTab(page)).toBe('Breakfast');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedTab(page)).toBe('Drinks');
    await page.keyboard.press('ArrowRight');
    expect(await focusedTab(page)).toBe('Breakfast');
    await page.keyboard.press('End');
    expect(await focusedTab(page)).toBe('Drinks');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await focusedTab(page)).toBe('Lunch');
    // moving focus does not switch the menu
    expect((await shown(page)).menu).toEqual(['From the oven']);
    await page.keyboard.press('Enter');
    expect(await shown(page)).toEqual({ tabs: ['Breakfast:false', 'Lunch:true', 'Drinks:false'], menu: ['Sandwiches'] });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect((await shown(page)).menu).toEqual(['Coffee and tea']);
    // Space on a label does not scroll the page
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // one tab stop: Tab leaves the row for the shown menu
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });

  it('has no axe-core violations, and destroy gives the server its markup back', async () => {
    // The runtime is held until the block has been read as the server sent it (parsed: only the held module script
    // keeps DOMContentLoaded back).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, bootEveryBlock } = await fixture.newPage({ beforeGoto: (p) => p.route('**/assets/runtime.js', async (route) => (await released, route.continue())) });
    await page.goto(`${fixture.server.url}/published/menu.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'interactive');
    const before = await page.locator(BLOCK).evaluate((block) => block.outerHTML);
    release();
    await page.waitForFunction(() => window.visitorRuntime !== undefined);
    await page.evaluate(() => window.visitorRuntime!.boot());
    await bootEveryBlock();
    expect(await axeViolations(page)).toBe('');
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await page.locator(BLOCK).evaluate((block) => block.outerHTML)).toBe(before);
  });
});
