// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifyBlock } from '../blocks/identify';
import { PublishedMarkupError } from '../published-markup-error';
import { productBlockSchema } from './product.schema';
import { readPublishedProduct, serverProduct } from './read-published';

// Product pages as the platform publishes them (docs/published-pages.md "Product pages"). The markup is the
// platform's template as the published pages in scripts/demo-site/published/README.md "Product" carry it.

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A details section as published: title, price, excerpt, the variants with their selects, quantity, add button. */
function details({ title = 'Linen Apron', variants = [] as unknown[], options = [] as string[], type = '1', parts = {} as Record<string, boolean> } = {}) {
  const keep = (name: string) => parts[name] !== false;
  const section = document.createElement('section');
  section.className = '\n    product-details\n    ProductItem-details\n  ';
  section.setAttribute('data-test', 'pdp-details');
  section.innerHTML =
    (keep('title') ? `<h1 class="ProductItem-details-title" data-content-field="title" data-test="pdp-title">\n  ${title}\n  </h1>` : '') +
    `<div data-controller="ProductItemVariants,ProductCartButton" class="ProductItem-details-checkout">` +
    `<div class="ProductItem-product-price" data-animation-role="content"><div class="product-price">\nUS$30.00\n</div><div class="pdp-overlay"></div></div>` +
    `<div class="ProductItem-details-excerpt" data-content-field="excerpt"><p class="" style="white-space:pre-wrap;">Washed linen, two pockets.</p></div>` +
    (keep('variants')
      ? `<div class="product-variants" data-item-id="660d5c677b67070328ef1518" data-variants="${escape(JSON.stringify(variants))}" data-animation-role="content">` +
        options.map((name) => `<div class="variant-option"><div class="variant-option-title">${name}: </div><div class="variant-select-wrapper"><select aria-label="Select ${name}" data-variant-option-name="${name}"><option value="">Select ${name}</option></select></div></div>`).join('') +
        `</div>`
      : '') +
    `<div class="product-quantity-input" data-item-id="660d5c677b67070328ef1518" data-animation-role="content"><div class="quantity-label">Quantity:</div><input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></div>` +
    (keep('button')
      ? `<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-dynamic-strings data-collection-id="660d5c677b67070328ef14fa" data-item-id="660d5c677b67070328ef1518" data-product-type="${type}" data-use-custom-label="false" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>`
      : '') +
    `</div>`;
  return section;
}

/** A variant as the platform writes it in data-variants (the sample's fields, money objects and dimensions included). */
const platformVariant = (id: string, size: string, price: number, extra: Record<string, unknown> = {}) => ({
  attributes: { Size: size },
  optionValues: [{ optionName: 'Size', value: size }],
  id,
  sku: `SQ${id.length}000000`,
  price,
  salePrice: 0,
  priceMoney: { currency: 'USD', value: (price / 100).toFixed(2) },
  salePriceMoney: { currency: 'USD', value: '0.00' },
  onSale: false,
  unlimited: true,
  qtyInStock: 0,
  width: 0.0,
  height: 0.0,
  weight: 0.0,
  imageIds: [],
  images: [],
  len: 0.0,
  ...extra,
});

