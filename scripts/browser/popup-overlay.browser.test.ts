import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { popupOverlayAnatomy } from '../../machines/popup-overlay/anatomy';
import { openBrowserFixture, screenshot, type BrowserFixture, type OpenedPage } from './fixture';

// The popup overlay in Chromium on scripts/demo-site/popup-overlay.html (settings version 1, displayFrequency 7 days,
// showUntilSignup) and popup-overlay-v2.html (the same at version 2). The clock is Playwright's (Date.now fixed per
// step), the local-storage record is read and written by the page itself, each test has its own browser context.

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const RECORD_KEY = 'visitor-runtime:popup-overlay';
const DIALOG = popupOverlayAnatomy.selector('root');
const CHUNK = 'chrome/popup-overlay.js';

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** A fresh context whose clock stands still at `time` (timers still run), recording from the start. */
const newVisitor = (time: number) => fixture.newPage({ beforeGoto: (page) => page.clock.setFixedTime(time) });

/** Goes to a demo page at `time`, boots it and waits until the overlay feature has decided (data-popup-overlay). */
async function go(opened: OpenedPage, path: string, time: number): Promise<string> {
  await opened.page.clock.setFixedTime(time);
  opened.requests.length = 0;
  await opened.goto(path);
  await opened.page.waitForFunction(() => document.documentElement.dataset.popupOverlay !== undefined);
  return (await opened.page.evaluate(() => document.documentElement.dataset.popupOverlay))!;
}

const chunkRequested = (requests: Request[]) => requests.some((request) => new URL(request.url()).pathname === `/assets/${CHUNK}`);
const record = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), RECORD_KEY);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Fresh from the oven, first' });

async function expectShown(opened: OpenedPage, reason: string, decided: string) {
  expect(decided).toBe(reason);
  await dialog(opened.page).waitFor();
  expect(chunkRequested(opened.requests)).toBe(true);
  // Focus moved into the dialog.
  expect(await opened.page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement), DIALOG)).toBe(true);
}

/** The feature decides before it asks for the overlay's chunk: a round trip after the decision would see that request. */
async function expectNotShown(opened: OpenedPage, reason: string, decided: string) {
  expect(decided).toBe(reason);
  await opened.settle();
  expect(await opened.page.locator(DIALOG).count()).toBe(0);
  expect(chunkRequested(opened.requests)).toBe(false);
}

