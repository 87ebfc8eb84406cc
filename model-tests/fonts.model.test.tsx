// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { fontsMachine, type FontsInput } from '../machines/fonts/machine';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { watchVendorConsent } from '../runtime/consent/vendor-consent';
import { writeConsent } from '../runtime/cookie-values';
import { CONSENT_COOKIE, deleteCookie } from '../runtime/cookies';
import { fontsEffects } from '../runtime/fonts/fonts';
import { fontsAwaitingConsentCase, fontsCase, GOOGLE, KIT } from './cases/fonts';
import { walkChart, type StateAssertion } from './harness';

// The fonts chart has no view: what it shows is the console and the error reporter. Its loads are stand-ins the
// walk settles; its effects are the runtime's own, watched through console.error and the window's error events
// (what the core's error capture hands to the reporter).

let consoleErrors: string[];
let reported: string[];
const onError = (event: ErrorEvent) => reported.push(event.message);
beforeEach(() => {
  consoleErrors = [];
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(String(args[0])));
  window.addEventListener('error', onError);
});
afterEach(() => {
  vi.restoreAllMocks();
  deleteCookie(CONSENT_COOKIE);
  window.removeEventListener('error', onError);
});

type Fonts = typeof fontsMachine;
const GONE_MESSAGE = `[visitor-runtime] The Typekit font kit is gone (${KIT} could not be loaded); the site's Typekit fonts are not shown.`;
const typekitQuiet: StateAssertion<Fonts> = () => expect(consoleErrors.filter((line) => line.includes('Typekit'))).toEqual([]);
const googleQuiet: StateAssertion<Fonts> = () => expect(consoleErrors.filter((line) => line.includes('Unable to load fonts'))).toEqual([]);

const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

const cases: Array<[string, FontsInput]> = [
  ['a kit and Google fonts', fontsCase.input as FontsInput],
  ['no custom fonts', { typekitUrl: null, googleFontsUrl: null, consented: true }],
  ['a kit and Google fonts under a restrictive policy, before consent', fontsAwaitingConsentCase.input as FontsInput],
];

for (const [name, input] of cases) {
  describe(`fonts chart (${name})`, () => {
    walkChart({
      ...fontsCase, // the lab says the chart has no view; the walk wires up the runtime around it
      machine: fontsMachine.provide({ actions: fontsEffects(window) }),
      input,
      // the page's consent watch, as the runtime provides it (runtime/fonts/fonts.ts)
      actors: { watchConsent: watchVendorConsent(RESTRICTIVE) },
      mount: () => () => {},
      actions: {
        // The visitor accepts cookies (the banner records the choice and announces it).
        CONSENTED: () => {
          writeConsent('accepted');
          document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
        },
      },
      states: {
        // nothing asked of either service, nothing logged, while the visitor has not consented
        'typekit.awaitingConsent': typekitQuiet,
        'google.awaitingConsent': googleQuiet,
        'typekit.none': typekitQuiet,
        'typekit.loading': typekitQuiet,
        'typekit.loaded': typekitQuiet,
        // logged once and reported once to the error reporter
        'typekit.failed': () => {
          expect(consoleErrors.filter((line) => line.includes('Typekit'))).toEqual([GONE_MESSAGE]);
          expect(reported).toEqual([GONE_MESSAGE]);
        },
        'google.none': googleQuiet,
        'google.loading': googleQuiet,
        'google.loaded': googleQuiet,
        'google.failed': () => expect(consoleErrors.filter((line) => line.includes('Unable to load fonts'))).toEqual([`[visitor-runtime] Unable to load fonts (${GOOGLE}).`]),
      },
    });
  });
}
