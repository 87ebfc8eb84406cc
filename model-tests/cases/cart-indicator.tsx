import { createActor } from 'xstate';
import { cartMachine } from '../../machines/cart/machine';
import { cartIndicatorMachine } from '../../machines/cart-indicator/machine';
import { bindCartIndicator } from '../../views/cart-indicator/bind-indicator';
import { followCart } from '../../runtime/commerce/follow-cart';
import type { ChartCase } from '../harness/walk-chart';

// The cart indicator chart's walk (model-tests/cart-indicator.model.test.tsx) and its page in the chart lab: the
// server-rendered badge, following the page's cart (the runtime's own listener, views/cart-indicator/block.ts).

/** The page's cart, whose confirmed carts the indicator follows. */
export const page: { cart: ReturnType<typeof createActor<typeof cartMachine>> | undefined } = { cart: undefined };

export const badge = (container: HTMLElement) => container.querySelector<HTMLElement>('.sqs-cart-quantity')!;
export const indicatorRoot = (container: HTMLElement) => container.querySelector<HTMLElement>('a')!;

export const cartIndicatorCase: ChartCase<typeof cartIndicatorMachine> = {
  title: 'the server-rendered badge',
  machine: cartIndicatorMachine,
  mount: (actorRef, container, trigger) => {
    // the server's indicator, with the count it rendered
    container.innerHTML = '<a href="/cart">Cart <span class="sqs-cart-quantity">7</span></a>';
    const unbind = bindCartIndicator(actorRef, indicatorRoot(container), badge(container));
    const cart = (page.cart = createActor(cartMachine).start());
    const unfollow = followCart(cart, trigger ?? actorRef);
    return () => {
      unfollow();
      cart.stop();
      unbind();
    };
  },
  events: { SYNCED: [{ quantity: 3 }, { quantity: 101 }] },
};

export const labCases = [cartIndicatorCase];
