import type { Initialiser } from '../../initialise';
import { onceVendorAllowed, vendorAllowed } from '../../consent/vendor-consent';
import { logWarn } from '../../log';
import { vendorAddress, VENDORS } from '../../vendors';
import type { SiteContext } from '../../schemas/site-context';
import { COMMENT_LINK_SELECTOR } from '../markers';
export { COMMENT_LINK_SELECTOR };

/**
 * Comment links (visitor-runtime §2 "Pages with special handling"; docs/site-chrome.md "Page furniture"). A comment
 * link is an `<a data-comment-link data-item-id="{id}" href="{item path}">` in a blog list or on a blog item. It
 * points to `{baseUrl}{href}#disqus_thread` when the site has an external comment service (websiteSettings
 * disqusShortname), otherwise to `{baseUrl}{href}#comment-{id}`. With the service, the service's count script
 * (the vendor table's `https://{shortname}.disqus.com/count.js`, which fills in the counts of `#disqus_thread` links)
 * is injected ONCE per document, only when the page has comment links, and once the page's consent rule allows it.
 */
/** The original href, kept so the rewrite is idempotent and undone on destroy. */
const ORIGINAL_HREF = 'data-comment-href';
export const COUNT_SCRIPT_ID = 'dsq-count-scr';

/** The configured external comment service's shortname (trimmed), or null when none is configured. */
export function commentServiceShortname(site: Pick<SiteContext, 'websiteSettings'>): string | null {
  const name = site.websiteSettings.disqusShortname?.trim();
  return name ? name : null;
}

/** A shortname the count script may be loaded for: a host label (letters, digits, inner hyphens, at most 63). */
export const isValidShortname = (name: string): boolean => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(name);

/**
 * The count script's address, from the vendor table's (runtime/vendors.ts `disqus`), or null for a shortname that is
 * not a valid host label (nothing is loaded then).
 */
export function countScriptUrl(shortname: string): string | null {
  if (!isValidShortname(shortname)) return null;
  const verdict = vendorAddress(VENDORS.disqus.address.replace('{shortname}', shortname.toLowerCase()), ['disqus'], { standIns: null });
  return verdict.ok ? verdict.href : null;
}

/** The site's base URL without trailing slashes ('' when not given: the link stays relative to this origin). */
export const normaliseBaseUrl = (baseUrl: string | undefined): string => (baseUrl ?? '').trim().replace(/\/+$/, '');

/**
 * The comment link's target. `href` is the item's address as the page gives it: a path (a missing leading slash is
 * added), any hash dropped (the rule adds its own). `{baseUrl}{href}#disqus_thread` with a shortname, else
 * `{baseUrl}{href}#comment-{id}`.
 */
export function commentLinkHref(input: { baseUrl?: string; href: string; id: string; shortname: string | null }): string {
  const withoutHash = input.href.split('#', 1)[0]!.trim();
  const path = withoutHash === '' || withoutHash.startsWith('/') ? withoutHash : `/${withoutHash}`;
  const target = `${normaliseBaseUrl(input.baseUrl)}${path}`;
  return input.shortname ? `${target}#disqus_thread` : `${target}#comment-${input.id}`;
}

/** Injects the count script unless this document already has it; true when it injected it now. */
export function injectCountScript(doc: Document, url: string): boolean {
  if (doc.getElementById(COUNT_SCRIPT_ID)) return false;
  const script = doc.createElement('script');
  script.id = COUNT_SCRIPT_ID;
  script.async = true;
  script.src = url;
  doc.head.append(script);
  return true;
}

export const commentLinksFeature: Initialiser = ({ document: doc, site }) => {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(COMMENT_LINK_SELECTOR)];
  if (!links.length) return;
  const shortname = commentServiceShortname(site);
  for (const link of links) {
    if (!link.hasAttribute(ORIGINAL_HREF)) link.setAttribute(ORIGINAL_HREF, link.getAttribute('href') ?? '');
    const id = link.dataset.itemId ?? '';
    if (!shortname && !id) logWarn('A comment link has no data-item-id; its #comment- anchor is empty.', link);
    link.setAttribute(
      'href',
      commentLinkHref({ baseUrl: site.website.baseUrl, href: link.getAttribute(ORIGINAL_HREF)!, id, shortname }),
    );
  }
  let stopWaiting = () => {};
  if (shortname) {
    const url = countScriptUrl(shortname);
    // Disqus sees the visitor (the table's `tracks`): the counts wait for the page's one consent rule.
    const inject = () => void injectCountScript(doc, url!);
    if (!url) logWarn(`The comment service shortname "${shortname}" is not a valid name; comment counts are not loaded.`);
    else if (!VENDORS.disqus.tracks || vendorAllowed(site)) inject();
    else stopWaiting = onceVendorAllowed(site, doc, inject);
  }
  return () => {
    stopWaiting();
    // the count script stays: a script cannot be unloaded, and a later start must not download it again
    for (const link of links) {
      link.setAttribute('href', link.getAttribute(ORIGINAL_HREF) ?? '');
      link.removeAttribute(ORIGINAL_HREF);
    }
  };
};
