// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { cookieBannerAnatomy } from '../machines/cookie-banner/anatomy';
import { bannerPlainText, parseBannerHtml } from '../machines/cookie-banner/banner-html';
import { cookieBannerMachine, type CookieBannerInput } from '../machines/cookie-banner/machine';
import { bannerPlacement, normaliseCookieBannerSettings } from '../machines/cookie-banner/settings';
import {
  COOKIE_BANNER_FORCE_EVENT,
  COOKIE_BANNER_UNFORCE_EVENT,
  COOKIE_BANNER_UPDATE_EVENT,
  onCookieBannerCommands,
} from '../runtime/consent/banner-initialiser';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { openLayerNames } from '../runtime/layers';
import { recordConsent } from '../runtime/consent/record';
import { CONSENT_COOKIE, readConsent } from '../runtime/cookies';
import { writeConsent } from '../runtime/cookie-values';
import { cookieBannerHandle, renderCookieBanner } from '../views/cookie-banner/mount';
import { walkChart } from './harness';

// The banner lives in a host of its own (first in <body>, or inside the announcement bar for a top bar), so the walk
// mounts it the way the chunk does (renderCookieBanner) and checks the whole document. The choice is stored by the
// real effect (recordConsent: the consent cookie and the consent-change event). FORCE, UPDATE and UNFORCE are the
// page's events, which the core's listener (onCookieBannerCommands) forwards to the running banner's handle.

const root = () => document.querySelector<HTMLElement>(cookieBannerAnatomy.selector('root'));
const host = () => document.querySelector<HTMLElement>('[data-runtime-host="cookie-banner"]')!;
const pageButton = () => document.getElementById('page-button')!;
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

const settings = normaliseCookieBannerSettings;
const OWNER_TEXT = '<p>We bake cookies. Read our <a href="/privacy">cookie policy</a>.<script>alert(1)</script></p>';

const cases: Array<{ name: string; input: CookieBannerInput; update: Record<string, unknown> }> = [
  {
    name: 'top bar, buttons, opt-in and opt-out, no choice yet',
    input: {
      consent: null,
      settings: settings({
        isCookieBannerEnabled: true, cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT', cookieBannerCtaVariant: 'BUTTON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerText: OWNER_TEXT, cookieBannerCtaText: 'Allow cookies',
      }),
    },
    // A partial update in the second reading: the rest of the settings stay.
    update: { cookieBannerVariant: 'popup', cookieBannerPosition: 'CENTER', cookieBannerCtaVariant: 'icon', cookieBannerTheme: 'light', cookieBannerAcceptType: 'opt-in only' },
  },
  {
    name: 'light popup, text links, opt-in, already accepted',
    input: {
      consent: 'accepted',
      settings: settings({
        isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT', cookieBannerCtaVariant: 'TEXT',
        cookieBannerTheme: 'LIGHT', cookieBannerAcceptType: 'OPT_IN',
      }),
    },
    update: { isCookieBannerEnabled: false, cookieBannerVariant: 'BAR', cookieBannerPosition: 'bottom', cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
  },
  {
    name: 'banner disabled, no choice yet',
    input: { consent: null, settings: settings({ isCookieBannerEnabled: false }) },
    update: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'top', cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'opt-in and opt-out', cookieBannerOptOutCtaText: 'No thanks' },
  },
];

for (const { name, input, update } of cases) {
  describe(`cookie banner chart through its view (${name})`, () => {
    walkChart({
      machine: cookieBannerMachine.provide({ actions: { storeChoice: (_, { choice }) => recordConsent(choice) } }),
      input,
      // Every snapshot and every transition; the maximal loop-free paths of this small but dense graph are thousands.
      paths: 'shortest',
      mount: async (actorRef) => {
        document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
        if (input.consent) writeConsent(input.consent);
        told = [];
        document.body.innerHTML =
          '<header><div data-announcement-bar><p>Fresh bread daily</p></div></header><main><button id="page-button">On the page</button></main>';
        pageButton().focus();
        let unmount = () => {};
        await act(async () => void (unmount = renderCookieBanner(actorRef, document)));
        return () => {
          act(() => unmount());
          document.body.innerHTML = '';
        };
      },
      events: { UPDATE: [{ settings: update }] },
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
