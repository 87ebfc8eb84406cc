import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// Published audio blocks (code 41, scripts/demo-site/published/audio.html) in Chromium: the platform's player was its
// script, so each block draws the browser's player from its placeholder's track and plays one at a time.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const BAKE = 'block-yui_3_17_2_1_1665969570284_4120';
const OVEN = 'block-28f042e0cb7791b1526a';
const audio = (page: Page, id: string) => page.locator(`[id="${id}"] .sqs-audio-embed > audio`);
const state = (page: Page, id: string) => page.locator(`[id="${id}"]`).getAttribute('data-state');
/** Plays a block as its native play control does (the element's own play(), after a gesture on the page). */
const play = (page: Page, id: string) => audio(page, id).evaluate((media: HTMLAudioElement) => media.play());

describe('published audio block (code 41)', () => {
  it('draws a labelled native player of its track in the reserved row, fetches nothing before play, and plays one at a time', async () => {
    const { page, errors, requestsTo, settle } = await fixture.open('/published/audio.html');
    for (const id of [BAKE, OVEN]) await page.locator(`[id="${id}"][data-block-state="booted"]`).waitFor();
    expect(await audio(page, BAKE).getAttribute('aria-label')).toBe('The morning bake – Demo Bakery, 16-10-22');
    expect(await audio(page, OVEN).getAttribute('aria-label')).toBe('The oven door');
    expect(await audio(page, BAKE).getAttribute('controls')).toBe('');
    // The player sits in the row the site's stylesheet reserves for it: the placeholder keeps its height.
    const rows = await page.locator('.sqs-audio-embed').evaluateAll((embeds) => embeds.map((embed) => embed.getBoundingClientRect().height));
    expect(rows).toEqual([54, 54]);
    await settle();
    expect(requestsTo('/media/')).toEqual([]);
    expect(await axeViolations(page)).toBe('');

    await page.mouse.click(1, 1);
    await play(page, BAKE);
    await expect.poll(() => state(page, BAKE)).toBe('playing');
    expect(requestsTo('/media/').map((request) => new URL(request.url()).pathname)).toContain('/media/morning-bake.wav');
    await play(page, OVEN);
    await expect.poll(() => state(page, BAKE)).toBe('paused');
    expect(await audio(page, BAKE).evaluate((media: HTMLAudioElement) => media.paused)).toBe(true);
    expect(await state(page, OVEN)).toBe('playing');
    expect(errors()).toEqual([]);
  });
});
