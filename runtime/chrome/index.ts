import type { Initialiser } from '../initialise';
import { runDestructors, runInitialisers } from '../initialise';
import { checkoutFeature } from './checkout';
import { dialogApiFeature } from './dialog-api';
import { keyboardFeature } from './keyboard';
import { logoutNotice } from './logout-notice';
import { ownerRedirectFeature } from './owner-redirect';
import { popupOverlayInitialiser } from './popup-overlay';
import { sessionControls } from './session';
import { animationsFeature } from './animations';
import { tooltipsFeature } from './tooltips';
import { adminChannelFeature } from './furniture/admin-channel';
import { announcementBarFeature } from './furniture/announcement-bar';
import { commentLinksFeature } from './furniture/comment-links';
import { mobileInfoBarFeature } from './furniture/mobile-info-bar';
import { siteBadgeFeature } from './furniture/site-badge';
import { tableBookingFeature } from './furniture/table-booking';
import { relativeTimeFeature } from './relative-time';

/**
 * The site chrome chunk (docs/site-chrome.md): page-wide behaviour that is not a content block — keyboard, owner
 * redirect, login and logout, popup overlay, dialogs, tooltips, animations, page furniture and text rules. The core
 * downloads it right after boot (runtime/chrome/initialiser.ts), so none of it weighs on the core's budget. Each
 * feature decides whether it applies and downloads its React view only when it shows something. One line per feature.
 */
export const chromeFeatures: Array<[string, Initialiser]> = [
  ['owner-redirect', ownerRedirectFeature],
  ['keyboard', keyboardFeature],
  ['session-controls', sessionControls],
  ['logout-notice', logoutNotice],
  ['checkout', checkoutFeature],
  ['dialog-api', dialogApiFeature],
  ['tooltips', tooltipsFeature],
  ['animations', animationsFeature],
  ['popup-overlay', popupOverlayInitialiser],
  ['table-booking', tableBookingFeature],
  ['site-badge', siteBadgeFeature],
  ['mobile-info-bar', mobileInfoBarFeature],
  ['announcement-bar', announcementBarFeature],
  ['admin-channel', adminChannelFeature],
  ['comment-links', commentLinksFeature],
  ['relative-time', relativeTimeFeature],
];

/** Starts every chrome feature, each guarded; returns the destructor. */
export function startChrome(page: Parameters<Initialiser>[0]): () => void {
  const destructors = runInitialisers(chromeFeatures, page);
  return () => runDestructors(destructors);
}
