import { readCookie, VISITOR_RECORD_COOKIE } from '../cookies';
import { pageFacts } from '../page-facts';
import type { PopupOverlaySettings } from './popup-overlay.schema';
import type { SiteContext } from '../schemas/site-context';
import { censusPageFields, recordOverlay } from '../tracking/census';
import { censusAllowed } from '../tracking/census-allowed';

/** POST /api/census/overlay with the tracking chunk's own sender, when tracking is allowed and the page is recorded. */
function reportShown(site: SiteContext, settings: PopupOverlaySettings): void {
  if (!censusAllowed(site)) return;
  const fields = { ...censusPageFields(pageFacts(site), site.item?.recordType), style: settings.style, version: settings.version };
  void recordOverlay(fields, readCookie(VISITOR_RECORD_COOKIE) ?? '');
}

export interface PopupOverlayRecords {
  /** Write the local-storage record. */
  onClosed(): void;
  onSignedUp(): void;
}

/**
 * The popup overlay chart's effects on the page (downloaded with its view, not with the chrome): the census hears
 * that it was shown; its closing and a sign-up are written to the visitor's record by the chrome's initialiser.
 */
export const popupOverlayEffects = (site: SiteContext, settings: PopupOverlaySettings, { onClosed, onSignedUp }: PopupOverlayRecords) => ({
  reportShown: () => reportShown(site, settings),
  recordClosed: () => onClosed(),
  recordSubmitted: () => onSignedUp(),
});
