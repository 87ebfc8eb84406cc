import { slideAddress, type AddressSlide } from '../../machines/gallery/address';

/**
 * Gallery address tracking (display-widgets §2): the address kept in step with the current slide by
 * `history.replaceState`, so browsing slides adds no history entries. The slide an address selects on load is the
 * plan's (runtime/gallery/plan.ts).
 */
export function reflectSlideInAddress(slide: AddressSlide, fullUrl: string): void {
  const address = slideAddress(fullUrl, slide);
  if (!address || address === location.pathname) return;
  // The address's other query values stay (nomotion, say); a load-time itemId has served its purpose.
  const query = new URLSearchParams(location.search);
  query.delete('itemId');
  const search = query.toString();
  history.replaceState(history.state, '', address + (search ? `?${search}` : '') + location.hash);
}
