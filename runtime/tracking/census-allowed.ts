import { currentConsent, trackingAllowed, type ConsentChoice } from '../consent/policy';
import type { SiteContext } from '../schemas/site-context';
import { analyticsFacts, shouldRecordAnalytics } from './skip';

/**
 * Whether a census call (form render, overlay view) may be sent now: census is tracking, so the visitor's consent
 * (under a restrictive policy) and the skip rules of the page both apply. One rule for every census caller; a module
 * of its own, so the core does not carry it.
 */
export const censusAllowed = (site: SiteContext, consent: ConsentChoice | null = currentConsent(), path = location.pathname): boolean =>
  trackingAllowed(site.cookieSettings, consent) && shouldRecordAnalytics(analyticsFacts(site, path));
