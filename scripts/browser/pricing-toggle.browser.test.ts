import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAsSent } from './as-sent';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';

// The member-access pricing toggle (scripts/demo-site/pricing-toggle.html) in Chromium: two price options, the
// selected one pressed, and the price and join-button groups swap (visitor-runtime §4).

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** The options with aria-pressed, and the price and join button a visitor sees. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const block = document.querySelector('#bread-club')!;
    const visible = (selector: string) => Array.from(block.querySelectorAll<HTMLElement>(selector)).filter((el) => el.checkVisibility()).map((el) => el.textContent!.trim());
    const options = Array.from(block.querySelectorAll('[data-pricing-option]'), (b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`);
    return { options, price: visible('[data-pricing-price]'), join: visible('[data-pricing-join]') };
  });

describe('member-access pricing toggle', () => {
  it('shows the first option pressed; pressing the other swaps the price and the join button, and back', async () => {
    const { page, errors, bootEveryBlock } = await fixture.open('/pricing-toggle');
    await bootEveryBlock();
    expect(await shown(page)).toEqual({ options: ['Monthly:true', 'Yearly:false'], price: ['€14 a month'], join: ['Join monthly'] });
    await page.getByRole('button', { name: 'Yearly' }).click();
    expect(await shown(page)).toEqual({ options: ['Monthly:false', 'Yearly:true'], price: ['€140 a year, two months free'], join: ['Join yearly'] });
    expect(await page.getByRole('link', { name: 'Join yearly' }).getAttribute('href')).toBe('/join?plan=yearly');
    // pressing the pressed option changes nothing
    await page.getByRole('button', { name: 'Yearly' }).click();
    expect((await shown(page)).price).toEqual(['€140 a year, two months free']);
    // by keyboard: Tab to Monthly, Space
    await page.getByRole('button', { name: 'Monthly' }).focus();
    await page.keyboard.press('Space');
    expect(await shown(page)).toEqual({ options: ['Monthly:true', 'Yearly:false'], price: ['€14 a month'], join: ['Join monthly'] });
    await page.getByRole('button', { name: 'Yearly' }).focus();
    await page.keyboard.press('Enter');
    expect((await shown(page)).join).toEqual(['Join yearly']);
    await screenshot(page, 'pricing-toggle-yearly');
    expect(errors()).toEqual([]);
  });

  it("a press while the block's chunk downloads is not lost: it selects once the block has booted", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const visited = await fixture.newPage({ beforeGoto: (p) => p.route('**/assets/blocks/pricing-toggle.js', async (route) => (await held, route.continue())) });
    const { page } = visited;
    await visited.goto('/pricing-toggle', { boot: false });
    await page.locator('#bread-club[data-block-state="loading"]').waitFor();
    await page.getByRole('button', { name: 'Yearly' }).click();
    release();
    await page.locator('#bread-club[data-block-state="booted"]').waitFor();
    await expect.poll(() => shown(page)).toEqual({ options: ['Monthly:false', 'Yearly:true'], price: ['€140 a year, two months free'], join: ['Join yearly'] });
  });

  it('has no axe-core violations, and destroy gives the server its markup back', async () => {
    const { page, asSent, markup } = await openAsSent(fixture, '/pricing-toggle', '#bread-club');
    await page.getByRole('button', { name: 'Yearly' }).click();
    expect(await axeViolations(page)).toBe('');
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await markup()).toBe(asSent);
  });
});
