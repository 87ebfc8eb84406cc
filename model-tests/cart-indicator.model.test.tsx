// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { cartIndicatorAnatomy } from '../machines/cart-indicator/anatomy';
import { cartSchema } from '../runtime/commerce/cart.schema';
import { badge, cartIndicatorCase, indicatorRoot, page } from './cases/cart-indicator';
import { walkChart } from './harness';

const cartOf = (totalQuantity: number) => cartSchema.parse({ totalQuantity });
const root = indicatorRoot;

describe('cart indicator chart through the server-rendered badge', () => {
  walkChart({
    ...cartIndicatorCase,
    actions: {
      // the page's cart confirms a cart with that quantity (another tab's, as it happens)
      SYNCED: ({ event }) => page.cart!.send({ type: 'REMOTE_CART', cart: cartOf(event.quantity) }),
    },
    states: {
      uninitialised: ({ container }) => {
        expect(badge(container).textContent).toBe('7');
        expect(root(container).getAttribute('data-state')).toBe('uninitialised');
      },
      initialised: ({ container, snapshot }) => {
        const quantity = snapshot.context.quantity!;
        expect(badge(container).textContent).toBe(quantity > 100 ? '100+' : String(quantity));
        expect(badge(container).matches(cartIndicatorAnatomy.selector('badge'))).toBe(true);
        expect(root(container).getAttribute('data-state')).toBe('initialised');
      },
    },
  });
});
