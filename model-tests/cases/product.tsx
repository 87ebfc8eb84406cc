import { createActor, type ActorRefFrom } from 'xstate';
import { cartMachine } from '../../machines/cart/machine';
import { productMachine } from '../../machines/product/machine';
import { productSchema, type Product } from '../../runtime/product/product.schema';
import { ProductView } from '../../views/product/ProductView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The product chart's walks (model-tests/product.model.test.tsx) and its page in the chart lab: a T-shirt in two
// sizes and two colours (one sold out, one on sale), a gift card and a subscription, each through the block's view.

const ov = (optionName: string, value: string) => ({ optionName, value });
export const shirt = productSchema.parse({
  id: 'tee',
  name: 'Harbour T-shirt',
  productType: 'PHYSICAL',
  currency: 'EUR',
  variants: [
    { id: 'tee-s-blue', price: 2500, qtyInStock: 10, optionValues: [ov('Size', 'S'), ov('Colour', 'Blue')] },
    { id: 'tee-m-blue', price: 2500, qtyInStock: 0, optionValues: [ov('Size', 'M'), ov('Colour', 'Blue')] },
    { id: 'tee-s-sand', price: 2800, salePrice: 2200, onSale: true, qtyInStock: 3, optionValues: [ov('Size', 'S'), ov('Colour', 'Sand')] },
  ],
});
export const giftCard = productSchema.parse({
  id: 'gift',
  name: 'Gift Card',
  productType: 'GIFT_CARD',
  currency: 'JPY',
  variants: [
    { id: 'gift-5000', price: 5000, unlimited: true, sku: 'SQ4000001', optionValues: [ov('Amount', '¥5,000')] },
    { id: 'gift-9000', price: 9000, unlimited: true, optionValues: [ov('Amount', '¥9,000')] },
  ],
});
export const subscription = productSchema.parse({
  id: 'beans',
  name: 'Coffee Beans',
  productType: 'PHYSICAL',
  currency: 'EUR',
  variants: [{ id: 'beans-250', price: 1400, unlimited: true }],
  subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
});

/** The page's cart, at rest: what it answers to an add is the cart chart's own walk (cart.model.test.tsx). */
export const pageCart = createActor(cartMachine).start();
const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof productMachine> }) => <ProductView actorRef={actorRef} blockId="p" cartRef={pageCart} />;
export const productView = reactView(View);

/** A product's event cases: each of its option values, a quantity (not for a gift card), one add. */
export const productEvents = (product: Product): ChartCase<typeof productMachine>['events'] => {
  const selects = product.variants.flatMap((v) => v.optionValues).filter((o, i, all) => all.findIndex((x) => x.optionName === o.optionName && x.value === o.value) === i);
  return (snapshot) => ({
    SELECT: selects,
    SET_QUANTITY: product.productType === 'GIFT_CARD' ? [] : [{ quantity: 3 }, { quantity: 0 }],
    // once is enough to show it; again and again would be new states forever
    ADD_TO_CART: snapshot.context.added === 0 ? [{}] : [],
  });
};

export const productCase = (product: Product): ChartCase<typeof productMachine> => ({
  title: `${product.name} through its view`,
  machine: productMachine,
  input: { product },
  mount: productView,
  events: productEvents(product),
});

export const labCases = [productCase(shirt)];
