// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieBannerAnatomy } from '../../machines/cookie-banner/anatomy';
import { liveActors } from '../actors';
import { CONSENT_COOKIE, readConsent } from '../cookies';
import { siteContextSchema, type SiteContext } from '../schemas/site-context';
import {
  COOKIE_BANNER_FORCE_EVENT,
  COOKIE_BANNER_UNFORCE_EVENT,
  COOKIE_BANNER_UPDATE_EVENT,
  FORCED_V2_CLASS,
  cookieBannerInitialiser,
} from './banner-initialiser';
import { CONSENT_CHANGE_EVENT } from './policy';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = (cookieSettings: Record<string, unknown>): SiteContext => siteContextSchema.parse({ cookieSettings });
const banner = () => document.querySelector<HTMLElement>(cookieBannerAnatomy.selector('root'));
const clearConsent = () => void (document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
/** Lets the chunk's dynamic import settle and React render. */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
const loaded = async () => {
  await act(async () => void (await waitForSignal(() => expect(liveActors.has('cookieBanner')).toBe(true))));
  await settle();
};
const fire = async (name: string, detail?: unknown) => {
  await act(async () => void document.dispatchEvent(new CustomEvent(name, { detail })));
  await settle();
};

let destroy: (() => void) | undefined;
const start = (settings: Record<string, unknown>) =>
  (destroy = cookieBannerInitialiser({ document, site: site(settings) }) || undefined);
afterEach(async () => {
  await act(async () => destroy?.());
  await settle();
  destroy = undefined;
  clearConsent();
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('cookie banner initialiser (core side)', () => {
  it('shows the banner when enabled and no choice is stored', async () => {
    start({ isCookieBannerEnabled: true });
    await loaded();
    expect(banner()?.getAttribute('role')).toBe('region');
    expect(banner()?.textContent).toContain('By using this website, you agree to our use of cookies.');
  });

  it('accept stores the choice (consent cookie), tells the page, and removes the banner', async () => {
    const told: unknown[] = [];
    const listener = (event: Event) => told.push((event as CustomEvent).detail);
    document.addEventListener(CONSENT_CHANGE_EVENT, listener);
    start({ isCookieBannerEnabled: true, cookieBannerCtaVariant: 'BUTTON' });
    await loaded();
    await act(async () => banner()!.querySelector<HTMLButtonElement>(cookieBannerAnatomy.selector('accept'))!.click());
    expect(banner()).toBeNull();
    expect(readConsent()).toBe('accepted');
    expect(told).toEqual([{ choice: 'accepted' }]);
    document.removeEventListener(CONSENT_CHANGE_EVENT, listener);
  });

  it('downloads nothing when a choice is stored, when disabled, or with the forced-v2 marker', async () => {
    document.cookie = `${CONSENT_COOKIE}=0; Path=/`;
    start({ isCookieBannerEnabled: true });
    await settle();
    expect(liveActors.has('cookieBanner')).toBe(false);
    destroy?.();
    clearConsent();
    start({ isCookieBannerEnabled: false });
    await settle();
    expect(liveActors.has('cookieBanner')).toBe(false);
    destroy?.();
    document.body.classList.add(FORCED_V2_CLASS);
    start({ isCookieBannerEnabled: true });
    await fire(COOKIE_BANNER_FORCE_EVENT);
    await fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerVariant: 'POPUP' });
    expect(liveActors.has('cookieBanner')).toBe(false);
    expect(banner()).toBeNull();
  });

  it('force shows the banner over a stored choice, update re-renders it with new settings, unforce hides it again', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
    start({ isCookieBannerEnabled: true });
    await fire(COOKIE_BANNER_UNFORCE_EVENT); // nothing loaded: nothing to undo
    expect(liveActors.has('cookieBanner')).toBe(false);
    await fire(COOKIE_BANNER_FORCE_EVENT);
    await loaded();
    expect(banner()?.dataset.forced).toBe('true');
    expect(banner()?.dataset.variant).toBe('bar');
    // A partial update: only the named settings change; the second reading is accepted.
    await fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerVariant: 'popup', cookieBannerPosition: 'top', cookieBannerCtaText: 'Got it' });
    expect(banner()?.getAttribute('role')).toBe('dialog');
    expect(banner()?.dataset.position).toBe('top-left');
    expect(banner()?.querySelector(cookieBannerAnatomy.selector('accept'))?.getAttribute('aria-label')).toBe('Got it');
    await fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerTheme: 'LIGHT' });
    expect(banner()?.dataset.theme).toBe('light');
    expect(banner()?.dataset.variant).toBe('popup');
    await fire(COOKIE_BANNER_UNFORCE_EVENT);
    expect(banner()).toBeNull();
    expect(readConsent()).toBe('accepted');
  });

  it('unforce restores the unforced banner when the visitor has not chosen yet', async () => {
    start({ isCookieBannerEnabled: true });
    await loaded();
    await fire(COOKIE_BANNER_FORCE_EVENT);
    expect(banner()?.dataset.forced).toBe('true');
    await fire(COOKIE_BANNER_UNFORCE_EVENT);
    expect(banner()).not.toBeNull();
    expect(banner()?.dataset.forced).toBeUndefined();
  });

  it('destroy removes the banner and stops listening', async () => {
    start({ isCookieBannerEnabled: true });
    await loaded();
    await act(async () => destroy?.());
    await settle();
    destroy = undefined;
    expect(banner()).toBeNull();
    expect(document.querySelector('[data-runtime-host="cookie-banner"]')).toBeNull();
    expect(liveActors.has('cookieBanner')).toBe(false);
    await fire(COOKIE_BANNER_FORCE_EVENT);
    expect(liveActors.has('cookieBanner')).toBe(false);
  });

  it('puts a top bar inside the announcement bar, other banners first in the body', async () => {
    document.body.innerHTML = '<header><div data-announcement-bar><p>Fresh bread daily</p></div></header><main>page</main>';
    start({ isCookieBannerEnabled: true, cookieBannerPosition: 'top-right' });
    await loaded();
    const host = () => document.querySelector('[data-runtime-host="cookie-banner"]')!;
    expect(host().parentElement).toBe(document.querySelector('[data-announcement-bar]'));
    expect(banner()?.dataset.position).toBe('top');
    await fire(COOKIE_BANNER_UPDATE_EVENT, { cookieBannerPosition: 'BOTTOM' });
    expect(host().parentElement).toBe(document.body);
    expect(document.body.firstElementChild).toBe(host());
  });
});
