import { BLOCK_SELECTOR } from './selector';

/** The item the address names (display-widgets §2): its `itemId` query value, else its last path segment. */
function addressedItem(where: Pick<Location, 'pathname' | 'search'>): string | null {
  const segment = where.pathname.split('/').filter(Boolean).pop();
  const itemId = new URLSearchParams(where.search).get('itemId') ?? segment;
  if (!itemId) return null;
  try {
    return decodeURIComponent(itemId);
  } catch {
    return null;
  }
}

/** The elements that carry `itemId` as a slide's or an image's id or address. */
const itemSelector = (itemId: string) => {
  const value = CSS.escape(itemId);
  return `[data-slide-id="${value}"], [data-slide-url="${value}"], [data-image-id="${value}"]`;
};

/**
 * Every block under `root` the address names an item in (a gallery item, a lightbox item, display-widgets §2): the
 * address's `itemId` query value, else its last path segment, is the `data-slide-id`, `data-slide-url` or
 * `data-image-id` of an element inside it. Such a block boots at load, so that it can show the item. One query for
 * the page, not one per block.
 */
export function blocksNamedByAddress(root: ParentNode, where: Pick<Location, 'pathname' | 'search'> = location): Set<Element> {
  const named = new Set<Element>();
  const itemId = addressedItem(where);
  if (itemId === null) return named;
  for (const item of root.querySelectorAll(itemSelector(itemId)))
    for (let block = item.parentElement?.closest(BLOCK_SELECTOR); block; block = block.parentElement?.closest(BLOCK_SELECTOR)) named.add(block);
  return named;
}
