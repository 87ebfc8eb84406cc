// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { cartAnatomy } from '../machines/cart/anatomy';
import { cartMachine } from '../machines/cart/machine';
import { addToCart, reloadOnReturn } from '../runtime/commerce/page-cart';
import { cartSchema } from '../runtime/schemas/cart';
import { CartPageView } from '../views/cart-page/CartPageView';
import { walkChart } from './harness';

const entry = { id: 'e1', productId: 'tee', variantId: 'tee-s', productName: 'Harbour T-shirt', optionValues: ['S'], quantity: 2, unitPriceCents: 1500, currency: 'EUR' };
/** The server's answers: a cart of two shirts (under the 50.00 minimum), and the empty cart. */
const twoShirts = cartSchema.parse({ entries: [entry], totalQuantity: 2, subtotalCents: 3000, subtotalAmount: { cents: 3000, currency: 'EUR' } });
const emptyCart = cartSchema.parse({ subtotalAmount: { cents: 0, currency: 'EUR' } });
const MINIMUM = 5000;

const part = (container: HTMLElement, name: Parameters<typeof cartAnatomy.selector>[0]) => container.querySelector<HTMLElement>(cartAnatomy.selector(name));
const click = (element: HTMLElement | null) => {
  expect(element, 'the control the visitor uses').not.toBeNull();
  element!.click();
};

/** The page as the cart page shows it for a snapshot: the confirmed entries, the message, the summary. */
function expectCartShown(container: HTMLElement, snapshot: SnapshotFrom<typeof cartMachine>) {
  const { cart, confirmed, error } = snapshot.context;
  const entries = [...container.querySelectorAll(cartAnatomy.selector('entry'))];
  expect(entries.map((e) => e.getAttribute('data-entry-id'))).toEqual(cart.entries.map((e) => e.id));
  cart.entries.forEach((e, i) => expect(entries[i]!.querySelector(cartAnatomy.selector('quantity'))!.textContent).toBe(String(e.quantity)));
  expect(part(container, 'message')!.textContent).toBe(error ?? '');
  expect(part(container, 'empty')?.textContent ?? null).toBe(confirmed && cart.entries.length === 0 ? 'You have nothing in your shopping cart.' : null);
  if (confirmed && cart.entries.length > 0) {
    expect(part(container, 'subtotal')!.textContent).toBe('€30.00');
    expect(part(container, 'minimum')!.textContent).toBe('To check out, your order subtotal must be €50.00 or more.');
    expect((part(container, 'checkout') as HTMLButtonElement).disabled).toBe(true);
  } else expect(part(container, 'checkout')).toBeNull();
}

const mount = async (actorRef: ActorRefFrom<typeof cartMachine>, container: HTMLElement, trigger?: ActorRefFrom<typeof cartMachine>) => {
  const root = createRoot(container);
  await act(async () => root.render(<CartPageView actorRef={actorRef} blockId="cart" checkoutMinimumCents={MINIMUM} />));
  // the runtime's own listener: back online, the cart is loaded again
  const stop = reloadOnReturn(trigger!);
  return () => {
    stop();
    act(() => root.unmount());
  };
};

describe('cart chart through the cart page', () => {
  walkChart({
    machine: cartMachine,
    mount,
    paths: 'shortest',
    // a state is what the page shows and what waits: the cart's entries, the message, the queue's operations
    serializeState: (snapshot) => {
      const { cart, confirmed, error, errorEntryId, queue, current } = snapshot.context;
      return JSON.stringify([snapshot.value, confirmed, cart.entries.map((e) => e.id), error, errorEntryId, queue, current]);
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
    actions: {
      LOAD: () => void window.dispatchEvent(new Event('online')),
      ADD: ({ trigger, event }) => addToCart(trigger, { productId: event.productId, variantId: event.variantId, quantity: event.quantity }),
      UPDATE_QUANTITY: ({ container }) => click(part(container, 'increment')),
      REMOVE: ({ container }) => click(part(container, 'remove')),
      // another tab's confirmed cart, from the site's broadcast channel
      REMOTE_CART: ({ actorRef, event }) => actorRef.send(event),
    },
    states: {
      empty: ({ container, snapshot }) => expectCartShown(container, snapshot),
      syncing: ({ container, snapshot }) => {
        expectCartShown(container, snapshot);
        expect(part(container, 'root')!.getAttribute('aria-busy')).toBe('true');
      },
      synced: ({ container, snapshot }) => {
        expectCartShown(container, snapshot);
        expect(part(container, 'root')!.getAttribute('aria-busy')).toBe('false');
      },
    },
  });
});
