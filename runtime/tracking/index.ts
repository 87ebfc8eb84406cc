import { commonData } from '../analytics/context';
import { recordEvent, sendAnalyticsEvent } from '../analytics/events';
import { analyticsSession, forgetSession, forgetTrackingStorage } from '../analytics/session';
import type { TrackingStopReason } from '../consent/policy';
import { readCookie, VISITOR_RECORD_COOKIE } from '../cookies';
import { formatVisitorRecord } from '../cookie-values';
import { pageFacts } from '../page-facts';
import type { SiteContext } from '../schemas/site-context';
import { censusPageFields, recordHit, recordOverlay, recordQuickView } from './census';
import { firePixel, isProductPage, PixelEventName, watchPixelTriggers } from './pixels';
import { sendTrack, trackQuery } from './track';
import { recordVisit } from './visitor-record';
import { markVisitRecorded } from './visit-recorded';

/**
 * The tracking chunk (docs/tracking.md), started by runtime/tracking/initialiser.ts only when tracking is allowed
 * and the page is not skipped. Other features reach it through DOM events on document, so they never download it.
 */
export const OVERLAY_VIEW_EVENT = 'visitor-runtime:overlay-view';
export const QUICK_VIEW_EVENT = 'visitor-runtime:quick-view';
export const RECORD_EVENT_EVENT = 'visitor-runtime:record-event';
/** customSchemaName of the page view sent to the events service. */
export const PAGE_VIEW_SCHEMA = 'page_view';

/** Documents whose page view was recorded: once per page load, whatever destroy/boot or consent do later. */
const viewed = new WeakSet<Document>();

function recordPageView(doc: Document, site: SiteContext): void {
  const page = censusPageFields(pageFacts(site), site.item?.recordType);
  const record = recordVisit();
  void recordHit(page, formatVisitorRecord(record));
  const track = trackQuery(location.search, {
    referrer: doc.referrer,
    landing: location.pathname,
    lang: navigator.language,
    screenWidth: screen.width,
    screenHeight: screen.height,
  });
  if (track) sendTrack(track);
  const base = typeof site.eventsServiceUrl === 'string' ? site.eventsServiceUrl : '';
  void sendAnalyticsEvent(base, {
    analyticsId: record.id,
    commonData: commonData(site, doc.documentElement.lang, analyticsSession()),
    customData: { url: page.url, title: page.title, referrer: page.referrer, pageType: site.pageType ?? null },
    customSchemaName: PAGE_VIEW_SCHEMA,
  });
  if (isProductPage(site.pageType, site.item)) {
    firePixel(window, PixelEventName.VIEW_PRODUCT_PAGE, { itemId: page.itemId, title: page.title });
  }
}

export function startTracking(doc: Document, site: SiteContext): (reason?: TrackingStopReason) => void {
  if (!viewed.has(doc)) {
    viewed.add(doc);
    recordPageView(doc, site);
  }
  markVisitRecorded(doc);
  const visitorCookie = () => readCookie(VISITOR_RECORD_COOKIE) ?? '';
  const detail = (event: Event): Record<string, unknown> => {
    const value: unknown = (event as CustomEvent).detail;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  const bridges: Record<string, (event: Event) => void> = {
    [OVERLAY_VIEW_EVENT]: (event) => void recordOverlay(detail(event), visitorCookie()),
    [QUICK_VIEW_EVENT]: (event) => {
      const { id } = detail(event);
      if (typeof id === 'string' && id) void recordQuickView(id);
    },
    [RECORD_EVENT_EVENT]: (event) => {
      const { event: name, data } = detail(event);
      if (typeof name === 'string') void recordEvent(name, data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
    },
  };
  for (const [type, listener] of Object.entries(bridges)) doc.addEventListener(type, listener);
  const stopPixels = watchPixelTriggers(window);
  return (reason = 'destroyed') => {
    for (const [type, listener] of Object.entries(bridges)) doc.removeEventListener(type, listener);
    stopPixels();
    // a refusal removes what tracking kept in storage, as the consent chart removes its cookies
    if (reason === 'refused') forgetTrackingStorage();
    else forgetSession();
  };
}
