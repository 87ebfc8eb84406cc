import type { Initialiser } from '../../initialise';
import { configPanelUrl } from '../../routes';
import type { SiteContext } from '../../schemas/site-context';
import { injectStyle } from '../../inject-style';

/**
 * The site badge (visitor-runtime §6; docs/site-chrome.md "Page furniture"): a logged-in account gets a small badge,
 * except for template version 7.1 or when the badge type is none. The badge type is read from tweakJSON `badgeType`
 * (the spec does not say where it lives; absent means the default badge). The badge is a link "Edit this site" to
 * the configuration panel showing this page (/config/?frameUrl=…), fixed at the bottom right inside an
 * `<aside aria-label="Site badge">`, below every managed layer (z-index 29999).
 */
export const SITE_BADGE_SELECTOR = '[data-runtime-host="site-badge"]';
export const SITE_BADGE_TEXT = 'Edit this site';

export interface SiteBadgeFacts {
  loggedIn: boolean;
  /** site context templateVersion, as given ('7.1' or 7.1) */
  templateVersion: string | number | undefined;
  /** tweakJSON badgeType, as given */
  badgeType: unknown;
}

export const siteBadgeFacts = (site: Pick<SiteContext, 'authenticatedAccount' | 'templateVersion' | 'tweakJSON'>): SiteBadgeFacts => ({
  loggedIn: Boolean(site.authenticatedAccount),
  templateVersion: site.templateVersion,
  badgeType: site.tweakJSON.badgeType,
});

/** Badge type none: the string none, any case, surrounding spaces ignored. */
export const isBadgeTypeNone = (badgeType: unknown): boolean => typeof badgeType === 'string' && badgeType.trim().toLowerCase() === 'none';

export const shouldShowSiteBadge = (facts: SiteBadgeFacts): boolean =>
  facts.loggedIn && String(facts.templateVersion) !== '7.1' && !isBadgeTypeNone(facts.badgeType);

const STYLE = `
[data-runtime-host="site-badge"] { position: fixed; right: 12px; bottom: 12px; z-index: 29999; margin: 0; }
[data-runtime-host="site-badge"] a { display: inline-block; padding: 6px 12px; border-radius: 999px; background: #111;
  color: #fff; font: 600 13px/1.4 system-ui, sans-serif; text-decoration: none; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25); }
[data-runtime-host="site-badge"] a:hover { text-decoration: underline; }
[data-runtime-host="site-badge"] a:focus-visible { outline: 3px solid #4a90d9; outline-offset: 2px; }
`;

export const siteBadgeFeature: Initialiser = ({ document: doc, site }) => {
  if (!shouldShowSiteBadge(siteBadgeFacts(site))) return;
  injectStyle('site-badge', STYLE, doc);
  const badge = doc.createElement('aside');
  badge.setAttribute('data-runtime-host', 'site-badge');
  badge.setAttribute('aria-label', 'Site badge');
  const link = doc.createElement('a');
  link.href = configPanelUrl(doc.defaultView?.location ?? { pathname: '/', search: '' });
  link.textContent = SITE_BADGE_TEXT;
  badge.append(link);
  doc.body.append(badge);
  return () => badge.remove();
};
