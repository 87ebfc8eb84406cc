import { clearTrackingCookies, readConsent, type ConsentChoice } from '../cookies';
import type { SiteContext } from '../schemas/site-context';

export type { ConsentChoice };

/** Fired on `document` with `{ choice }` when the visitor accepts or declines. */
export const CONSENT_CHANGE_EVENT = 'visitor-runtime:consent-change';

/**
 * The site requires consent before tracking: isRestrictiveCookiePolicyEnabled (the API name of
 * isAnalyticsCookiesDisabled) or isRestrictiveCookiePolicyAbsolute (visitor-runtime §3 "Cookie banner settings").
 */
export function isRestrictivePolicy(cookieSettings: Record<string, unknown>): boolean {
  return cookieSettings.isRestrictiveCookiePolicyEnabled === true || cookieSettings.isRestrictiveCookiePolicyAbsolute === true;
}

/**
 * Whether tracking (census hits, pixels, analytics events, performance records, tracking cookies) may run: never
 * after a refusal; under a restrictive policy only after consent; otherwise yes.
 */
export function trackingAllowed(cookieSettings: Record<string, unknown>, choice: ConsentChoice | null): boolean {
  if (choice === 'declined') return false;
  return choice === 'accepted' || !isRestrictivePolicy(cookieSettings);
}

/** The stored choice: the consent cookie, which only the consent chart's storeChoice writes on this page. */
export const currentConsent = (): ConsentChoice | null => readConsent();

/** Why tracking stops: a later refusal, or the page being destroyed. */
export type TrackingStopReason = 'refused' | 'destroyed';

/**
 * Runs `start` once tracking is allowed: now, or when the visitor accepts later. Under a restrictive policy
 * without consent the tracking cookies are cleared first. Returns the stop function (also stops what start began);
 * what start returns is told why it stops.
 */
export function whenTrackingAllowed(site: SiteContext, start: () => void | ((reason: TrackingStopReason) => void)): () => void {
  let stop: ((reason: TrackingStopReason) => void) | undefined;
  // Starts when tracking becomes allowed, stops when it no longer is (a later refusal).
  const follow = () => {
    const allowed = trackingAllowed(site.cookieSettings, currentConsent());
    if (allowed && !stop) stop = start() ?? (() => {});
    if (!allowed && stop) {
      stop('refused');
      stop = undefined;
    }
  };
  if (!trackingAllowed(site.cookieSettings, currentConsent()) && isRestrictivePolicy(site.cookieSettings)) clearTrackingCookies();
  follow();
  document.addEventListener(CONSENT_CHANGE_EVENT, follow);
  return () => {
    document.removeEventListener(CONSENT_CHANGE_EVENT, follow);
    stop?.('destroyed');
  };
}
