import { isFramed } from '../framing';
import { isLocalhost } from '../localhost';
import type { Initialiser } from '../initialise';
import { configPanelUrl } from '../routes';
import type { SiteContext } from '../schemas/site-context';
import { safeStorage, type StorageHost } from '../storage';

/**
 * Redirect to the configuration panel (visitor-runtime §2 "Redirect to configuration panel", §6): a logged-in
 * account that opens the live site goes to /config/?frameUrl={current path and query}, unless the host is localhost,
 * the query contains noredirect (remembered for the session under the flag name noredirect), the site is in
 * developer mode or cloneable, the page is framed, or the account's roles include viewer.
 */
export interface OwnerRedirectFacts {
  /** site context authenticatedAccount is present */
  loggedIn: boolean;
  /** location.hostname */
  host: string;
  /** the query has a noredirect parameter (any value, also empty) */
  noredirectInQuery: boolean;
  /** sessionStorage holds the noredirect flag from an earlier page of this session */
  noredirectRemembered: boolean;
  developerMode: boolean;
  cloneable: boolean;
  /** the page is inside a frame */
  framed: boolean;
  /** the account's roles include viewer */
  viewer: boolean;
}

export const shouldRedirectToConfig = (facts: OwnerRedirectFacts): boolean =>
  facts.loggedIn &&
  !isLocalhost(facts.host) &&
  !facts.noredirectInQuery &&
  !facts.noredirectRemembered &&
  !facts.developerMode &&
  !facts.cloneable &&
  !facts.framed &&
  !facts.viewer;

/** The session flag (sessionStorage key) that remembers noredirect. */
export const NOREDIRECT_FLAG = 'noredirect';

/**
 * A viewer role: the name `viewer` (any case) or the contributor permission code 10, as in docs/tracking.md. Looked
 * for in the account's website roles (websiteRoles[account id], a list or one value) and the page's
 * accessPermissions.
 */
export function hasViewerRole(site: SiteContext): boolean {
  const id = site.authenticatedAccount?.id;
  const own = id === undefined ? undefined : site.websiteRoles[id];
  const roles = Array.isArray(own) ? own : own == null ? [] : [own];
  return [...roles, ...site.accessPermissions].some((role) => /^(viewer|10)$/i.test(String(role)));
}

export { isFramed } from '../framing';
export { isLocalhost } from '../localhost';

export interface OwnerRedirectEnvironment {
  window: Window;
  /** default window.location.replace (the live page is not kept in history) */
  navigate?: (url: string) => void;
  /** where the noredirect flag lives; default the window's sessionStorage */
  storage?: StorageHost;
}

/** Reads the facts of this page; remembers noredirect for the session when the query has it. */
export function ownerRedirectFacts(site: SiteContext, win: Window, storage: StorageHost = win): OwnerRedirectFacts {
  const session = safeStorage('session', storage);
  const noredirectInQuery = new URLSearchParams(win.location.search).has(NOREDIRECT_FLAG);
  const noredirectRemembered = session.get(NOREDIRECT_FLAG) !== null;
  if (noredirectInQuery && !noredirectRemembered) session.set(NOREDIRECT_FLAG, 'true');
  return {
    loggedIn: Boolean(site.authenticatedAccount),
    host: win.location.hostname,
    noredirectInQuery,
    noredirectRemembered,
    developerMode: site.website.developerMode === true,
    cloneable: site.website.cloneable === true,
    framed: isFramed(win),
    viewer: hasViewerRole(site),
  };
}

/** The chrome feature: redirects at start when the rule says so. */
export const createOwnerRedirectFeature =
  (environment?: OwnerRedirectEnvironment): Initialiser =>
  ({ site }) => {
    const win = environment?.window ?? window;
    const navigate = environment?.navigate ?? ((url: string) => win.location.replace(url));
    if (shouldRedirectToConfig(ownerRedirectFacts(site, win, environment?.storage ?? win))) {
      navigate(configPanelUrl(win.location));
    }
  };

export const ownerRedirectFeature: Initialiser = createOwnerRedirectFeature();
