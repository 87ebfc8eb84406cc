// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { readConsent, deleteCookie, CONSENT_COOKIE, VISITOR_RECORD_COOKIE } from '../runtime/cookies';
import { readVisitorRecord, writeConsent } from '../runtime/cookie-values';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { consentLogic, recordConsent } from '../runtime/consent/record';
import { consentCase } from './cases/consent';
import { walkChart } from './harness';

// The consent chart has no view of its own: the banner's buttons record the choice with the runtime's
// recordConsent (walked through the banner in cookie-banner.model.test.tsx), which is how ACCEPT and DECLINE come
// here too. Its effects are the page's own: the consent cookie, the tracking cookies, and the change event that
// starts or stops tracking.
const heard: string[] = [];
const onChange = (event: Event) => heard.push((event as CustomEvent<{ choice: string }>).detail.choice);

for (const stored of [null, 'accepted', 'declined'] as const) {
  describe(`consent chart (stored choice: ${stored ?? 'none'})`, () => {
    walkChart({
      ...consentCase, // the lab says the chart has no view; the walk wires up the runtime around it
      machine: consentLogic(),
      input: { stored },
      mount: () => {
        heard.length = 0;
        deleteCookie(CONSENT_COOKIE);
        if (stored) writeConsent(stored);
        // A tracking cookie from an earlier visit, which a refusal must clear.
        document.cookie = `${VISITOR_RECORD_COOKIE}=abc|1|2|3|4; path=/`;
        document.addEventListener(CONSENT_CHANGE_EVENT, onChange);
        return () => document.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
      },
      actions: {
        ACCEPT: ({ trigger }) => recordConsent('accepted', trigger),
        DECLINE: ({ trigger }) => recordConsent('declined', trigger),
      },
      states: {
        undecided: () => {
          expect(readConsent()).toBeNull();
          expect(heard).toEqual([]);
          expect(readVisitorRecord()).not.toBeNull();
        },
        accepted: () => {
          expect(readConsent()).toBe('accepted');
          expect(heard.at(-1) ?? stored).toBe('accepted');
        },
        declined: () => {
          expect(readConsent()).toBe('declined');
          expect(heard.at(-1) ?? stored).toBe('declined');
          if (heard.length > 0) expect(readVisitorRecord()).toBeNull();
        },
      },
    });
  });
}
