import type { Initialiser } from '../initialise';
import { lazyInitialiser, runDestructors, runInitialisers } from '../initialise';
import { ANIMATION_SELECTOR, COMMENT_LINK_SELECTOR, DATE_NODE_SELECTOR, SCALED_TEXT_SELECTOR, escapeMayRoute, hasAdminPermission, hasLogoutFlag, TABLE_BOOKING_SELECTOR, TOOLTIP_TRIGGER_SELECTOR, whenMarked } from './markers';
import { checkoutFeature } from './checkout';
import { dialogApiFeature } from './dialog-api';
import { activationFeature } from './activation';
import { sessionControls } from './session-controls';
import { announcementBarFeature } from './furniture/announcement-bar';

/**
 * The site chrome chunk (docs/site-chrome.md): page-wide behaviour that is not a content block — keyboard, owner
 * redirect, login and logout, popup overlay, dialogs, tooltips, animations, page furniture and text rules. The core
 * downloads it right after boot (runtime/chrome/initialiser.ts), so none of it weighs on the core's budget. Each
 * feature decides whether it applies and downloads its React view only when it shows something. One line per feature.
 * Features for logged-in accounts only, features for markers most pages lack, and the popup overlay (only for sites
 * with its settings) are chunks of their own, downloaded only when they apply (`lazyInitialiser`), so a visitor's
 * page carries none of their code.
 */
const loggedIn = ({ site }: Parameters<Initialiser>[0]) => Boolean(site.authenticatedAccount);
const has = (selector: string) => ({ document }: Parameters<Initialiser>[0]) => document.querySelector(selector) !== null;

/** Tooltips: downloaded once the page has a trigger, at start or whenever page code adds one. */
const tooltips: Initialiser = (page) => {
  let stop: void | (() => void);
  const start = lazyInitialiser('tooltips', () => import('./tooltips').then((m) => m.tooltipsFeature));
  const unwatch = whenMarked(page.document, TOOLTIP_TRIGGER_SELECTOR, ['data-tooltip'], () => (stop = start(page)));
  return () => {
    unwatch();
    stop?.();
  };
};

export const chromeFeatures: Array<[string, Initialiser]> = [
  ['owner-redirect', lazyInitialiser('owner-redirect', () => import('./owner-redirect').then((m) => m.ownerRedirectFeature), loggedIn)],
  ['keyboard-activation', activationFeature],
  ['keyboard', lazyInitialiser('keyboard', () => import('./keyboard').then((m) => m.escapeFeature), escapeMayRoute)],
  ['session-controls', sessionControls],
  ['logout-notice', lazyInitialiser('logout-notice', () => import('./logout-notice').then((m) => m.logoutNotice), ({ document }) => hasLogoutFlag(document.defaultView?.location.search ?? ''))],
  ['checkout', checkoutFeature],
  ['dialog-api', dialogApiFeature],
  ['tooltips', tooltips],
  ['animations', lazyInitialiser('animations', () => import('./animations').then((m) => m.animationsFeature), has(ANIMATION_SELECTOR))],
  ['popup-overlay', lazyInitialiser('popup-overlay', () => import('./popup-overlay').then((m) => m.popupOverlayInitialiser), ({ site }) => site.websiteSettings.popupOverlaySettings !== undefined)],
  ['table-booking', lazyInitialiser('table-booking', () => import('./furniture/table-booking').then((m) => m.tableBookingFeature), has(TABLE_BOOKING_SELECTOR))],
  ['site-badge', lazyInitialiser('site-badge', () => import('./furniture/site-badge').then((m) => m.siteBadgeFeature), loggedIn)],
  ['mobile-info-bar', lazyInitialiser('mobile-info-bar', () => import('./furniture/mobile-info-bar').then((m) => m.mobileInfoBarFeature), loggedIn)],
  ['announcement-bar', announcementBarFeature],
  ['admin-channel', lazyInitialiser('admin-channel', () => import('./furniture/admin-channel').then((m) => m.adminChannelFeature), ({ site }) => hasAdminPermission(site))],
  ['comment-links', lazyInitialiser('comment-links', () => import('./furniture/comment-links').then((m) => m.commentLinksFeature), has(COMMENT_LINK_SELECTOR))],
  ['scaled-text', lazyInitialiser('scaled-text', () => import('./scaled-text').then((m) => m.scaledTextFeature), has(SCALED_TEXT_SELECTOR))],
  ['relative-time', lazyInitialiser('relative-time', () => import('./relative-time').then((m) => m.relativeTimeFeature), has(DATE_NODE_SELECTOR))],
];

/** Starts every chrome feature, each guarded; returns the destructor. */
export function startChrome(page: Parameters<Initialiser>[0]): () => void {
  const destructors = runInitialisers(chromeFeatures, page);
  return () => runDestructors(destructors);
}
