/**
 * The platform routes the runtime goes to (visitor-runtime §2 "Routes the runtime goes to or calls"). Pure builders:
 * every value goes into the query percent-encoded (UTF-8; a space is `%20`, a lone surrogate becomes U+FFFD), so
 * `new URL(built, origin).searchParams` gives each value back unchanged. Blocks and chrome features build these
 * URLs here and nowhere else (docs/site-chrome.md "Routes").
 */

/** The query string of these parameters, in order; `undefined` values are left out. */
function query(params: ReadonlyArray<[string, string | undefined]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of params) if (value !== undefined) search.append(name, value);
  // URLSearchParams writes a space as '+' (a literal '+' is %2B), which some servers read literally: use %20.
  return search.toString().replace(/\+/g, '%20');
}

/** Checkout page; entered only when the cart cookie exists (runtime/chrome/checkout.ts goToCheckout). */
export const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';

/** /checkout/subscribe?cartToken={token}: subscription checkout. */
export const subscribeCheckoutUrl = (cartToken: string): string =>
  `/checkout/subscribe?${query([['cartToken', cartToken]])}`;

/** /checkout/donate?donatePageId={id}: donation checkout. */
export const donateCheckoutUrl = (donatePageId: string): string =>
  `/checkout/donate?${query([['donatePageId', donatePageId]])}`;

export interface GiftCardCheckout {
  websiteId: string;
  giftCardProductId: string;
  /** optional: left out of the URL when absent, null or empty */
  sku?: string | null;
}

/** /checkout/giftcard?websiteId={id}&giftCardProductId={id}[&sku={sku}]: gift card checkout. */
export const giftCardCheckoutUrl = ({ websiteId, giftCardProductId, sku }: GiftCardCheckout): string =>
  `/checkout/giftcard?${query([
    ['websiteId', websiteId],
    ['giftCardProductId', giftCardProductId],
    ['sku', sku || undefined],
  ])}`;

/**
 * /config/?frameUrl={encoded current path and query}: the site configuration panel showing this page. A path that
 * starts with several slashes (a visit to `https://site//other.example/x`) is given one, so the frame URL can never
 * be read as another host (`//other.example/x`).
 */
export function configPanelUrl(location: { pathname: string; search: string }): string {
  const path = location.pathname.replace(/^[/\\]+/, '/');
  return `/config/?${query([['frameUrl', path + location.search]])}`;
}

/** The query parameter that makes a page show the logout notice (runtime/chrome/session.ts). */
export const LOGOUT_PARAMETER = 'logout';

/** The decoded name of one `name=value` piece of a query string (as written; a malformed escape is kept). */
export const nameOf = (piece: string): string => {
  const raw = piece.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * Where the visitor goes after logging out: the site root `/?logout=true`, or, inside the backend preview, the
 * preview frame URL (a same-site path with its query and hash, e.g. `location.pathname + location.search`) with
 * `logout=true` added to its query (any earlier `logout` parameter replaced, the other parameters kept as they
 * were). A frame URL that is not a same-site path (absolute, protocol-relative `//host`, empty) gives the site root,
 * so the destination never leaves the site.
 */
export function logoutUrl(previewFrameUrl?: string | null): string {
  // a URL parser drops tabs and newlines anywhere ('/\n/evil.example' is '//evil.example'): drop them first
  const given = typeof previewFrameUrl === 'string' ? previewFrameUrl.replace(/[\t\n\r]/g, '') : '';
  const frame = /^\/(?![/\\])/.test(given) ? given : '/';
  const hashAt = frame.indexOf('#');
  const beforeHash = hashAt < 0 ? frame : frame.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : frame.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = (queryAt < 0 ? '' : beforeHash.slice(queryAt + 1))
    .split('&')
    .filter((piece) => piece !== '' && nameOf(piece) !== LOGOUT_PARAMETER);
  return `${path}?${[...kept, `${LOGOUT_PARAMETER}=true`].join('&')}${hash}`;
}
