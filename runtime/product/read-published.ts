import { PRODUCT_TYPES } from '../../machines/product/types';
import { PublishedMarkupError } from '../published-markup-error';
import { isRecord } from '../../machines/shared/values';
import { productBlockValidator } from './product.validator.generated';
import { acceptedBy, markupText } from '../published-markup';

// A product page as the platform publishes it (docs/published-pages.md "Product pages"): the details section of the
// item page, `section.product-details.ProductItem-details`, its parts in `.ProductItem-details-checkout`.

export const PUBLISHED_PRODUCT = {
  title: '.ProductItem-details-title',
  price: '.ProductItem-product-price',
  priceText: '.product-price',
  excerpt: '.ProductItem-details-excerpt',
  checkout: '.ProductItem-details-checkout',
  variants: '.product-variants[data-variants]',
  select: 'select[data-variant-option-name]',
  quantity: '.product-quantity-input input',
  addButton: '.sqs-add-to-cart-button',
  addLabel: '.sqs-add-to-cart-button-inner',
} as const;

/** The platform's product type codes (visitor-runtime §3 "Product types"): physical 1, digital 2, service 3, gift card 4. */
const PRODUCT_TYPE_CODES: Record<string, (typeof PRODUCT_TYPES)[number]> = { '1': 'PHYSICAL', '2': 'DIGITAL', '3': 'SERVICE', '4': 'GIFT_CARD' };

/** The server's parts of a published product, found where the platform draws them. */
export function serverProduct(block: Element) {
  const one = <T extends Element = HTMLElement>(selector: string) => block.querySelector<T>(selector);
  return {
    title: one(PUBLISHED_PRODUCT.title),
    price: one(PUBLISHED_PRODUCT.price),
    priceText: one(`${PUBLISHED_PRODUCT.price} ${PUBLISHED_PRODUCT.priceText}`),
    checkout: one(PUBLISHED_PRODUCT.checkout),
    selects: Array.from(block.querySelectorAll<HTMLSelectElement>(PUBLISHED_PRODUCT.select)),
    quantity: one<HTMLInputElement>(PUBLISHED_PRODUCT.quantity),
    addButton: one(PUBLISHED_PRODUCT.addButton),
  };
}

const fail = (what: string): never => {
  throw new PublishedMarkupError(what);
};

/** A variant of `data-variants` as our schema takes it: the §3 fields, the platform's others (money objects,
 * dimensions, images, attributes) left out. */
function variantOf(data: unknown, index: number) {
  if (!isRecord(data)) return fail(`data-variants entry ${index + 1} is not an object.`);
  const { id, price, salePrice, onSale, qtyInStock, unlimited, sku, optionValues } = data;
  return { id, price, salePrice, onSale, qtyInStock, unlimited, sku, optionValues };
}

/** The currency of the variants' prices (`priceMoney.currency`), the same for every variant. */
function currencyOf(variants: unknown[]): unknown {
  const first = variants.find(isRecord);
  const money = first?.priceMoney;
  return isRecord(money) ? money.currency : undefined;
}

/**
 * Reads a published product page's details section into the product block's configuration `{ product }`: the title
 * → name, `.product-variants[data-item-id][data-variants]` → id and variants (JSON), their `priceMoney.currency` →
 * currency, the add-to-cart button's `data-product-type` → product type, the excerpt's text → description.
 */
export function readPublishedProduct(block: HTMLElement): unknown {
  const title = block.querySelector(PUBLISHED_PRODUCT.title) ?? fail(`the product has no title (${PUBLISHED_PRODUCT.title}).`);
  const variantsElement = block.querySelector(PUBLISHED_PRODUCT.variants) ?? fail(`the product has no variants (${PUBLISHED_PRODUCT.variants}): a product without options is not read yet.`);
  const button = block.querySelector(PUBLISHED_PRODUCT.addButton) ?? fail(`the product has no add-to-cart button (${PUBLISHED_PRODUCT.addButton}).`);
  let variants: unknown;
  try {
    variants = JSON.parse(variantsElement.getAttribute('data-variants') ?? '');
  } catch (error) {
    return fail(`data-variants is not JSON (${(error as Error).message}).`);
  }
  if (!Array.isArray(variants)) return fail('data-variants is not a list.');
  const type = button.getAttribute('data-product-type') ?? '1';
  const productType = PRODUCT_TYPE_CODES[type] ?? fail(`data-product-type "${type}" is no product type a block sells.`);
  const currency = currencyOf(variants);
  const product = {
    id: variantsElement.getAttribute('data-item-id') ?? button.getAttribute('data-item-id'),
    name: markupText(title),
    productType,
    ...(currency === undefined ? {} : { currency }),
    description: markupText(block.querySelector(PUBLISHED_PRODUCT.excerpt)),
    variants: variants.map(variantOf).map((variant) => Object.fromEntries(Object.entries(variant).filter(([, value]) => value !== undefined))),
  };
  return acceptedBy(productBlockValidator, { product }, 'the product');
}
