import { startActor, stopActor } from '../actors';
import type { Initialiser } from '../initialise';
import { describeFirstIssue, logError, logWarn } from '../log';
import type { PopupOverlayRecord, PopupOverlaySettings } from './popup-overlay.schema';
import type { SiteContext } from '../schemas/site-context';
import { popupOverlayRecordValidator, popupOverlaySettingsValidator } from '../schemas/validators.generated';
import { safeStorage, type SafeStorage } from '../storage';
import { decidePopupOverlay, recordAfterClose, recordAfterSignup, type PopupPageFacts } from './popup-frequency';

/**
 * The popup overlay (docs/site-chrome.md "Popup overlay"): the settings come from the site context
 * (`websiteSettings.popupOverlaySettings`), the visitor's record from local storage, the decision from the pure
 * frequency rule (./popup-frequency.ts), both checked by validators generated from their zod schemas (no zod in the
 * chrome chunk). Only when it shows is the page's `#popup-overlay` content read and the view
 * chunk downloaded.
 */
export const POPUP_OVERLAY_RECORD_KEY = 'visitor-runtime:popup-overlay';
export const POPUP_OVERLAY_CONTENT_ID = 'popup-overlay';
/** visitor-runtime §9: mobile breakpoint 432 px. */
export const MOBILE_QUERY = '(max-width: 432px)';
/** Page types (visitor-runtime §2): splash page 3, lock screen 103; collection type splash page 8. */
const SPLASH_PAGE_TYPE = 3;
const LOCK_SCREEN_TYPE = 103;
const SPLASH_COLLECTION_TYPE = 8;

/** The settings; null when the site has none (silently) or they are invalid (with a console error). */
export function readPopupSettings(site: SiteContext): PopupOverlaySettings | null {
  const raw = site.websiteSettings.popupOverlaySettings;
  if (raw === undefined) return null;
  const parsed = popupOverlaySettingsValidator.safeParse(raw);
  if (parsed.success) return parsed.data;
  logError(`The popup overlay is not shown: its settings are invalid (${describeFirstIssue(parsed.error.issues)}).`);
  return null;
}

/** The stored record; a malformed one counts as none, with a console warning. */
export function readPopupRecord(storage: SafeStorage = safeStorage('local')): PopupOverlayRecord | null {
  const text = storage.get(POPUP_OVERLAY_RECORD_KEY);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = popupOverlayRecordValidator.safeParse(value);
  if (parsed.success) return parsed.data;
  logWarn(`The popup overlay's record in local storage (${POPUP_OVERLAY_RECORD_KEY}) is malformed; it counts as none.`);
  return null;
}

export function writePopupRecord(record: PopupOverlayRecord, storage: SafeStorage = safeStorage('local')): void {
  storage.setJSON(POPUP_OVERLAY_RECORD_KEY, record);
}

/** The facts of this page view the rule needs. */
export function popupPageFacts(site: SiteContext, settings: PopupOverlaySettings, win: Window = window): PopupPageFacts {
  const screenshot = new URLSearchParams(win.location.search).get('screenshot');
  const collectionType = site.collection?.type;
  const pages = settings.enabledPages;
  return {
    screenshotMode: screenshot !== null && screenshot !== 'false' && screenshot !== '0',
    lockScreen: site.pageType === LOCK_SCREEN_TYPE,
    splashPage: site.pageType === SPLASH_PAGE_TYPE || collectionType === SPLASH_COLLECTION_TYPE,
    mobile: win.matchMedia?.(MOBILE_QUERY).matches ?? false,
    loggedIn: Boolean(site.authenticatedAccount),
    displayConditionsHold:
      settings.showOnAllPages || pages.includes(win.location.pathname) || (site.collectionId != null && pages.includes(site.collectionId)),
  };
}

/** The parsed JSON of the page's content block; undefined (with a console error) when missing or not JSON. */
export function readPopupContent(doc: Document): unknown {
  const element = doc.getElementById(POPUP_OVERLAY_CONTENT_ID);
  if (!element) {
    logError(`The popup overlay is not shown: the page has no <script type="application/json" id="${POPUP_OVERLAY_CONTENT_ID}"> with its content.`);
    return undefined;
  }
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch (error) {
    logError(`The popup overlay is not shown: #${POPUP_OVERLAY_CONTENT_ID} is not valid JSON (${(error as Error).message}).`);
    return undefined;
  }
}

export const popupOverlayInitialiser: Initialiser = ({ document, site }) => {
  const settings = readPopupSettings(site);
  if (!settings) return;
  const storage = safeStorage('local');
  let record = readPopupRecord(storage);
  const decision = decidePopupOverlay(settings, record, Date.now(), popupPageFacts(site, settings));
  document.documentElement.dataset.popupOverlay = decision.reason;
  if (!decision.show) return;
  const content = readPopupContent(document);
  if (content === undefined) return;

  const save = (next: PopupOverlayRecord) => {
    record = next;
    writePopupRecord(next, storage);
  };
  let destroyed = false;
  let unmount: (() => void) | undefined;
  import('../../views/popup-overlay/mount').then(
    ({ mountPopupOverlay }) => {
      if (destroyed) return;
      unmount = mountPopupOverlay({
        doc: document,
        site,
        settings,
        content,
        actors: { startActor, stopActor },
        onClosed: () => save(recordAfterClose(record, settings.version, Date.now())),
        onSignedUp: () => save(recordAfterSignup(settings.version, Date.now())),
      });
    },
    (error) => logError('The popup overlay could not be loaded.', error),
  );
  return () => {
    destroyed = true;
    unmount?.();
  };
};
