/**
 * Gallery address tracking (display-widgets §2): the current slide's url or id in the address, and the slide an
 * address selects on load.
 */
export interface AddressSlide {
  id: string | null;
  url: string | null;
}

/** The collection's full url, ending in a slash. */
export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The address for a slide: the full url plus the slide's url, else its id; null when it has neither. */
export function slideAddress(fullUrl: string, slide: AddressSlide): string | null {
  const tail = slide.url || slide.id;
  return tail ? withTrailingSlash(fullUrl) + encodeURIComponent(tail).replace(/%2F/gi, '/') : null;
}

/**
 * The itemId an address carries: an `itemId` query value, else the last path segment after the collection's full
 * url. Null when there is none.
 */
export function addressItemId(pathname: string, search: string, fullUrl: string): string | null {
  const query = new URLSearchParams(search).get('itemId');
  if (query) return query;
  const base = withTrailingSlash(fullUrl);
  if (!pathname.startsWith(base)) return null;
  const rest = pathname.slice(base.length).replace(/\/$/, '');
  if (!rest) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** The index of the slide whose id or url is `itemId`, or null. */
export function slideIndexFor(itemId: string, slides: readonly AddressSlide[]): number | null {
  const i = slides.findIndex((s) => s.id === itemId || s.url === itemId);
  return i < 0 ? null : i;
}
