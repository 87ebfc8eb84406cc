import type { PageInfo } from '../machines/shared/census-fields';
import type { SiteContext } from './schemas/site-context';
import { isStorageAvailable } from './storage';

/** The facts about this page view that submissions and census events carry (visitor-runtime §3). */
export function pageFacts(site: SiteContext): PageInfo {
  return {
    title: document.title,
    path: location.pathname,
    url: location.pathname,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    clientDate: Date.now(),
    viewportInnerHeight: window.innerHeight,
    viewportInnerWidth: window.innerWidth,
    screenHeight: window.screen?.height ?? 0,
    screenWidth: window.screen?.width ?? 0,
    websiteId: site.website.id ?? null,
    templateId: site.templateId ?? null,
    locale: document.documentElement.lang || null,
    collectionId: site.collectionId ?? null,
    itemId: site.itemId ?? null,
    queryString: location.search.replace(/^\?/, ''),
    localStorageSupported: isStorageAvailable('local'),
  };
}
