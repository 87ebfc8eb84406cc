import { assign, setup } from 'xstate';
import type { Product, ProductVariant } from './types';
import { chosenVariant, clampQuantity, inStock, initialSelection } from './variants';

export interface ProductContext {
  product: Product;
  /** option name → chosen value */
  selected: Record<string, string>;
  quantity: number;
  /** the variant the chosen values select, or null */
  variant: ProductVariant | null;
  /** how many times the visitor has added to the cart (the view announces each) */
  added: number;
}

export type ProductEvent =
  | { type: 'SELECT'; optionName: string; value: string }
  | { type: 'SET_QUANTITY'; quantity: number }
  | { type: 'ADD_TO_CART' };

/**
 * A product block (visitor-runtime §2, §3 "Product"): choosing a value for every option selects a variant, whose
 * price, sale price and stock the view shows; a sold-out variant cannot be added. Adding puts the variant and quantity
 * in the cart; a gift card goes to the gift card checkout and a subscription to the subscription checkout instead.
 * The runtime provides the three effects (views/product/block.tsx).
 */
export const productMachine = setup({
  types: {
    input: {} as { product: Product },
    context: {} as ProductContext,
    events: {} as ProductEvent,
  },
  guards: {
    noVariant: ({ context }) => context.variant === null,
    soldOut: ({ context }) => context.variant !== null && !inStock(context.variant),
    isGiftCard: ({ context }) => context.product.productType === 'GIFT_CARD',
    isSubscription: ({ context }) => context.product.subscriptionPlan !== undefined,
  },
  actions: {
    select: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      const selected = { ...context.selected, [event.optionName]: event.value };
      const variant = chosenVariant(context.product, selected);
      return { selected, variant, quantity: clampQuantity(context.quantity, variant) };
    }),
    setQuantity: assign({
      quantity: ({ context, event }) => (event.type === 'SET_QUANTITY' ? clampQuantity(event.quantity, context.variant) : context.quantity),
    }),
    countAdded: assign({ added: ({ context }) => context.added + 1 }),
    // Provided by the runtime.
    addToCart: () => {},
    goToGiftCardCheckout: () => {},
    subscribe: () => {},
  },
}).createMachine({
  id: 'product',
  context: ({ input }) => {
    const selected = initialSelection(input.product);
    return { product: input.product, selected, quantity: 1, variant: chosenVariant(input.product, selected), added: 0 };
  },
  initial: 'resolving',
  on: {
    SELECT: { target: '.resolving', actions: 'select' },
    SET_QUANTITY: { actions: 'setQuantity' },
  },
  states: {
    // Which of the three the chosen values lead to.
    resolving: {
      always: [{ guard: 'noVariant', target: 'selecting' }, { guard: 'soldOut', target: 'soldOut' }, { target: 'available' }],
    },
    selecting: {},
    soldOut: {},
    available: {
      on: {
        ADD_TO_CART: [
          { guard: 'isGiftCard', actions: 'goToGiftCardCheckout' },
          { guard: 'isSubscription', actions: 'subscribe' },
          { actions: ['addToCart', 'countAdded'] },
        ],
      },
    },
  },
});
