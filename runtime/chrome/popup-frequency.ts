import type { PopupOverlayRecord, PopupOverlaySettings } from './popup-overlay.schema';

/**
 * Whether the popup overlay shows on this page view (visitor-runtime §3 "Popup overlay settings", §4 "Other"). Pure:
 * the settings, the visitor's stored record (null when absent or malformed), the time and the page's facts.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** displayFrequency -1: once closed, never again (until the version is raised). */
export const NEVER_AGAIN = -1;

export interface PopupPageFacts {
  /** The page is rendered for a screenshot (query `screenshot`, docs/site-chrome.md). */
  screenshotMode: boolean;
  /** Page type lock screen (103). */
  lockScreen: boolean;
  /** Page type splash page (3) or a splash-page collection (type 8). */
  splashPage: boolean;
  /** Viewport at or below the mobile breakpoint (432 px). */
  mobile: boolean;
  /** An account is logged in. */
  loggedIn: boolean;
  /** The overlay's display conditions (its page targeting) hold on this page. */
  displayConditionsHold: boolean;
}

export type PopupDecision =
  | { show: true; reason: 'first-visit' | 'new-version' | 'not-closed' | 'frequency-elapsed' }
  | {
      show: false;
      reason:
        | 'style-none'
        | 'screenshot-mode'
        | 'lock-screen'
        | 'splash-page'
        | 'display-conditions'
        | 'mobile-disabled'
        | 'signed-up'
        | 'never-again'
        | 'within-frequency';
    };

type Settings = Pick<PopupOverlaySettings, 'style' | 'version' | 'showUntilSignup' | 'displayFrequency' | 'enableMobile'>;

export function decidePopupOverlay(settings: Settings, record: PopupOverlayRecord | null, now: number, page: PopupPageFacts): PopupDecision {
  // Never, whatever the record says.
  if (settings.style === 'none') return { show: false, reason: 'style-none' };
  if (page.screenshotMode) return { show: false, reason: 'screenshot-mode' };
  if (page.lockScreen) return { show: false, reason: 'lock-screen' };
  if (page.splashPage) return { show: false, reason: 'splash-page' };
  // Loads for logged-in users (on any page) or when its display conditions hold.
  if (!page.loggedIn && !page.displayConditionsHold) return { show: false, reason: 'display-conditions' };
  if (page.mobile && !settings.enableMobile) return { show: false, reason: 'mobile-disabled' };
  // The visitor's history with the overlay.
  if (!record) return { show: true, reason: 'first-visit' };
  if (settings.version > record.version) return { show: true, reason: 'new-version' };
  if (record.submitted && settings.showUntilSignup) return { show: false, reason: 'signed-up' };
  if (record.closedDate === null) return { show: true, reason: 'not-closed' };
  if (settings.displayFrequency === NEVER_AGAIN) return { show: false, reason: 'never-again' };
  // Any other negative frequency counts as 0 (shown on every visit).
  const waitMs = Math.max(0, settings.displayFrequency) * DAY_MS;
  return now - record.closedDate >= waitMs ? { show: true, reason: 'frequency-elapsed' } : { show: false, reason: 'within-frequency' };
}

/** The record once the visitor closes the overlay: the signup flag is kept only for the same version. */
export function recordAfterClose(previous: PopupOverlayRecord | null, version: number, now: number): PopupOverlayRecord {
  return { version, submitted: previous?.version === version && previous.submitted, closedDate: now };
}

/** The record once the newsletter form inside succeeded; the signup also starts the display-frequency wait. */
export function recordAfterSignup(version: number, now: number): PopupOverlayRecord {
  return { version, submitted: true, closedDate: now };
}
