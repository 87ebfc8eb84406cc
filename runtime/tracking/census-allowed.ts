import { currentConsent, trackingAllowed, whenTrackingAllowed, type ConsentChoice, type TrackingStopReason } from '../consent/policy';
import type { SiteContext } from '../schemas/site-context';
import { analyticsFacts, shouldRecordAnalytics } from './skip';

/**
 * Whether a census call (form render, overlay view) may be sent now: census is tracking, so the visitor's consent
 * (under a restrictive policy) and the skip rules of the page both apply. One rule for every census caller; a module
 * of its own, so the core does not carry it.
 */
export const censusAllowed = (site: SiteContext, consent: ConsentChoice | null = currentConsent(), path = location.pathname): boolean =>
  trackingAllowed(site.cookieSettings, consent) && shouldRecordAnalytics(analyticsFacts(site, path));

/**
 * The same rule followed over time, for a census caller that lives on the page (a button block): `start` runs when
 * census becomes allowed (now, or when the visitor accepts), its stop when it no longer is or on `stop()`.
 */
export const whenCensusAllowed = (site: SiteContext, start: () => void | ((reason: TrackingStopReason) => void)): (() => void) =>
  whenTrackingAllowed(site, () => (shouldRecordAnalytics(analyticsFacts(site)) ? start() : undefined));
