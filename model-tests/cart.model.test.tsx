// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { cartAnatomy } from '../machines/cart/anatomy';
import { cartMachine } from '../machines/cart/machine';
import { addToCart } from '../runtime/commerce/page-cart';
import { cartCase } from './cases/cart';
import { walkChart } from './harness';

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

describe('cart chart through the cart page', () => {
  walkChart({
    ...cartCase,
    paths: 'transitions',
    // a state is what the page shows and what waits: the cart's entries, the message, the queue's operations
    serializeState: (snapshot) => {
      const { cart, confirmed, error, errorEntryId, queue, current } = snapshot.context;
      return JSON.stringify([snapshot.value, confirmed, cart.entries.map((e) => e.id), error, errorEntryId, queue, current]);
    },
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
