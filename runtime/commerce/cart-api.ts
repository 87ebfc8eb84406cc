// The cart's server calls (docs/commerce.md "Cart"): one request per operation, each answered with the whole cart.
import type { CartOperation } from '../../machines/cart/operations';
import type { RequestSpec } from '../data-layer';

export const CART_PATH = '/api/commerce/cart';
export const CART_ENTRIES_PATH = `${CART_PATH}/entries`;
export const cartEntryPath = (entryId: string) => `${CART_ENTRIES_PATH}/${encodeURIComponent(entryId)}`;

/** The request of one cart operation. The cart page and blocks show their own messages, never the overlay. */
export function cartRequest(operation: CartOperation): RequestSpec {
  const quiet = { showErrors: false, retries: 0 } as const;
  switch (operation.kind) {
    case 'load':
      return { method: 'GET', url: CART_PATH, ...quiet };
    case 'add': {
      const { productId, variantId, quantity } = operation;
      return { method: 'POST', url: CART_ENTRIES_PATH, data: { productId, variantId, quantity }, ...quiet };
    }
    case 'update':
      return { method: 'PUT', url: cartEntryPath(operation.entryId), data: { quantity: operation.quantity }, ...quiet };
    case 'remove':
      return { method: 'DELETE', url: cartEntryPath(operation.entryId), ...quiet };
  }
}

/** POST `{ productId, variantId, quantity }` → `{ cartToken }`: a subscription's own cart, for /checkout/subscribe. */
export const SUBSCRIPTION_CART_PATH = '/api/commerce/subscription-carts';

