/**
 * Advertising-pixel events (visitor-runtime §7). No pixel vendor is reachable, so each event goes to a page-level
 * queue, `window.visitorRuntimePixelEvents`, and fires `visitor-runtime:pixel` on document (detail: the entry), where
 * a vendor's tag can pick it up. Other features trigger them with the DOM events of PIXEL_TRIGGERS.
 */
export const PIXEL_EVENT = 'visitor-runtime:pixel';

export const PixelEventName = {
  CREATE_CUSTOMER_ACCOUNT: 'create-customer-account',
  ADD_TO_CART: 'add-to-cart',
  SEARCH: 'search',
  SUBSCRIBE_NEWSLETTER: 'subscribe-newsletter',
  VIEW_PRODUCT_PAGE: 'view-product-page',
} as const;
export type PixelEventName = (typeof PixelEventName)[keyof typeof PixelEventName];

export interface PixelEntry {
  name: PixelEventName;
  /** The trigger's detail (an object), or {}. */
  data: Record<string, unknown>;
  /** Milliseconds since the epoch. */
  time: number;
}

declare global {
  interface Window {
    visitorRuntimePixelEvents?: PixelEntry[];
  }
}

/** DOM event on document → pixel event. */
export const PIXEL_TRIGGERS: Record<string, PixelEventName> = {
  'visitor-runtime:customer-account-created': PixelEventName.CREATE_CUSTOMER_ACCOUNT,
  'visitor-runtime:add-to-cart': PixelEventName.ADD_TO_CART,
  'visitor-runtime:search': PixelEventName.SEARCH,
  'visitor-runtime:newsletter-subscribe': PixelEventName.SUBSCRIBE_NEWSLETTER,
};

export function firePixel(win: Window, name: PixelEventName, data: unknown = {}, time = Date.now()): PixelEntry {
  const entry: PixelEntry = { name, data: data && typeof data === 'object' ? { ...data } : {}, time };
  (win.visitorRuntimePixelEvents ??= []).push(entry);
  win.document.dispatchEvent(new CustomEvent(PIXEL_EVENT, { detail: entry }));
  return entry;
}

/** Turns the trigger events into pixel events from now on; returns the stop. */
export function watchPixelTriggers(win: Window): () => void {
  const stops = Object.entries(PIXEL_TRIGGERS).map(([type, name]) => {
    const listener = (event: Event) => firePixel(win, name, (event as CustomEvent).detail);
    win.document.addEventListener(type, listener);
    return () => win.document.removeEventListener(type, listener);
  });
  return () => stops.forEach((stop) => stop());
}

/** A product page: a content item (page type 50) whose record type is store item (11). */
export const isProductPage = (pageType: unknown, item: { recordType?: unknown } | null | undefined) =>
  pageType === 50 && item?.recordType === 11;