describe('reading a published product page (the details section)', () => {
  it('is a product block to identifyBlock, though the platform gives it no data-block-type', () => {
    expect(identifyBlock(details())).toEqual({ kind: 'product', source: 'published' });
  });

  it('reads the title, id, type, currency, description and each variant, leaving the platform’s other fields out', () => {
    const section = details({
      variants: [platformVariant('9da774c3', '0', 5000), platformVariant('49f82b66', '2', 5000, { unlimited: false, qtyInStock: 4 }), platformVariant('54d672c7', '8', 5500, { unlimited: false, qtyInStock: 0, onSale: true, salePrice: 4000 })],
      options: ['Size'],
    });
    expect(readPublishedProduct(section)).toEqual({
      product: {
        id: '660d5c677b67070328ef1518',
        name: 'Linen Apron',
        productType: 'PHYSICAL',
        currency: 'USD',
        description: 'Washed linen, two pockets.',
        variants: [
          { id: '9da774c3', sku: 'SQ8000000', price: 5000, salePrice: 0, onSale: false, unlimited: true, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: '0' }] },
          { id: '49f82b66', sku: 'SQ8000000', price: 5000, salePrice: 0, onSale: false, unlimited: false, qtyInStock: 4, optionValues: [{ optionName: 'Size', value: '2' }] },
          { id: '54d672c7', sku: 'SQ8000000', price: 5500, salePrice: 4000, onSale: true, unlimited: false, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: '8' }] },
        ],
      },
    });
  });

  it('maps the platform’s product type codes: digital 2, service 3, gift card 4; a paywall (5) is refused', () => {
    const variants = [platformVariant('a', 'S', 100)];
    expect((readPublishedProduct(details({ variants, type: '2' })) as { product: { productType: string } }).product.productType).toBe('DIGITAL');
    expect((readPublishedProduct(details({ variants, type: '3' })) as { product: { productType: string } }).product.productType).toBe('SERVICE');
    expect((readPublishedProduct(details({ variants, type: '4' })) as { product: { productType: string } }).product.productType).toBe('GIFT_CARD');
    expect(() => readPublishedProduct(details({ variants, type: '5' }))).toThrow('data-product-type "5" is no product type a block sells.');
  });

  it('says which part is missing or wrong', () => {
    const variants = [platformVariant('a', 'S', 100)];
    expect(() => readPublishedProduct(details({ variants, parts: { title: false } }))).toThrow(new PublishedMarkupError('the product has no title (.ProductItem-details-title).'));
    expect(() => readPublishedProduct(details({ variants, parts: { variants: false } }))).toThrow('the product has no variants (.product-variants[data-variants]): a product without options is not read yet.');
    expect(() => readPublishedProduct(details({ variants, parts: { button: false } }))).toThrow('the product has no add-to-cart button (.sqs-add-to-cart-button).');
    const broken = details({ variants });
    broken.querySelector('.product-variants')!.setAttribute('data-variants', '[{"id":');
    expect(() => readPublishedProduct(broken)).toThrow(/^data-variants is not JSON/);
    expect(() => readPublishedProduct(details({ variants: [] }))).toThrow('the product does not make a valid configuration (product.variants: must have at least 1).');
    expect(() => readPublishedProduct(details({ variants: [platformVariant('a', 'S', 100, { priceMoney: { currency: 'XYZ', value: '1.00' } })] }))).toThrow(PublishedMarkupError);
  });

  it('reads the fixture page scripts/demo-site/published/product.html into the server catalogue’s T-shirt', async () => {
    document.documentElement.innerHTML = readFileSync(resolve('scripts/demo-site/published/product.html'), 'utf8');
    const section = document.querySelector<HTMLElement>('.ProductItem-details')!;
    const { catalogue } = await import('../../scripts/server/catalogue');
    expect(readPublishedProduct(section)).toEqual({ product: catalogue.get('tee') });
    const parts = serverProduct(section);
    expect(parts.selects.map((select) => select.getAttribute('data-variant-option-name'))).toEqual(['Size', 'Colour']);
    expect(parts.priceText?.textContent?.trim()).toBe('from €22.00');
    expect(parts.addButton?.getAttribute('role')).toBe('button');
  });

  it('returns a configuration the schema accepts, or throws PublishedMarkupError, whatever the variants hold', () => {
    const anyValue = fc.oneof(fc.string(), fc.integer({ min: -5, max: 200_000_000 }), fc.boolean(), fc.constant(null), fc.double());
    const variant = fc.record(
      {
        id: fc.oneof(fc.string(), anyValue),
        price: anyValue,
        salePrice: anyValue,
        onSale: anyValue,
        qtyInStock: anyValue,
        unlimited: anyValue,
        sku: anyValue,
        optionValues: fc.oneof(fc.array(fc.record({ optionName: fc.string(), value: fc.string() }), { maxLength: 3 }), anyValue),
        priceMoney: fc.oneof(fc.record({ currency: fc.constantFrom('USD', 'EUR', 'JPY', 'XYZ', ''), value: fc.string() }), anyValue),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(variant, anyValue), { maxLength: 4 }), fc.string(), fc.constantFrom('1', '2', '3', '4', '5', ''), (variants, title, type) => {
        try {
          expect(productBlockSchema.safeParse(readPublishedProduct(details({ variants, title, type, options: ['Size'] }))).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
        }
      }),
    );
  });
});