describe('popup overlay in Chromium', () => {
  it('shows on a first visit, closes, stays away for 7 days, shows again after 7 days and after a version bump', async () => {
    const visitor = await newVisitor(T0);
    await expectShown(visitor, 'first-visit', await go(visitor, '/popup-overlay', T0));
    const overlay = dialog(visitor.page);
    expect(await overlay.getAttribute('aria-modal')).toBe('true');
    expect(await overlay.getAttribute('data-style')).toBe('lightbox');
    await expect.poll(() => axeViolations(visitor.page)).toBe('');
    await screenshot(visitor.page, 'popup-overlay-open');

    // The census heard of it: POST /api/census/overlay with the settings and the visitor cookie.
    await expect.poll(() => fixture.stored('/api/census/overlay').length).toBeGreaterThan(0);
    const census = fixture.stored('/api/census/overlay').at(-1)!.payload as Record<string, unknown>;
    expect(census).toMatchObject({ style: 'lightbox', version: 1, url: '/popup-overlay' });
    expect(typeof census.visitorCookie).toBe('string');

    // Closed with its close button: gone, the record holds version 1 and the closing time.
    await visitor.page.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
    // The host goes a task after React has committed the close (views/popup-overlay/mount.tsx).
    await expect.poll(() => visitor.page.locator('[data-runtime-host="popup-overlay"]').count()).toBe(0);
    expect(await record(visitor.page)).toEqual({ version: 1, submitted: false, closedDate: T0 });

    // Within displayFrequency (7 days): not shown, its chunk not even downloaded.
    await expectNotShown(visitor, 'within-frequency', await go(visitor, '/popup-overlay', T0 + 1 * DAY_MS));
    await expectNotShown(visitor, 'within-frequency', await go(visitor, '/popup-overlay', T0 + 7 * DAY_MS - 60_000));

    // 7 days after closing: shown again; Escape (through the layer stack) closes it.
    const day7 = T0 + 7 * DAY_MS;
    await expectShown(visitor, 'frequency-elapsed', await go(visitor, '/popup-overlay', day7));
    await visitor.page.keyboard.press('Escape');
    await dialog(visitor.page).waitFor({ state: 'detached' });
    expect(await record(visitor.page)).toEqual({ version: 1, submitted: false, closedDate: day7 });
    await expectNotShown(visitor, 'within-frequency', await go(visitor, '/popup-overlay', day7 + DAY_MS));

    // The site raised the version: shown again at once; a click beside the dialog closes it.
    await expectShown(visitor, 'new-version', await go(visitor, '/popup-overlay-v2', day7 + DAY_MS));
    await visitor.page.mouse.click(5, 5);
    await dialog(visitor.page).waitFor({ state: 'detached' });
    expect(await record(visitor.page)).toEqual({ version: 2, submitted: false, closedDate: day7 + DAY_MS });
    await expectNotShown(visitor, 'within-frequency', await go(visitor, '/popup-overlay-v2', day7 + 2 * DAY_MS));

    expect(visitor.errors()).toEqual([]);
  });

  it('never shows in screenshot mode, even on a first visit', async () => {
    const visitor = await newVisitor(T0);
    await expectNotShown(visitor, 'screenshot-mode', await go(visitor, '/popup-overlay?screenshot=true', T0));
    expect(await record(visitor.page)).toBeNull();
    expect(visitor.errors()).toEqual([]);
  });

  it('signs up through its newsletter form (overlay payload) and then stops showing until the version is raised', async () => {
    const visitor = await newVisitor(T0);
    await expectShown(visitor, 'first-visit', await go(visitor, '/popup-overlay', T0));
    const overlay = dialog(visitor.page);
    await overlay.getByLabel('Email address').fill('ann@example.com');
    await overlay.getByRole('button', { name: 'Sign up' }).click();
    await overlay.getByText('Thanks for signing up! See you in your inbox on Friday.').waitFor();
    expect(await record(visitor.page)).toEqual({ version: 1, submitted: true, closedDate: T0 });
    await screenshot(visitor.page, 'popup-overlay-signed-up');

    // The submission went out as the first variant with isOverlayForm.
    const saved = fixture.server.store
      .list({ kind: 'form-submission' })
      .map((row) => row.payload as Record<string, unknown>)
      .find((payload) => JSON.stringify(payload).includes('ann@example.com'));
    expect(saved).toMatchObject({ formId: '5f1e0c0ffee0000000000300', objectName: 'popup-overlay' });
    expect(String(saved!.isOverlayForm)).toBe('true');

    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });
    expect(await record(visitor.page)).toEqual({ version: 1, submitted: true, closedDate: T0 });

    // showUntilSignup: long after the wait, still not shown; a new version shows it again.
    await expectNotShown(visitor, 'signed-up', await go(visitor, '/popup-overlay', T0 + 60 * DAY_MS));
    await expectShown(visitor, 'new-version', await go(visitor, '/popup-overlay-v2', T0 + 60 * DAY_MS));
    expect(visitor.errors()).toEqual([]);
  });

  it('a malformed record counts as none (with a warning); content that is not JSON is a console error and nothing else', async () => {
    const visitor = await newVisitor(T0);
    await visitor.page.addInitScript((key) => localStorage.setItem(key, '{"version": "one"}'), RECORD_KEY);
    await expectShown(visitor, 'first-visit', await go(visitor, '/popup-overlay', T0));
    expect(visitor.warnings().some((text) => text.includes('is malformed; it counts as none'))).toBe(true);
    await visitor.close();

    const broken = await newVisitor(T0);
    await broken.page.route('**/popup-overlay', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"title": "Fresh from the oven, first",', '"title": "Fresh from the oven, first"');
      await route.fulfill({ response, body: html });
    });
    expect(await go(broken, '/popup-overlay', T0)).toBe('first-visit');
    await expect.poll(() => broken.errors().join('\n')).toContain('#popup-overlay is not valid JSON');
    expect(broken.errors()).toHaveLength(1);
    expect(await broken.page.locator(DIALOG).count()).toBe(0);
    // The rest of the page still runs: the chrome's other features and the page itself.
    expect(await broken.page.getByRole('heading', { name: 'Popup overlay' }).isVisible()).toBe(true);
  });
});
