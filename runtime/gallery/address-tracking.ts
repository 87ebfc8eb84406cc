import { addressItemId, slideAddress, slideIndexFor, type AddressSlide } from '../../machines/gallery/address';

/**
 * Gallery address tracking (display-widgets §2): the slide an address selects on load, and the address kept in
 * step with the current slide by `history.replaceState`, so browsing slides adds no history entries.
 */
export function initialSlideFromAddress(slides: readonly AddressSlide[], fullUrl: string | null, where: Location = location): number | null {
  const itemId = addressItemId(where.pathname, where.search, fullUrl ?? '/');
  return itemId === null ? null : slideIndexFor(itemId, slides);
}

export function reflectSlideInAddress(slide: AddressSlide, fullUrl: string): void {
  const address = slideAddress(fullUrl, slide);
  if (!address || address === location.pathname) return;
  // The address's other query values stay (nomotion, say); a load-time itemId has served its purpose.
  const query = new URLSearchParams(location.search);
  query.delete('itemId');
  const search = query.toString();
  history.replaceState(history.state, '', address + (search ? `?${search}` : '') + location.hash);
}
