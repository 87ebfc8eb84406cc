import type { ActorRefFrom } from 'xstate';
import { consentMachine } from '../../machines/consent/machine';
import { startActor } from '../actors';
import { clearTrackingCookies, readConsent, type ConsentChoice } from '../cookies';
import { writeConsent } from '../cookie-values';
import { CONSENT_CHANGE_EVENT } from './policy';

// The consent chart lives here, apart from the policy rule the core reads, so the core never carries it: it is
// downloaded with the banner (or whatever records a choice).

/** The consent chart with the page's effects: the 30-day cookie, clearing tracking cookies, the change event. */
export const consentLogic = () =>
  consentMachine.provide({
    actions: {
      storeChoice: (_, { choice }) => void writeConsent(choice),
      clearTrackingCookies: () => clearTrackingCookies(),
      announce: (_, { choice }) => void document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice } })),
    },
  });

type ConsentActor = Pick<ActorRefFrom<typeof consentMachine>, 'send'>;
let consent: ConsentActor | undefined;

/** The page's consent chart, started with the stored choice on first use. */
const pageConsent = (): ConsentActor => (consent ??= startActor('consent', consentLogic(), { input: { stored: readConsent() } }));

/**
 * The visitor accepts or declines (the banner's buttons): recorded by the page's consent chart, or by `actor` when
 * given (a test hands its own).
 */
export function recordConsent(choice: ConsentChoice, actor: ConsentActor = pageConsent()): void {
  actor.send({ type: choice === 'accepted' ? 'ACCEPT' : 'DECLINE' });
}

/**
 * The cookie banner chart's effects on the page: `storeChoice` records the visitor's choice. In a microtask, once the
 * banner's transition is done: sent from inside the banner's action, the consent chart's own transition would run
 * within it (xstate warns that its assign runs as a custom action's).
 */
export const cookieBannerEffects = {
  storeChoice: (_: unknown, { choice }: { choice: ConsentChoice }) => queueMicrotask(() => recordConsent(choice)),
};
