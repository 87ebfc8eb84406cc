import { cookieBannerMachine, type CookieBannerInput } from '../../machines/cookie-banner/machine';
import { normaliseCookieBannerSettings as settings } from '../../machines/cookie-banner/settings';
import { cookieBannerEffects } from '../../runtime/consent/record';
import { CONSENT_COOKIE } from '../../runtime/cookies';
import { writeConsent } from '../../runtime/cookie-values';
import { renderCookieBanner } from '../../views/cookie-banner/mount';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The cookie banner chart's walk (model-tests/cookie-banner.model.test.tsx) and its page in the chart lab. The banner
// lives in a host of its own (first in <body>, or inside the announcement bar for a top bar), so the mount draws a
// page into the document's body and renders the banner the way the chunk does (renderCookieBanner). The choice is
// stored by the real effect (recordConsent: the consent cookie and the consent-change event); in another document
// (the lab's frame) the choice is marked on that document's body instead, so the lab's own origin keeps its cookie.

export const OWNER_TEXT = '<p>We bake cookies. Read our <a href="/privacy">cookie policy</a>.<script>alert(1)</script></p>';
export const PAGE_BUTTON_ID = 'page-button';

export interface BannerPage {
  title: string;
  input: CookieBannerInput;
  /** The settings the page's update event carries. */
  update: Record<string, unknown>;
}

export const bannerPages: BannerPage[] = [
  {
    title: 'top bar, buttons, opt-in and opt-out, no choice yet',
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
    title: 'light popup, text links, opt-in, already accepted',
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
    title: 'banner disabled, no choice yet',
    input: { consent: null, settings: settings({ isCookieBannerEnabled: false }) },
    update: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'top', cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'opt-in and opt-out', cookieBannerOptOutCtaText: 'No thanks' },
  },
];

/** The banner on a page of `doc` (the page's own document unless given): a page with an announcement bar. */
export function cookieBannerCase({ title, input, update }: BannerPage, doc?: Document): ChartCase<typeof cookieBannerMachine> {
  const page = doc ?? document;
  const storeChoice = doc ? (_: unknown, { choice }: { choice: string }) => void (page.body.dataset.consent = choice) : cookieBannerEffects.storeChoice;
  return {
    title,
    machine: cookieBannerMachine.provide({ actions: { storeChoice } }),
    input,
    mount: async (actorRef) => {
      if (!doc) {
        document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
        if (input.consent) writeConsent(input.consent);
      }
      page.body.innerHTML =
        `<header><div data-announcement-bar><p>Fresh bread daily</p></div></header><main><button id="${PAGE_BUTTON_ID}">On the page</button></main>`;
      page.getElementById(PAGE_BUTTON_ID)!.focus();
      let unmount = () => {};
      await renderNow(() => void (unmount = renderCookieBanner(actorRef, page)));
      return async () => {
        await renderNow(() => unmount());
        page.body.innerHTML = '';
      };
    },
    events: { UPDATE: [{ settings: update }] },
    inDocument: (other) => cookieBannerCase({ title, input, update }, other),
  };
}

/** What the lab shows of the banner: the top bar with both buttons, in a frame of its own. */
export const labCases = [cookieBannerCase(bannerPages[0]!)];
