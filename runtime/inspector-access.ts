import { isLocalhost } from './localhost';
import { logWarn } from './log';
import type { SiteContext } from './schemas/site-context';

/** Stately's inspector: `createBrowserInspector`'s default address in @statelyai/inspect, and its origin. */
export const STATELY_INSPECTOR_URL = 'https://stately.ai/inspect';
const STATELY_ORIGIN = new URL(STATELY_INSPECTOR_URL).origin;

/** The project's own lab, on the page's origin: `?inspect=lab`. */
export const LAB_PATH = '/_lab';

/** Where the inspector opens and whom its messages are for. */
export interface InspectorTarget {
  url: string;
  /** The only origin the inspector window may have: messages are posted to it and the handshake is taken from it. */
  origin: string;
  /** The window is on the page's own origin (the lab): form field values are shown as typed. */
  sameOrigin: boolean;
}

/** What the rule reads of the site context. */
export type EngineerFacts = Pick<SiteContext, 'website' | 'authenticatedAccount' | 'websiteRoles' | 'accessPermissions'>;

/** What the rule reads of the page: `location` or a URL. */
export type InspectorPage = Pick<Location, 'search' | 'origin' | 'hostname'>;

/**
 * The site's team (visitor-runtime §6): the owner, an administrator (permission code 1) or a contributor (an editor,
 * code 4), by the logged-in account's website roles (`websiteRoles[account id]`, a list or one value) or the page's
 * access permissions. A member or a customer is logged in with none of these; a viewer (code 10) only looks.
 */
const TEAM_ROLE = /^(owner|administrator|admin|contributor|editor|1|4)$/i;

export function isSiteTeam(site: Pick<SiteContext, 'authenticatedAccount' | 'websiteRoles' | 'accessPermissions'>): boolean {
  const id = site.authenticatedAccount?.id;
  if (!site.authenticatedAccount) return false;
  const own = id === undefined ? undefined : site.websiteRoles[id];
  const roles = Array.isArray(own) ? own : own == null ? [] : [own];
  return [...roles, ...site.accessPermissions].some((role) => TEAM_ROLE.test(String(role)));
}

/**
 * An engineer's session, the only one `?inspect` may serve: the page is on localhost (the reference server, a
 * developer's machine), the site is in developer mode, or the logged-in account is of the site's team. A visitor's
 * page is none of these, nor is a member's or a customer's.
 */
export const isEngineerSession = (page: Pick<InspectorPage, 'hostname'>, site: EngineerFacts) =>
  isLocalhost(page.hostname) || site.website.developerMode === true || isSiteTeam(site);

/**
 * The inspector `?inspect` asks for, or undefined when there is none to attach. Nothing is attached (one console
 * warning) for a visitor's page, nor for an address other than Stately's inspector (`?inspect`, or an address on
 * https://stately.ai) and the page's own origin (`?inspect=lab`, or an absolute address on the page's origin): the
 * inspector receives every actor's events, so only those two may receive them.
 */
export function inspectorTarget(page: InspectorPage, site: EngineerFacts): InspectorTarget | undefined {
  const params = new URLSearchParams(page.search);
  if (!params.has('inspect')) return undefined;
  if (!isEngineerSession(page, site)) {
    logWarn("?inspect is ignored: the inspector attaches only on localhost, on a site in developer mode or for the site's team (owner, administrator, contributor).");
    return undefined;
  }
  const value = params.get('inspect')!;
  const pageIsWeb = /^https?:\/\//.test(page.origin);
  if (value === '') return { url: STATELY_INSPECTOR_URL, origin: STATELY_ORIGIN, sameOrigin: false };
  if (value === 'lab' && pageIsWeb) return { url: `${page.origin}${LAB_PATH}`, origin: page.origin, sameOrigin: true };
  const url = parsedUrl(value);
  const web = url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
  if (web && url.origin === STATELY_ORIGIN) return { url: url.href, origin: STATELY_ORIGIN, sameOrigin: false };
  if (web && pageIsWeb && url.origin === page.origin) return { url: url.href, origin: page.origin, sameOrigin: true };
  const given = !url ? `"${value.slice(0, 40)}"` : web ? url.origin : url.protocol;
  logWarn(
    `The inspector address is refused: only Stately's inspector (${STATELY_ORIGIN}), ?inspect=lab or an address on this page's origin are allowed, not ${given}.`,
  );
  return undefined;
}

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
