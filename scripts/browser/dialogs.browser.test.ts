import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialogAnatomy } from '../../machines/dialog/anatomy';
import { DIALOG_HIDE_FALLBACK_MS } from '../../machines/dialog/machine';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';

// The dialog family in Chromium on scripts/demo-site/dialogs.html, opened by the page script through
// window.visitorRuntime.dialogs: two stacked confirmations and the one layer stack (Escape closes the top-most, focus
// goes back step by step), the overlay click counted as cancel, the information popup's 2000 ms (Playwright's clock),
// and axe-core with dialogs open.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const T0 = new Date('2026-03-02T09:00:00Z').getTime();

/** Opens the demo page (with Playwright's clock from T0 if asked), boots it and waits for the chrome to expose the dialogs. */
async function open(withClock = false) {
  const opened = await fixture.open('/dialogs', withClock ? { clock: T0 } : {});
  await opened.chromeStarted();
  return opened;
}

/**
 * axe-core schedules its work with setTimeout, which Playwright's paused clock holds; it runs on the page's real
 * timers (kept by the clock as __pwClock.builtins) while the dialog's own timers stay on the paused clock.
 */
async function axeWithRealTimers(page: Page): Promise<string> {
  const swap = () =>
    page.evaluate(() => {
      const w = window as unknown as { setTimeout: unknown; __pwClock?: { builtins: { setTimeout: unknown } }; __fakeSetTimeout?: unknown };
      if (!w.__pwClock) throw new Error('Playwright clock not installed');
      if (w.__fakeSetTimeout) [w.setTimeout, w.__fakeSetTimeout] = [w.__fakeSetTimeout, undefined];
      else [w.__fakeSetTimeout, w.setTimeout] = [w.setTimeout, w.__pwClock.builtins.setTimeout];
    });
  await swap();
  try {
    return await axeViolations(page);
  } finally {
    await swap();
  }
}

/** The focused element's accessible text, or 'body'. */
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? null)));
const answer = (page: Page) => page.locator('#dialog-answer').textContent();
/** The states of the live dialog charts (actors dialog:N). */
const dialogStates = (page: Page) =>
  page.evaluate(() =>
    [...window.visitorRuntime!.actors]
      .filter(([id]) => id.startsWith('dialog:'))
      // the top-level state: shown (waiting, or autoHiding), hiding, hidden
      .map(([, actor]) => {
        const value = actor.getSnapshot().value as string | Record<string, unknown>;
        return typeof value === 'string' ? value : Object.keys(value)[0];
      }),
  );

