import type { SiteContext } from '../schemas/site-context';
import { isFramed } from '../framing';
import { LOGOUT_PARAMETER } from '../routes';

/**
 * The page markers of the chrome features whose code is downloaded only when the page has them (runtime/chrome/index.ts)
 * or uses them (the session controls: ./session-controls.ts). Kept apart from the features so the chrome chunk can
 * test for them without carrying the features' code.
 */
export const ANIMATION_SELECTOR = '[data-animation]';
export const COMMENT_LINK_SELECTOR = 'a[data-comment-link]';
export const TABLE_BOOKING_SELECTOR = '[data-table-booking]';
export const DATE_NODE_SELECTOR = '[data-date]';
/** A scaled-text heading as the platform publishes it (./scaled-text.ts). */
export const SCALED_TEXT_SELECTOR = '.sqsrte-scaled-text-container';
/** A tooltip trigger: any element with a `data-tooltip` attribute (./tooltips.ts). */
export const TOOLTIP_TRIGGER_SELECTOR = '[data-tooltip]';
/** Controls anywhere on the page that open the login dialog or log out (docs/site-chrome.md "Login and logout"). */
export const LOGIN_CONTROL = '[data-action="login"]';
export const LOGOUT_CONTROL = '[data-action="logout"]';

/** The logout notice's marker: a `logout` parameter whose value is exactly `true` (./logout-notice.ts). */
export function hasLogoutFlag(search: string): boolean {
  return new URLSearchParams(search).getAll(LOGOUT_PARAMETER).includes('true');
}

/** The admin channel's marker (./furniture/admin-channel.ts): accessPermissions include admin, the code 1 (number or
 * string) or the name admin, any case. */
export const hasAdminPermission = (site: Pick<SiteContext, 'accessPermissions'>): boolean =>
  site.accessPermissions.some((permission) => /^(admin|1)$/i.test(String(permission).trim()));

/**
 * Calls `seen` with each element added to the page and each element that gets one of `attributes` (the one
 * MutationObserver of page markers); returns the disconnect. Without MutationObserver it never calls.
 */
export function watchMarkers(doc: Document, attributes: string[], seen: (element: Element) => void): () => void {
  const Observer = doc.defaultView?.MutationObserver ?? globalThis.MutationObserver;
  if (typeof Observer !== 'function') return () => {};
  const observer = new Observer((records) => {
    for (const record of records) {
      if (record.type === 'attributes') seen(record.target as Element);
      else for (const node of record.addedNodes) if (node.nodeType === 1) seen(node as Element);
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: attributes });
  return () => observer.disconnect();
}

/**
 * Calls `found` once: at once when the page has an element matching `selector`, else as soon as one is added or an
 * element gets one of `attributes` (without MutationObserver, only the page as it is now counts). For features whose
 * markers page code may add later. Returns the disconnect.
 */
export function whenMarked(doc: Document, selector: string, attributes: string[], found: () => void): () => void {
  if (doc.querySelector(selector)) {
    found();
    return () => {};
  }
  let marked = false;
  const unwatch = watchMarkers(doc, attributes, (element) => {
    if (marked || (!element.matches(selector) && element.querySelector(selector) === null)) return;
    marked = true;
    unwatch();
    found();
  });
  return unwatch;
}

/**
 * Where Escape can lead somewhere (./keyboard.ts): a logged-in user (to the configuration panel; Shift+Escape logs
 * out), a site with useEscapeKeyToLogin, or a framed page (the backend preview asks its panel). Elsewhere Escape
 * only closes layers (runtime/layers.ts), and the router is not downloaded.
 */
export const escapeMayRoute = ({ document, site }: { document: Document; site: Pick<SiteContext, 'authenticatedAccount' | 'useEscapeKeyToLogin'> }): boolean =>
  Boolean(site.authenticatedAccount) || site.useEscapeKeyToLogin || isFramed(document.defaultView ?? window);
