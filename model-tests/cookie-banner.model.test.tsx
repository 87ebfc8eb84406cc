// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { cookieBannerAnatomy } from '../machines/cookie-banner/anatomy';
import { bannerPlainText, parseBannerHtml } from '../machines/cookie-banner/banner-html';
import { cookieBannerMachine } from '../machines/cookie-banner/machine';
import { bannerPlacement } from '../machines/cookie-banner/settings';
import {
  COOKIE_BANNER_FORCE_EVENT,
  COOKIE_BANNER_UNFORCE_EVENT,
  COOKIE_BANNER_UPDATE_EVENT,
  onCookieBannerCommands,
} from '../runtime/consent/banner-initialiser';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { openLayerNames } from '../runtime/layers';
import { readConsent } from '../runtime/cookies';
import { cookieBannerHandle } from '../views/cookie-banner/mount';
import { bannerPages, cookieBannerCase, OWNER_TEXT, PAGE_BUTTON_ID } from './cases/cookie-banner';
import { walkChart } from './harness';

// The banner lives in a host of its own (first in <body>, or inside the announcement bar for a top bar), so the walk
// mounts it the way the chunk does (renderCookieBanner) and checks the whole document. The choice is stored by the
// real effect (recordConsent: the consent cookie and the consent-change event). FORCE, UPDATE and UNFORCE are the
// page's events, which the core's listener (onCookieBannerCommands) forwards to the running banner's handle.

const root = () => document.querySelector<HTMLElement>(cookieBannerAnatomy.selector('root'));
const host = () => document.querySelector<HTMLElement>('[data-runtime-host="cookie-banner"]')!;
const pageButton = () => document.getElementById(PAGE_BUTTON_ID)!;
const button = (part: 'accept' | 'decline') => {
  const found = root()?.querySelector<HTMLButtonElement>(cookieBannerAnatomy.selector(part));
  if (!found) throw new Error(`no ${part} button in ${document.body.innerHTML}`);
  return found;
};
/** A keyboard user's press: focus moves to the button, then it is activated. */
const press = (part: 'accept' | 'decline') => {
  const target = button(part);
  target.focus();
  target.click();
};
/** The page fires one of its banner events; the core's listener hands the command to the banner's handle. */
function pageEvent(trigger: ActorRefFrom<typeof cookieBannerMachine>, name: string, detail?: unknown) {
  const stop = onCookieBannerCommands(document, cookieBannerHandle(trigger, () => {}).send);
  try {
    document.dispatchEvent(new CustomEvent(name, { detail }));
  } finally {
    stop();
  }
}
let told: string[] = [];
document.addEventListener(CONSENT_CHANGE_EVENT, (event) => told.push((event as CustomEvent<{ choice: string }>).detail.choice));

for (const bannerPage of bannerPages) {
  const bannerCase = cookieBannerCase(bannerPage);
  describe(`cookie banner chart through its view (${bannerPage.title})`, () => {
    walkChart({
      ...bannerCase,
      // Every snapshot and every transition; the maximal loop-free paths of this small but dense graph are thousands.
      paths: 'shortest',
      mount: (actorRef, container, trigger) => {
        told = [];
        return bannerCase.mount(actorRef, container, trigger);
      },
      actions: {
        ACCEPT: () => press('accept'),
        DECLINE: () => press('decline'),
        // The page's force / update / unforce events (the lazy loading of the chunk: banner-initialiser.test.ts).
        FORCE: ({ trigger }) => pageEvent(trigger, COOKIE_BANNER_FORCE_EVENT),
        UPDATE: ({ trigger, event }) => pageEvent(trigger, COOKIE_BANNER_UPDATE_EVENT, event.settings),
        UNFORCE: ({ trigger }) => pageEvent(trigger, COOKIE_BANNER_UNFORCE_EVENT),
      },
      states: {
        hidden: ({ snapshot }) => {
          expect(root()).toBeNull();
          expect(host().childElementCount).toBe(0);
          // The stored choice is the chart's, and the last choice told to the page.
          expect(readConsent()).toBe(snapshot.context.consent);
          if (told.length) expect(told.at(-1)).toBe(snapshot.context.consent);
          // Focus is back where it was before the banner appeared.
          expect(document.activeElement).toBe(pageButton());
          expect(openLayerNames()).toEqual([]);
        },
        shown: ({ snapshot }) => {
          const { settings: shown, forced, consent } = snapshot.context;
          const banner = root()!;
          expect(banner).not.toBeNull();
          expect(readConsent()).toBe(consent);
          const popup = shown.cookieBannerVariant === 'POPUP';
          // WAI-ARIA: a named region landmark (bar) or a non-modal dialog named and described (popup).
          expect(banner.getAttribute('role')).toBe(popup ? 'dialog' : 'region');
          expect(banner.hasAttribute('aria-modal')).toBe(false);
          expect(document.getElementById(banner.getAttribute('aria-labelledby')!)?.textContent).toBe('Cookie consent');
          const text = banner.querySelector(cookieBannerAnatomy.selector('text'))!;
          if (popup) expect(banner.getAttribute('aria-describedby')).toBe(text.id);
          expect(text.textContent).toBe(bannerPlainText(parseBannerHtml(shown.cookieBannerText)));
          expect(text.querySelector('script')).toBeNull();
          if (shown.cookieBannerText === OWNER_TEXT) expect(text.querySelector('a')?.getAttribute('href')).toBe('/privacy');
          expect(banner.dataset.variant).toBe(shown.cookieBannerVariant.toLowerCase());
          expect(banner.dataset.position).toBe(shown.cookieBannerPosition.toLowerCase().replace('_', '-'));
          expect(banner.dataset.theme).toBe(shown.cookieBannerTheme.toLowerCase());
          expect(banner.dataset.forced).toBe(forced ? 'true' : undefined);
          // Accept is named by the CTA text (an icon button by its aria-label); decline only for OPT_IN_AND_OUT,
          // and then exactly as prominent: same element, same variant, same attributes.
          const accept = button('accept');
          const icon = shown.cookieBannerCtaVariant === 'ICON';
          expect(accept.dataset.variant).toBe(shown.cookieBannerCtaVariant.toLowerCase());
          expect(icon ? accept.getAttribute('aria-label') : accept.textContent).toBe(shown.cookieBannerCtaText);
          if (icon) expect(accept.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
          const decline = root()!.querySelector<HTMLButtonElement>(cookieBannerAnatomy.selector('decline'));
          if (shown.cookieBannerAcceptType === 'OPT_IN') {
            expect(decline).toBeNull();
          } else {
            expect(icon ? decline!.getAttribute('aria-label') : decline!.textContent).toBe(shown.cookieBannerOptOutCtaText);
            expect(decline!.dataset.variant).toBe(accept.dataset.variant);
            expect(decline!.getAttributeNames().sort()).toEqual(accept.getAttributeNames().sort());
          }
          // Placement: a top bar inside the announcement bar, every other banner first in the body.
          if (bannerPlacement(shown) === 'announcement-bar') expect(host().parentElement).toBe(document.querySelector('[data-announcement-bar]'));
          else expect(document.body.firstElementChild).toBe(host());
          // A popup holds focus, and so is the layer Escape goes to; a bar leaves focus where the visitor is.
          expect(document.activeElement).toBe(popup ? banner : pageButton());
          expect(openLayerNames()).toEqual(popup ? ['dialog:cookie-banner'] : []);
        },
      },
    });
  });
}
