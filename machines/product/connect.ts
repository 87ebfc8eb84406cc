import type { SnapshotFrom } from 'xstate';
import { formatMoney } from '../shared/money';
import { priceLabel } from './rules';
import { productAnatomy } from './anatomy';
import type { productMachine, ProductEvent } from './machine';
import { maxQuantity, productOptions } from './variants';

type Snapshot = SnapshotFrom<typeof productMachine>;
type Send = (event: ProductEvent) => void;

/** What the add button says per product kind. */
export const addLabel = (snapshot: Snapshot): string =>
  snapshot.context.product.productType === 'GIFT_CARD' ? 'Buy gift card' : snapshot.context.product.subscriptionPlan ? 'Subscribe' : 'Add to cart';

/** What the page's cart says about the last add: syncing, and the message of a failure (display-widgets §8). */
export interface CartProgress {
  syncing: boolean;
  error: string | null;
}

/** After an add, what the block tells the visitor: adding, the cart's failure, or added; before any, nothing. */
export function addStatus(added: number, cart: CartProgress | undefined): { text: string; failed: boolean } {
  if (added === 0 || !cart) return { text: '', failed: false };
  if (cart.syncing) return { text: 'Adding to cart…', failed: false };
  if (cart.error) return { text: cart.error, failed: true };
  return { text: 'Added to cart', failed: false };
}

/**
 * Pure: snapshot → the product block's parts. Until a variant is chosen the price is the product's ('from' the lowest
 * when variants differ); then the variant's, with the price before the sale while it is on sale, and its stock. A
 * sold-out variant, or none, disables adding.
 */
export function connectProduct(snapshot: Snapshot, send: Send, { id, cart }: { id: string; cart?: CartProgress }) {
  const { product, selected, quantity, variant, added } = snapshot.context;
  const part = productAnatomy.attrs;
  const money = (cents: number) => formatMoney(cents, product.currency);
  const onSale = Boolean(variant?.onSale);
  const soldOut = snapshot.matches('soldOut');
  const stockText = soldOut ? 'Sold out' : variant && !variant.unlimited ? `${variant.qtyInStock} in stock` : '';
  const stockId = `${id}:stock`;
  return {
    rootProps: { ...part('root'), id: `${id}:root`, 'data-state': String(snapshot.value), 'data-product-type': product.productType },
    name: product.name,
    nameProps: { ...part('name'), id: `${id}:name` },
    price: variant ? money(onSale ? variant.salePrice : variant.price) : priceLabel(product.variants, product.currency),
    priceProps: part('price'),
    originalPrice: onSale && variant ? money(variant.price) : null,
    originalPriceProps: { ...part('original-price'), 'aria-label': onSale && variant ? `was ${money(variant.price)}` : undefined },
    options: productOptions(product).map((option) => ({
      ...option,
      labelId: `${id}:option:${option.name}`,
      selectProps: {
        ...part('option'),
        id: `${id}:select:${option.name}`,
        name: option.name,
        value: selected[option.name] ?? '',
        onChange: (event: { currentTarget: { value: string } }) => send({ type: 'SELECT', optionName: option.name, value: event.currentTarget.value }),
      },
      placeholder: `Select ${option.name}`,
    })),
    quantityProps: {
      ...part('quantity'),
      id: `${id}:quantity`,
      type: 'number' as const,
      min: 1,
      max: maxQuantity(variant),
      inputMode: 'numeric' as const,
      value: quantity,
      onChange: (event: { currentTarget: { value: string } }) => send({ type: 'SET_QUANTITY', quantity: Number(event.currentTarget.value) }),
    },
    showQuantity: product.productType !== 'GIFT_CARD',
    stockText,
    stockProps: { ...part('stock'), id: stockId },
    addProps: {
      ...part('add-to-cart'),
      type: 'button' as const,
      disabled: !snapshot.matches('available'),
      'aria-describedby': stockText ? stockId : undefined,
      onClick: () => send({ type: 'ADD_TO_CART' }),
    },
    addText: addLabel(snapshot),
    // a failure is an alert; progress and success are polite
    statusProps: { ...part('status'), role: addStatus(added, cart).failed ? ('alert' as const) : ('status' as const) },
    status: addStatus(added, cart).text,
  };
}
