import type { CartActor } from './page-cart';

/**
 * Tells the cart indicator (display-widgets §4) each cart the server confirmed, as a `SYNCED` with its quantity:
 * its first sync initialises it. Returns the unsubscribe.
 */
export function followCart(cart: CartActor, indicator: { send(event: { type: 'SYNCED'; quantity: number }): void }): () => void {
  let told: unknown = null;
  const tell = () => {
    const { context } = cart.getSnapshot();
    if (!context.confirmed || context.cart === told) return;
    told = context.cart;
    indicator.send({ type: 'SYNCED', quantity: context.cart.totalQuantity });
  };
  tell();
  const subscription = cart.subscribe(tell);
  return () => subscription.unsubscribe();
}
