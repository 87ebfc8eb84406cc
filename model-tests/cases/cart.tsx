import { createRoot } from 'react-dom/client';
import { cartMachine } from '../../machines/cart/machine';
import { reloadOnReturn } from '../../runtime/commerce/page-cart';
import { cartSchema } from '../../runtime/commerce/cart.schema';
import { CartPageView } from '../../views/cart-page/CartPageView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The cart chart's walk (model-tests/cart.model.test.tsx) and its page in the chart lab: the cart page, with the
// runtime's own listener that loads the cart again once back online; the server's answers settle syncCart.

const entry = { id: 'e1', productId: 'tee', variantId: 'tee-s', productName: 'Harbour T-shirt', optionValues: ['S'], quantity: 2, unitPriceCents: 1500, currency: 'EUR' };
/** The server's answers: a cart of two shirts (under the 50.00 minimum), and the empty cart. */
const twoShirts = cartSchema.parse({ entries: [entry], totalQuantity: 2, subtotalCents: 3000, subtotalAmount: { cents: 3000, currency: 'EUR' } });
const emptyCart = cartSchema.parse({ subtotalAmount: { cents: 0, currency: 'EUR' } });
const MINIMUM = 5000;

export const cartCase: ChartCase<typeof cartMachine> = {
  title: 'the cart page',
  machine: cartMachine,
  mount: async (actorRef, container, trigger) => {
    const root = createRoot(container);
    await renderNow(() => root.render(<CartPageView actorRef={actorRef} blockId="cart" checkoutMinimumCents={MINIMUM} />));
    // the runtime's own listener: back online, the cart is loaded again
    const stop = reloadOnReturn(trigger ?? actorRef);
    return async () => {
      stop();
      await renderNow(() => root.unmount());
    };
  },
  events: (snapshot) => {
    const { cart, queue, current } = snapshot.context;
    // the answer each operation gets: a load either cart, an add or a change two shirts, a removal the empty cart;
    // offline only for a load (the message rule itself is a unit test's)
    const kind = current?.kind;
    const shown = cart.entries.some((e) => e.id === 'e1');
    // one operation waits at most, so the walk's states stay few
    const more = queue.length === 0;
    return {
      LOAD: more ? [{}] : [],
      ADD: more ? [{ productId: 'tee', variantId: 'tee-s', quantity: 1 }] : [],
      UPDATE_QUANTITY: more && shown ? [{ entryId: 'e1', quantity: 3 }] : [],
      REMOVE: more && shown ? [{ entryId: 'e1' }] : [],
      REMOTE_CART: more ? [{ cart: emptyCart }] : [],
      'xstate.done.actor.syncCart': kind === 'remove' ? [{ output: emptyCart }] : kind === 'load' ? [{ output: twoShirts }, { output: emptyCart }] : [{ output: twoShirts }],
      'xstate.error.actor.syncCart': [{ error: { offline: kind === 'load' } }],
    };
  },
  environment: ['REMOTE_CART'],
};

export const labCases = [cartCase];
