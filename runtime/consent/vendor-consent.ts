import { fromCallback, type EventObject } from 'xstate';
import type { SiteContext } from '../schemas/site-context';
import { CONSENT_CHANGE_EVENT, currentConsent, trackingAllowed } from './policy';

/**
 * Whether a vendor that tracks (runtime/vendors.ts `tracks`: the third-party blocks, the follow button) may load now:
 * the page's one rule, never after a refusal, under a restrictive policy only after consent.
 */
export const vendorAllowed = (site: Pick<SiteContext, 'cookieSettings'>): boolean => trackingAllowed(site.cookieSettings, currentConsent());

/** A chart's `watchConsent`: follows the visitor's choice and answers CONSENTED once the vendor may load. */
export const watchVendorConsent = (site: Pick<SiteContext, 'cookieSettings'>, doc: Document = document) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const follow = () => vendorAllowed(site) && sendBack({ type: 'CONSENTED' });
    doc.addEventListener(CONSENT_CHANGE_EVENT, follow);
    return () => doc.removeEventListener(CONSENT_CHANGE_EVENT, follow);
  });

/**
 * For code that is no chart (the page furniture's booking widgets): runs `then` once, when the visitor's choice lets
 * the vendor load; answers the stop (destroy before that choice).
 */
export function onceVendorAllowed(site: Pick<SiteContext, 'cookieSettings'>, doc: Document, then: () => void): () => void {
  const follow = () => {
    if (!vendorAllowed(site)) return;
    stop();
    then();
  };
  const stop = () => doc.removeEventListener(CONSENT_CHANGE_EVENT, follow);
  doc.addEventListener(CONSENT_CHANGE_EVENT, follow);
  return stop;
}
