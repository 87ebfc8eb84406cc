// What the core knows of blocks before it downloads the block machinery (runtime/blocks/index.ts, a chunk of its own):
// how to find one, and what to say when page code names something that is none.

/**
 * A published product page's details section (title, price, options, quantity, add to cart): the platform draws it
 * as part of the item page, with no `data-block-type`; the runtime boots it as a product block
 * (docs/published-pages.md "Product pages").
 */
export const PRODUCT_PAGE_DETAILS = '.ProductItem-details';

export const BLOCK_SELECTOR = `[data-block-type], ${PRODUCT_PAGE_DETAILS}`;

export const NOT_A_BLOCK = 'visitorRuntime.boot(element): the element is not a block and is in none.';
