// What the cart asks the server, and what the visitor reads when it fails (display-widgets §8 "Cart").
import { enUS as en } from '../shared/text/en-US';

export type CartOperation =
  | { kind: 'load' }
  | { kind: 'add'; productId: string; variantId: string; quantity: number }
  | { kind: 'update'; entryId: string; quantity: number }
  | { kind: 'remove'; entryId: string };

/** How a sync failed: `offline` when the browser had no connection. */
export interface CartSyncFailure {
  offline: boolean;
}

/**
 * The message of a failed operation: 'Please check your internet connection.' when offline, else 'Unable to
 * update quantity', 'Unable to remove item', or 'Please try again.' for a load or an add.
 */
export function cartFailureMessage(operation: CartOperation, failure: unknown): string {
  if ((failure as Partial<CartSyncFailure> | null)?.offline) return en['cart.checkConnection'];
  if (operation.kind === 'update') return en['cart.updateQuantityFailed'];
  if (operation.kind === 'remove') return en['cart.removeItemFailed'];
  return en['cart.tryAgain'];
}