describe('dialogs in Chromium', () => {
  it('stacks a second dialog above the first; Escape closes the top-most only and focus returns step by step', async () => {
    const { page, errors, assets } = await open();
    expect(assets).not.toContain('chrome/dialog.js'); // downloaded only when a dialog opens
    await page.getByRole('button', { name: 'Cancel my order' }).click();
    const first = page.getByRole('alertdialog', { name: 'Cancel your order?' });
    const second = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await second.waitFor();
    expect(assets).toContain('chrome/dialog.js');
    expect(await first.isVisible()).toBe(true);
    expect(await second.getAttribute('aria-modal')).toBe('true');
    expect(await second.getAttribute('aria-describedby')).toBeTruthy();
    expect(await focused(page)).toBe('Go back');
    const zIndices = await page.locator(dialogAnatomy.selector('backdrop')).evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).zIndex)));
    expect(zIndices).toEqual([30000, 30001]);
    // The top dialog is what the visitor sees and can click: the point at its centre belongs to it.
    const box = (await second.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="alertdialog"]')?.getAttribute('aria-labelledby'), [box.x + box.width / 2, box.y + 10])).toBe(await second.getAttribute('aria-labelledby'));
    expect(await axeViolations(page)).toBe('');
    const shot = await screenshot(page, 'dialogs-stacked');
    expect(shot).toContain('dialogs-stacked');

    await page.keyboard.press('Escape');
    await second.waitFor({ state: 'detached' });
    expect(await first.isVisible()).toBe(true);
    expect(await focused(page)).toBe('Keep order'); // the control focused when the second one opened
    expect(await answer(page)).toBe('Are you sure: cancel');

    await page.keyboard.press('Escape');
    await first.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Cancel my order');
    expect(await answer(page)).toBe('Cancel your order: cancel');
    expect(await page.locator('[data-runtime-host="dialog"]').count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('keeps focus in the upper dialog when the lower one withdraws itself, then gives it back to the page button', async () => {
    const { page, errors } = await open(true);
    await page.getByRole('button', { name: 'Hold the last loaf' }).click();
    const lower = page.getByRole('alertdialog', { name: 'Hold the last loaf?' });
    const upper = page.getByRole('alertdialog', { name: 'Slice it for you?' });
    await upper.waitFor();
    // The upper one was opened while a button of the lower one had focus (its return target).
    expect(await focused(page)).toBe('No slicing');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Slice it');

    await page.clock.runFor(10_000); // the lower one's autoHideMs
    await lower.waitFor({ state: 'detached' }); // its hide animation (real time) or the 600 ms fallback
    expect(await answer(page)).toBe('Hold the last loaf: confirm');
    expect(await upper.isVisible()).toBe(true);
    expect(await focused(page)).toBe('Slice it'); // not pulled out of the dialog still open

    await page.keyboard.press('Escape');
    await upper.waitFor({ state: 'detached' });
    expect(await answer(page)).toBe('Slice it: cancel');
    expect(await focused(page)).toBe('Hold the last loaf'); // where the lower one would have sent it, not the body
    expect(errors()).toEqual([]);
  });

  it('counts a click on the dimmed page as cancel; width 350 and padding 20', async () => {
    const { page, errors } = await open();
    await page.getByRole('button', { name: 'Order a cake' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Order a birthday cake?' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).padding])).toEqual(['350px', '20px']);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Not now', 'No thanks', 'Order']);
    expect(await focused(page)).toBe('Not now');
    // Tab stays inside the dialog.
    for (const expected of ['No thanks', 'Order', 'Not now']) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(expected);
    }
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'detached' });
    expect(await answer(page)).toBe('Order a cake: cancel');
    expect(await focused(page)).toBe('Order a cake');
    expect(errors()).toEqual([]);
  });

  it('confirms with its button and shows an alert that Enter acknowledges', async () => {
    const { page, errors } = await open();
    await page.getByRole('button', { name: 'Order a cake' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Order a birthday cake?' });
    await confirmation.getByRole('button', { name: 'Order' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(await answer(page)).toBe('Order a cake: confirm');

    await page.getByRole('button', { name: 'Go to checkout' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Session expired' });
    await alert.waitFor();
    expect(await focused(page)).toBe('OK');
    await page.keyboard.press('Enter');
    await alert.waitFor({ state: 'detached' });
    expect(await answer(page)).toBe('Checkout: closed');
    expect(await focused(page)).toBe('Go to checkout');
    expect(errors()).toEqual([]);
  });

  it('shows the information popup top right without taking focus and hides it after 2000 ms', async () => {
    const { page, errors } = await open(true);
    await page.clock.pauseAt(T0 + 5_000);
    const button = page.getByRole('button', { name: 'Save my details' });
    await button.click();
    const popup = page.getByRole('status', { name: 'Details saved' });
    await popup.waitFor();
    expect(await focused(page)).toBe('Save my details');
    // Measured once the show animation (real time, not the page's clock) is over.
    await expect.poll(() => popup.evaluate((el) => el.getAnimations().length)).toBe(0);
    const viewport = page.viewportSize()!;
    const box = (await popup.boundingBox())!;
    expect(Math.round(box.y)).toBe(20);
    expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
    expect(Math.round(box.width)).toBe(350);
    expect(await axeWithRealTimers(page)).toBe('');
    await screenshot(page, 'dialogs-information');

    await page.clock.runFor(1_999);
    // the chart moves as the timer fires (the DOM follows a render later): read both
    expect(await dialogStates(page)).toEqual(['shown']);
    expect(await popup.getAttribute('data-state')).toBe('shown');
    await page.clock.runFor(1);
    await popup.waitFor({ state: 'detached' }); // the hide animation's end (real time) or the 600 ms fallback
    expect(await answer(page)).toBe('Save my details: closed');
    expect(await focused(page)).toBe('Save my details');
    expect(errors()).toEqual([]);
  });

  it('ends the hiding at once when the visitor prefers reduced motion', async () => {
    const { page } = await open(true);
    await page.clock.pauseAt(T0 + 5_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Session expired' });
    await alert.waitFor();
    expect(await alert.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await alert.getByRole('button', { name: 'OK' }).click();
    // The page's clock stops short of the 600 ms fallback: only a hiding that ends at once lets the dialog go.
    await page.clock.runFor(DIALOG_HIDE_FALLBACK_MS - 1);
    await page.locator('[data-runtime-host="dialog"]').waitFor({ state: 'detached' });
    expect(await answer(page)).toBe('Checkout: closed');
  });
});
