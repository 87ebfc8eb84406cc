// The demo shop's products (docs/commerce.md "Catalogue"): the server prices every cart entry from here, never from
// what a page sends. The demo pages' product blocks carry the same products (scripts/server/commerce.test.ts checks).
import { productSchema, type Product } from '../../runtime/product/product.schema';

const option = (optionName: string, value: string) => ({ optionName, value });

const products: Product[] = [
  {
    id: 'tee',
    name: 'Harbour T-shirt',
    productType: 'PHYSICAL',
    currency: 'EUR',
    description: 'Organic cotton, printed in Lisbon.',
    variants: [
      { id: 'tee-s-blue', price: 2500, salePrice: 0, onSale: false, qtyInStock: 500, unlimited: false, sku: 'SQ1000001', optionValues: [option('Size', 'S'), option('Colour', 'Blue')] },
      { id: 'tee-m-blue', price: 2500, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: false, sku: 'SQ1000002', optionValues: [option('Size', 'M'), option('Colour', 'Blue')] },
      { id: 'tee-s-sand', price: 2800, salePrice: 2200, onSale: true, qtyInStock: 3, unlimited: false, sku: 'SQ1000003', optionValues: [option('Size', 'S'), option('Colour', 'Sand')] },
      { id: 'tee-m-sand', price: 2800, salePrice: 0, onSale: false, qtyInStock: 200, unlimited: false, sku: 'SQ1000004', optionValues: [option('Size', 'M'), option('Colour', 'Sand')] },
    ],
  },
  {
    id: 'guide',
    name: 'City Guide (PDF)',
    productType: 'DIGITAL',
    currency: 'EUR',
    description: 'Forty walks, downloadable.',
    variants: [{ id: 'guide-pdf', price: 900, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: 'SQ2000001', optionValues: [] }],
  },
  {
    id: 'tasting',
    name: 'Tasting Session',
    productType: 'SERVICE',
    currency: 'EUR',
    description: 'Two hours with the roaster.',
    variants: [
      { id: 'tasting-solo', price: 4000, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: 'SQ3000001', optionValues: [option('Seats', '1')] },
      { id: 'tasting-pair', price: 7000, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: 'SQ3000002', optionValues: [option('Seats', '2')] },
    ],
  },
  {
    id: 'gift',
    name: 'Tokyo Shop Gift Card',
    productType: 'GIFT_CARD',
    currency: 'JPY',
    description: 'Spend it at our Tokyo shop.',
    variants: [
      { id: 'gift-5000', price: 5000, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: 'SQ4000001', optionValues: [option('Amount', '¥5,000')] },
      { id: 'gift-10000', price: 10000, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: '', optionValues: [option('Amount', '¥10,000')] },
    ],
  },
  {
    id: 'beans',
    name: 'Coffee Beans Subscription',
    productType: 'PHYSICAL',
    currency: 'EUR',
    description: 'A fresh bag every month.',
    variants: [{ id: 'beans-250', price: 1400, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, sku: 'SQ5000001', optionValues: [] }],
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
  },
  {
    id: 'teapot',
    name: 'Cast-iron Teapot',
    productType: 'PHYSICAL',
    currency: 'JPY',
    description: 'Made in Morioka.',
    variants: [
      { id: 'teapot-small', price: 8800, salePrice: 0, onSale: false, qtyInStock: 20, unlimited: false, sku: 'SQ6000001', optionValues: [option('Size', '0.6 l')] },
      { id: 'teapot-large', price: 12500, salePrice: 11000, onSale: true, qtyInStock: 5, unlimited: false, sku: 'SQ6000002', optionValues: [option('Size', '1.2 l')] },
    ],
  },
];

/** The catalogue by product id, each product as its schema reads it. */
export const catalogue: ReadonlyMap<string, Product> = new Map(products.map((product) => [product.id, productSchema.parse(product)]));
