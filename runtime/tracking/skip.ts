import type { SiteContext } from '../schemas/site-context';

/**
 * When analytics is recorded (visitor-runtime §6, §2 "Search page"). Pure, and part of the core: keep it tiny.
 * Page types are literal codes here (runtime/enums.ts PageType) so the core does not carry the whole table.
 */
export interface AnalyticsFacts {
  /** An account is logged in (site context authenticatedAccount). */
  signedIn: boolean;
  /** The logged-in account's website roles (websiteRoles[account id]). */
  roles: readonly unknown[];
  /** The page's access permission codes (accessPermissions). */
  permissions: readonly unknown[];
  pageType: number | undefined;
  /** location.pathname */
  path: string;
  /** Tracking disabled for the whole site or page (site context trackingDisabled, window.visitorRuntimeTrackingDisabled). */
  trackingDisabled: boolean;
}

/** not found 100, search 102, lock screen 103, member area access denied 106 */
export const UNTRACKED_PAGE_TYPES: readonly number[] = [100, 102, 103, 106];

/** The path or one below it: `/config`, `/config/`, `/config/pages`, not `/configure`. */
const under = (root: string, path: string) => path === root || path.startsWith(`${root}/`);

/** Roles and permissions together name at least one role, and every one is viewer (its name, any case, or the
 * contributor permission code 10). */
export const isViewerOnly = (roles: readonly unknown[], permissions: readonly unknown[]) =>
  roles.length + permissions.length > 0 && [...roles, ...permissions].every((role) => /^(viewer|10)$/i.test(String(role)));

export const shouldRecordAnalytics = (facts: AnalyticsFacts): boolean =>
  !facts.trackingDisabled &&
  !UNTRACKED_PAGE_TYPES.includes(facts.pageType!) &&
  !under('/search', facts.path) &&
  (!facts.signedIn || (isViewerOnly(facts.roles, facts.permissions) && !under('/config', facts.path)));

declare global {
  interface Window {
    /** Set to true before the runtime loads to disable tracking on the page (docs/tracking.md). */
    visitorRuntimeTrackingDisabled?: boolean;
  }
}

/** The facts of this page view. */
export function analyticsFacts(site: SiteContext, path = location.pathname): AnalyticsFacts {
  const account = site.authenticatedAccount;
  const own = account?.id === undefined ? undefined : site.websiteRoles[account.id];
  return {
    signedIn: Boolean(account),
    roles: Array.isArray(own) ? own : own == null ? [] : [own],
    permissions: site.accessPermissions,
    pageType: site.pageType,
    path,
    trackingDisabled: site.trackingDisabled === true || window.visitorRuntimeTrackingDisabled === true,
  };
}
