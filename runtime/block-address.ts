/**
 * Whether the address names an item inside the block (a gallery item, a lightbox item, display-widgets §2): the
 * address's `itemId` query value, else its last path segment, is the `data-slide-id`, `data-slide-url` or
 * `data-image-id` of an element in it. Such a block boots at load, so that it can show the item.
 */
export function addressNamesBlock(element: Element, where: Pick<Location, 'pathname' | 'search'> = location): boolean {
  const segment = where.pathname.split('/').filter(Boolean).pop();
  let itemId = new URLSearchParams(where.search).get('itemId') ?? segment;
  if (!itemId) return false;
  try {
    itemId = decodeURIComponent(itemId);
  } catch {
    return false;
  }
  const value = CSS.escape(itemId);
  return element.querySelector(`[data-slide-id="${value}"], [data-slide-url="${value}"], [data-image-id="${value}"]`) !== null;
}
