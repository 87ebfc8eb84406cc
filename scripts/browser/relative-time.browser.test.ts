import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, pauseClockSoon, screenshot, type BrowserFixture } from './fixture';

// Relative time in Chromium on scripts/demo-site/text.html (display-widgets §4 "Relative time", §9; visitor-runtime
// §5): date nodes refresh every 5 s from 'just now' to 'about N seconds ago' to a date; a node with a non-numeric
// data-date keeps its text and a warning is logged. Time is the page's fake clock (page.clock): paused once the
// labels show, then moved on one second at a time.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const SKIPPED_WARNING = '[visitor-runtime] Date node skipped: data-date "last week" is not a number of milliseconds since 1970.';

/** Opens a demo page with Playwright's clock installed (time flows until a test pauses it) and boots it. */
const open = (name: string) => fixture.open(`/${name}`, { clock: true, contextOptions: { viewport: { width: 1100, height: 900 } } });

const label = (page: Page, id: string) => page.evaluate((nodeId) => document.getElementById(nodeId)!.textContent, id);
/** What the page formats a node's date as: the locale's medium date with a short time (docs/site-chrome.md). */
const formattedDate = (page: Page, id: string) =>
  page.evaluate((nodeId) => {
    const node = document.getElementById(nodeId)!;
    return new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(Number(node.dataset.date)));
  }, id);

describe('relative time in Chromium', () => {
  it("refreshes every 5 s: 'just now' becomes 'about N seconds ago' and then a date; the broken node keeps its text with a warning", async () => {
    const { page, errors, assets, consoleMessages } = await open('text');
    await expect.poll(() => label(page, 'date-now')).toBe('just now');
    await pauseClockSoon(page, 500);
    expect(assets).toContain('chrome/relative-time.js');

    // The <time> element carries the instant; the day-old post shows its date from the start.
    const time = page.locator('#date-now time');
    expect(await time.getAttribute('datetime')).toBe(await page.evaluate(() => new Date(Number(document.getElementById('date-now')!.dataset.date)).toISOString()));
    expect(await label(page, 'date-1d')).toBe(await formattedDate(page, 'date-1d'));
    expect(await label(page, 'date-30s')).toMatch(/^about (30|31|32) seconds ago$/);
    await page.screenshot({ path: '/tmp/text-relative-time-start.png', fullPage: true });

    // The broken node: skipped with the warning, its own text untouched, no <time> in it.
    const warnings = consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text());
    expect(warnings.filter((text) => text.startsWith(SKIPPED_WARNING)), warnings.join('\n')).toHaveLength(1);
    expect(await label(page, 'date-broken')).toBe('last week');
    expect(await page.locator('#date-broken time').count()).toBe(0);

    // Move time on one second at a time for 65 s and record each label.
    const seen: Array<{ now: string | null; thirty: string | null }> = [];
    for (let second = 1; second <= 65; second += 1) {
      await page.clock.runFor(1000);
      seen.push({ now: await label(page, 'date-now'), thirty: await label(page, 'date-30s') });
    }
    const changes = seen.map((s, i) => (i > 0 && s.now !== seen[i - 1]!.now ? i : -1)).filter((i) => i >= 0);
    // The label changes exactly every 5 s (one interval for the page), never in between.
    changes.slice(1).forEach((at, i) => expect(at - changes[i]!).toBe(5));
    const sequence = [seen[0]!.now, ...changes.map((i) => seen[i]!.now)];
    const numbers = sequence.filter((text) => text?.startsWith('about')).map((text) => Number(/^about (\d+) seconds ago$/.exec(text!)![1]));
    // just now → about N seconds ago (N growing by 5, all under 60) → the formatted date
    expect(sequence.slice(1)).not.toContain('just now');
    expect(numbers.length).toBeGreaterThanOrEqual(10);
    numbers.slice(1).forEach((n, i) => expect(n - numbers[i]!).toBe(5));
    expect(numbers[0]).toBeGreaterThanOrEqual(5);
    expect(numbers.at(-1)).toBeLessThan(60);
    expect(sequence.at(-1)).toBe(await formattedDate(page, 'date-now'));
    // The 30 s post turned into its date after about half a minute.
    expect(seen.at(-1)!.thirty).toBe(await formattedDate(page, 'date-30s'));
    expect(await label(page, 'date-broken')).toBe('last week');
    await page.screenshot({ path: '/tmp/text-relative-time-end.png', fullPage: true });
    await screenshot(page, 'text-relative-time');
    expect(errors()).toEqual([]);
  });

  it('axe-core finds no violations on the relative time demo page', async () => {
    const { page } = await open('text');
    await expect.poll(() => label(page, 'date-now')).toBe('just now');
    expect(await axeViolations(page)).toBe('');
  });

  it('a page without date nodes does not download the relative time view', async () => {
    const { assets, chunksRan } = await open('static');
    // the relative time feature decides while the chrome starts and asks for its view when it runs
    await chunksRan();
    expect(assets).toContain('chrome.js');
    expect(assets).not.toContain('chrome/relative-time.js');
  });
});
