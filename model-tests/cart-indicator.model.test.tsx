// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { cartMachine } from '../machines/cart/machine';
import { cartIndicatorAnatomy } from '../machines/cart-indicator/anatomy';
import { cartIndicatorMachine } from '../machines/cart-indicator/machine';
import { cartSchema } from '../runtime/schemas/cart';
import { bindCartIndicator } from '../views/cart-indicator/bind-indicator';
import { followCart } from '../views/cart-indicator/block';
import { walkChart } from './harness';

/** The page's cart, whose confirmed carts the indicator follows (the runtime's own listener, views/cart-indicator/block.ts). */
let pageCart: ReturnType<typeof createActor<typeof cartMachine>>;
const cartOf = (totalQuantity: number) => cartSchema.parse({ totalQuantity });

const badge = (container: HTMLElement) => container.querySelector<HTMLElement>('.sqs-cart-quantity')!;
const root = (container: HTMLElement) => container.querySelector<HTMLElement>('a')!;

const mount = (actorRef: ActorRefFrom<typeof cartIndicatorMachine>, container: HTMLElement, trigger?: ActorRefFrom<typeof cartIndicatorMachine>) => {
  // the server's indicator, with the count it rendered
  container.innerHTML = '<a href="/cart">Cart <span class="sqs-cart-quantity">7</span></a>';
  const unbind = bindCartIndicator(actorRef, root(container), badge(container));
  pageCart = createActor(cartMachine).start();
  const unfollow = followCart(pageCart, trigger!);
  return () => {
    unfollow();
    pageCart.stop();
    unbind();
  };
};

describe('cart indicator chart through the server-rendered badge', () => {
  walkChart({
    machine: cartIndicatorMachine,
    mount,
    events: { SYNCED: [{ quantity: 3 }, { quantity: 101 }] },
    actions: {
      // the page's cart confirms a cart with that quantity (another tab's, as it happens)
      SYNCED: ({ event }) => pageCart.send({ type: 'REMOTE_CART', cart: cartOf(event.quantity) }),
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
