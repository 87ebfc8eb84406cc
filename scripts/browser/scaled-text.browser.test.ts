import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture } from './fixture';

// Scaled text in Chromium on scripts/demo-site/text.html (visitor-runtime §9): each heading in the platform's
// scaled-text markup is drawn at the size that makes its one line fill its box, again once the box's width has
// stopped changing for 100 ms; never under 0.75rem, with the min-font flag at 13 px or below.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** The heading's line width, its box's content width, its font size (px) and whether it carries the flag. */
const measure = (page: Page, id: string) =>
  page.evaluate((boxId) => {
    const box = document.getElementById(boxId)!;
    const style = getComputedStyle(box);
    const text = box.querySelector<HTMLElement>('.sqsrte-scaled-text')!;
    return {
      line: text.getBoundingClientRect().width,
      available: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      fontSize: parseFloat(getComputedStyle(text.firstElementChild!).fontSize),
      minFont: box.hasAttribute('data-min-font'),
      lines: Math.round(text.firstElementChild!.getBoundingClientRect().height / parseFloat(getComputedStyle(text.firstElementChild!).lineHeight)),
      loaded: box.classList.contains('loaded'),
    };
  }, id);

describe('scaled text in Chromium', () => {
  it('fills its box on one line, again after the window narrows; the narrow box holds 0.75rem, carries the flag and wraps inside it', async () => {
    const { page, errors } = await fixture.open('/text', { contextOptions: { viewport: { width: 1100, height: 900 } } });
    await expect.poll(async () => (await measure(page, 'scaled-wide')).loaded).toBe(true);
    const wide = await measure(page, 'scaled-wide');
    expect(wide.line).toBeLessThanOrEqual(wide.available + 0.5);
    expect(wide.line).toBeGreaterThan(wide.available - 2);
    expect(wide.fontSize).toBeGreaterThan(40);
    expect(wide.minFont).toBe(false);
    const narrow = await measure(page, 'scaled-narrow');
    expect(narrow.fontSize).toBe(12);
    expect(narrow.minFont).toBe(true);
    expect(narrow.line).toBeLessThanOrEqual(narrow.available + 0.5);
    expect(narrow.lines).toBeGreaterThan(1);
    expect(wide.lines).toBe(1);

    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(async () => (await measure(page, 'scaled-wide')).fontSize).toBeLessThan(wide.fontSize);
    const after = await measure(page, 'scaled-wide');
    expect(after.line).toBeLessThanOrEqual(after.available + 0.5);
    expect(after.line).toBeGreaterThan(after.available - 2);
    expect(await axeViolations(page)).toBe('');
    expect(errors()).toEqual([]);
  });

  it('waits for the resizes to stop: a box that keeps changing width keeps its text until 100 ms after the last change', async () => {
    const { page } = await fixture.open('/text', { clock: true, contextOptions: { viewport: { width: 1100, height: 900 } } });
    await expect.poll(async () => (await measure(page, 'scaled-wide')).loaded).toBe(true);
    await pauseClockSoon(page);
    const before = (await measure(page, 'scaled-wide')).fontSize;
    // A snapshot of the chart is the signal that a resize reached it (the browser's frames deliver it, not the clock).
    const state = () => page.evaluate(() => (window as any).visitorRuntime.actors.get('scaled-text').getSnapshot().value);
    const snapshots = () => page.evaluate(() => (window as any).scaledTextSnapshots as number);
    await page.evaluate(() => {
      const w = window as any;
      w.scaledTextSnapshots = 0;
      w.visitorRuntime.actors.get('scaled-text').subscribe(() => void (w.scaledTextSnapshots += 1));
    });
    expect(await state()).toBe('fitted');
    for (const width of [700, 650, 600]) {
      const seen = await snapshots();
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(snapshots).toBeGreaterThan(seen);
      await page.clock.runFor(60);
      expect(await state()).toBe('settling');
      expect((await measure(page, 'scaled-wide')).fontSize).toBe(before);
    }
    await page.clock.runFor(100);
    expect(await state()).toBe('fitted');
    await expect.poll(async () => (await measure(page, 'scaled-wide')).fontSize).toBeLessThan(before);
  });
});
