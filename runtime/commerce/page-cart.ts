// The page's one cart: a cart chart shared by every block that shows or changes the cart (the cart indicator, product
// blocks, the cart page), started by the first and stopped with the last. Each cart the server confirms is told to
// the site's other open tabs, which take it without a reload (docs/commerce.md "Across tabs").
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cartMachine, type CartOperation } from '../../machines/cart/machine';
import type { CartSyncFailure } from '../../machines/cart/operations';
import { startActor, stopActor } from '../actors';
import { describeFirstIssue, logError } from '../log';
import { cartValidator } from './cart.validator.generated';
import type { Cart } from './cart.schema';
import { cartRequest } from './cart-api';

export const PAGE_CART_ACTOR_ID = 'cart';
/** The channel the site's tabs share confirmed carts on. */
export const CART_CHANNEL = 'visitor-runtime:cart';

export type CartActor = ActorRefFrom<typeof cartMachine>;

/** The cart of a server answer, or null (with a console error) when a field has the wrong type. */
export function readCart(answer: unknown): Cart | null {
  const result = cartValidator.safeParse((answer as { cart?: unknown } | null)?.cart);
  if (result.success) return result.data;
  logError(`The cart is refused: invalid at ${describeFirstIssue(result.error.issues)}; the cart stays as it was.`);
  return null;
}

const failure = (offline: boolean): CartSyncFailure => ({ offline });

/** Sends one operation; the server's cart, validated, or a rejection saying whether the browser was offline. */
export async function syncCart(operation: CartOperation, post: (cart: Cart) => void, signal?: AbortSignal): Promise<Cart> {
  const { request } = await import('../data-layer');
  let answer: unknown;
  try {
    // the signal of the state that asked: a cart stopped (the page destroyed) leaves no request behind
    answer = await request(cartRequest(operation), signal ? { signal } : {});
  } catch {
    throw failure(typeof navigator !== 'undefined' && navigator.onLine === false);
  }
  const cart = readCart(answer);
  if (!cart) throw failure(false);
  post(cart);
  return cart;
}

/** The DOM event that turns into the advertising pixel's "add to cart" (runtime/tracking/pixels.ts). */
export const ADD_TO_CART_EVENT = 'visitor-runtime:add-to-cart';

/** Puts a variant in the cart, and tells the advertising pixels. */
export function addToCart(actor: CartActor, item: { productId: string; variantId: string; quantity: number }): void {
  actor.send({ type: 'ADD', ...item });
  document.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail: { ...item } }));
}

/**
 * Back online, or shown again from the back-forward cache: the cart is loaded again, since another tab or device may
 * have changed it meanwhile.
 */
export function reloadOnReturn(actor: CartActor, win: Window = window): () => void {
  const reload = (event: Event) => {
    if (event.type === 'online' || (event as PageTransitionEvent).persisted) actor.send({ type: 'LOAD' });
  };
  win.addEventListener('online', reload);
  win.addEventListener('pageshow', reload);
  return () => {
    win.removeEventListener('online', reload);
    win.removeEventListener('pageshow', reload);
  };
}

let shared: { actor: CartActor; users: number; close: () => void } | null = null;

/** The page's cart actor, started (and loaded) on first use; `release` stops it when no block uses it any more. */
export function acquirePageCart(): { actor: CartActor; release: () => void } {
  if (!shared) {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
    const post = (cart: Cart) => channel?.postMessage({ cart });
    const actor = startActor(
      PAGE_CART_ACTOR_ID,
      cartMachine.provide({ actors: { syncCart: fromPromise(({ input, signal }) => syncCart(input, post, signal)) } }),
    );
    const onMessage = (event: MessageEvent) => {
      const cart = readCart(event.data);
      if (cart) actor.send({ type: 'REMOTE_CART', cart });
    };
    channel?.addEventListener('message', onMessage);
    const stopReloading = reloadOnReturn(actor);
    shared = {
      actor,
      users: 0,
      close: () => {
        stopReloading();
        channel?.close();
      },
    };
    actor.send({ type: 'LOAD' });
  }
  const current = shared;
  current.users += 1;
  let released = false;
  return {
    actor: current.actor,
    release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0 || shared !== current) return;
      current.close();
      stopActor(PAGE_CART_ACTOR_ID, current.actor);
      shared = null;
    },
  };
}
