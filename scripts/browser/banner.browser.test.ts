import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture, type VisitedPage } from './fixture';
import { cookieBannerAnatomy } from '../../machines/cookie-banner/anatomy';
import { PART_ATTRIBUTE } from '../../machines/shared/part-attributes';

// The cookie banner in Chromium on the banner demo pages (scripts/demo-site/banner-*.html): shown without a consent
// cookie, accept / decline store the choice for 30 days and remove it, keyboard use, the page's force / update /
// unforce events, the forced-v2 marker, and axe-core on every page in both themes.

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const BANNER = cookieBannerAnatomy.selector('root');

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const open = (name: string) => fixture.open(`/${name}`);

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'ss_consent');
}

/** The consent cookie holds the choice and lives 30 days from now (checked in the context's cookie jar). */
async function expectStored(page: Page, value: '1' | '0') {
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe(value);
  expect(cookie?.path).toBe('/');
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + THIRTY_DAYS_S))).toBeLessThan(120);
}

/**
 * Reloads; the banner neither shows nor is downloaded. Boot decides whether to download it, so a round trip after
 * boot would have seen its chunk requested.
 */
async function expectNoBannerAfterReload({ page, assets, reload, settle }: VisitedPage) {
  assets.length = 0;
  await reload();
  await settle();
  expect(await page.locator(BANNER).count()).toBe(0);
  expect(await page.evaluate(() => window.visitorRuntime!.actors.has('cookieBanner'))).toBe(false);
  expect(assets).not.toContain('cookie-banner.js');
}

const focused = (page: Page) =>
  page.evaluate((partAttribute) => {
    const active = document.activeElement;
    return active === document.body ? 'body' : (active?.getAttribute(partAttribute) ?? active?.getAttribute('role') ?? active?.tagName ?? null);
  }, PART_ATTRIBUTE);

