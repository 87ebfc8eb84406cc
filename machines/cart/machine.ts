import { assign, setup } from 'xstate';
import { emptyCart, type Cart } from './types';
import { cartFailureMessage, type CartOperation } from './operations';
import { providedPromise } from '../shared/provided';

export type { CartOperation };

export type CartEvent =
  | { type: 'LOAD' }
  | { type: 'ADD'; productId: string; variantId: string; quantity: number }
  | { type: 'UPDATE_QUANTITY'; entryId: string; quantity: number }
  | { type: 'REMOVE'; entryId: string }
  /** a cart another tab of the site had confirmed by the server (runtime/commerce/page-cart.ts) */
  | { type: 'REMOTE_CART'; cart: Cart };

export interface CartContext {
  /** the cart as the server last confirmed it (the defaults until then) */
  cart: Cart;
  /** whether the server has confirmed a cart yet */
  confirmed: boolean;
  /** the operation being synced */
  current: CartOperation | null;
  /** operations asked for while one was syncing, in order: none is lost */
  queue: CartOperation[];
  /** the display-widgets §8 message of the last failed operation, until the next one succeeds */
  error: string | null;
  /** the entry the failed operation was about (a cart page shows the message beside it) */
  errorEntryId: string | null;
}

const operationOf = (event: CartEvent): CartOperation => {
  switch (event.type) {
    case 'ADD':
      return { kind: 'add', productId: event.productId, variantId: event.variantId, quantity: event.quantity };
    case 'UPDATE_QUANTITY':
      return { kind: 'update', entryId: event.entryId, quantity: event.quantity };
    case 'REMOVE':
      return { kind: 'remove', entryId: event.entryId };
    default:
      return { kind: 'load' };
  }
};

/**
 * The shopping cart (display-widgets §3, §8): empty until the server first confirms a cart, syncing while an
 * operation (load, add, update quantity, remove) is with the server, synced after. Operations asked for while one is
 * syncing wait their turn. The server's answer replaces the cart; a failure keeps the cart as it was and sets the §8
 * message. The `syncCart` actor (provided by the runtime) sends one operation and resolves with the server's cart,
 * validated, or rejects.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    syncCart: providedPromise<Cart, CartOperation>(),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    confirmed: ({ context }) => context.confirmed,
  },
  actions: {
    begin: assign({ current: ({ event }) => operationOf(event), error: null, errorEntryId: null }),
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, operationOf(event)] }),
    /** another tab changed the cart while this one syncs: load it again once this operation is done */
    enqueueLoad: assign({
      queue: ({ context }) => (context.queue.some((op) => op.kind === 'load') ? context.queue : [...context.queue, { kind: 'load' }]),
    }),
    next: assign({ current: ({ context }) => context.queue[0]!, queue: ({ context }) => context.queue.slice(1) }),
    takeRemote: assign({
      cart: ({ event }) => (event.type === 'REMOTE_CART' ? event.cart : emptyCart()),
      confirmed: true,
      error: null,
      errorEntryId: null,
    }),
  },
}).createMachine({
  id: 'cart',
  context: { cart: emptyCart(), confirmed: false, current: null, queue: [], error: null, errorEntryId: null },
  initial: 'empty',
  states: {
    // No entry to change yet: a quantity or a removal needs a cart the server has confirmed.
    empty: {
      on: {
        LOAD: { target: 'syncing', actions: 'begin' },
        ADD: { target: 'syncing', actions: 'begin' },
        REMOTE_CART: { target: 'synced', actions: 'takeRemote' },
      },
    },
    syncing: {
      invoke: {
        id: 'syncCart',
        src: 'syncCart',
        input: ({ context }) => context.current!,
        onDone: {
          target: 'settled',
          actions: assign({ cart: ({ event }) => event.output, confirmed: true, current: null, error: null, errorEntryId: null }),
        },
        onError: {
          target: 'settled',
          actions: assign({
            error: ({ context, event }) => cartFailureMessage(context.current!, event.error),
            errorEntryId: ({ context }) => (context.current && 'entryId' in context.current ? context.current.entryId : null),
            current: null,
          }),
        },
      },
      on: {
        LOAD: { actions: 'enqueue' },
        ADD: { actions: 'enqueue' },
        UPDATE_QUANTITY: { actions: 'enqueue' },
        REMOVE: { actions: 'enqueue' },
        REMOTE_CART: { actions: 'enqueueLoad' },
      },
    },
    // Where an operation's answer leads: the next operation waiting, else synced (or empty if never confirmed).
    settled: {
      always: [
        { guard: 'hasQueued', target: 'syncing', actions: 'next' },
        { guard: 'confirmed', target: 'synced' },
        { target: 'empty' },
      ],
    },
    synced: {
      on: {
        LOAD: { target: 'syncing', actions: 'begin' },
        ADD: { target: 'syncing', actions: 'begin' },
        UPDATE_QUANTITY: { target: 'syncing', actions: 'begin' },
        REMOVE: { target: 'syncing', actions: 'begin' },
        REMOTE_CART: { actions: 'takeRemote' },
      },
    },
  },
});