describe('cookie banner in Chromium', () => {
  it('shows a top bar inside the announcement bar when no consent cookie exists; accept stores 1 for 30 days and removes it', async () => {
    const opened = await open('banner-bar-top');
    const { page, errors, assets } = opened;
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(assets).toContain('cookie-banner.js');
    expect(await page.evaluate(() => document.querySelector('[data-runtime-host="cookie-banner"]')?.parentElement?.hasAttribute('data-announcement-bar'))).toBe(true);
    expect(await banner.getAttribute('data-position')).toBe('top');
    expect(await banner.locator('a').getAttribute('href')).toBe('/static');
    await screenshot(page, 'banner-bar-top');
    await banner.getByRole('button', { name: 'Got it' }).click();
    await banner.waitFor({ state: 'detached' });
    await expectStored(page, '1');
    await expectNoBannerAfterReload(opened);
    expect(errors()).toEqual([]);
  });

  it('decline stores 0 for 30 days, removes the banner, and it stays away after a reload', async () => {
    const opened = await open('banner-light');
    const { page, errors } = opened;
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await banner.getAttribute('data-theme')).toBe('light');
    await screenshot(page, 'banner-light');
    await banner.getByRole('button', { name: 'Decline all' }).click();
    await banner.waitFor({ state: 'detached' });
    await expectStored(page, '0');
    await expectNoBannerAfterReload(opened);
    expect(errors()).toEqual([]);
  });

  it('shows decline exactly as prominent as accept (same size and style)', async () => {
    const { page } = await open('banner-opt-in-and-out');
    const dialog = page.getByRole('dialog', { name: 'Cookie consent' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-position')).toBe('top-left');
    const look = (name: string) =>
      dialog.getByRole('button', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return {
          width: Math.round(box.width), height: Math.round(box.height), background: style.backgroundColor, color: style.color,
          font: `${style.fontSize} ${style.fontWeight}`, border: style.border, padding: style.padding, radius: style.borderRadius,
        };
      });
    expect(await look('Decline')).toEqual(await look('Accept'));
    await screenshot(page, 'banner-opt-in-and-out');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectStored(page, '1');
  });

  it('keyboard: Tab reaches the bar first; Enter accepts', async () => {
    const { page } = await open('banner-bar-bottom');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await focused(page)).toBe('body');
    // The defaults: an icon button named by the CTA text.
    const accept = banner.getByRole('button', { name: 'Accept' });
    expect(await accept.getAttribute('data-variant')).toBe('icon');
    await screenshot(page, 'banner-bar-bottom');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('accept');
    await screenshot(page, 'banner-bar-bottom-focus');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    await expectStored(page, '1');
  });

  it('keyboard: the popup takes focus; Tab reaches its button; Escape leaves it without a choice; focus returns on close', async () => {
    const { page } = await open('banner-popup');
    const dialog = page.getByRole('dialog', { name: 'Cookie consent' });
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('root');
    expect(await dialog.getAttribute('aria-describedby')).toBe('cookie-banner:text');
    await screenshot(page, 'banner-popup');
    // From the dialog, Tab goes through the owner's link in the text, then to the button.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('A');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('accept');
    await screenshot(page, 'banner-popup-focus');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('body');
    expect(await dialog.isVisible()).toBe(true);
    expect(await consentCookie(page)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Space');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('body');
    await expectStored(page, '1');
  });

  it('tells the page on accept (the consent-change event that starts tracking under a restrictive policy)', async () => {
    const { page } = await open('banner-restrictive');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await page.textContent('#consent-status')).toBe('no choice yet');
    await screenshot(page, 'banner-restrictive');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.textContent('#consent-status')).toBe('accepted');
    await expectStored(page, '1');
  });

  it('force shows it over a stored choice, update re-renders it with new settings, unforce hides it again', async () => {
    const opened = await open('banner-owner');
    const { page, assets, errors } = opened;
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await bar.waitFor();
    await screenshot(page, 'banner-owner');
    await bar.getByRole('button', { name: 'Accept' }).click();
    await bar.waitFor({ state: 'detached' });
    await expectNoBannerAfterReload(opened);
    await page.getByRole('button', { name: 'Force the banner' }).click();
    await bar.waitFor();
    expect(await bar.getAttribute('data-forced')).toBe('true');
    expect(assets).toContain('cookie-banner.js');
    await page.getByRole('button', { name: 'Update: dark popup, top right' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie consent' });
    await dialog.waitFor();
    expect([await dialog.getAttribute('data-position'), await dialog.getAttribute('data-theme')]).toEqual(['top-right', 'dark']);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Accept', 'Decline']);
    await screenshot(page, 'banner-owner-updated');
    await page.getByRole('button', { name: 'Unforce' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await consentCookie(page).then((cookie) => cookie?.value)).toBe('1');
    expect(errors()).toEqual([]);
  });

  it('never shows (nor downloads) the banner when the body carries the forced-v2 marker, even when forced', async () => {
    const { page, assets, settle } = await open('banner-forced-v2');
    // The force listener decides while the event is dispatched; a round trip later its chunk request would be seen.
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('visitor-runtime:cookie-banner-force')));
    await settle();
    expect(await page.locator(BANNER).count()).toBe(0);
    expect(assets).not.toContain('cookie-banner.js');
  });
});

describe('cookie banner accessibility (axe-core)', () => {
  for (const name of ['banner-bar-top', 'banner-bar-bottom', 'banner-popup', 'banner-light', 'banner-opt-in-and-out', 'banner-restrictive', 'banner-owner']) {
    it(`finds no violations on /${name} with the banner shown`, async () => {
      const { page } = await open(name);
      await page.locator(BANNER).waitFor();
      expect(await axeViolations(page)).toBe('');
      });
  }

  it('finds no violations with the owner page updated to a dark popup', async () => {
    const { page } = await open('banner-owner');
    await page.locator(BANNER).waitFor();
    await page.getByRole('button', { name: 'Update: dark popup, top right' }).click();
    await page.getByRole('dialog', { name: 'Cookie consent' }).waitFor();
    expect(await axeViolations(page)).toBe('');
  });
});
