import type { SnapshotFrom } from 'xstate';
import { formatMoney } from '../shared/money';
import type { CartEntry } from './types';
import { enUS, translate } from '../shared/text/en-US';
import { cartAnatomy } from './anatomy';
import type { cartMachine, CartEvent } from './machine';

type Snapshot = SnapshotFrom<typeof cartMachine>;
type Send = (event: CartEvent) => void;

/** Whether a subtotal reaches the checkout minimum (display-widgets §5); no minimum, always. */
export const meetsCheckoutMinimum = (subtotalCents: number, minimumCents: number | undefined) =>
  minimumCents === undefined || subtotalCents >= minimumCents;

/**
 * Pure: snapshot → the cart page's parts. Entries are the server's last confirmed cart; a change asked for while
 * another is syncing waits its turn, so every control stays usable. The failure message names its entry when it has
 * one. Checkout is a `data-goto-checkout` control: the site chrome sends it through the cart-cookie guard.
 */
export function connectCart(snapshot: Snapshot, send: Send, { id, checkoutMinimumCents }: { id: string; checkoutMinimumCents?: number }) {
  const { cart, confirmed, error, errorEntryId } = snapshot.context;
  const part = cartAnatomy.attrs;
  const currency = cart.subtotalAmount.currency;
  const money = (cents: number) => formatMoney(cents, currency);
  const entryLabel = (entry: CartEntry) => [entry.productName, ...entry.optionValues].filter(Boolean).join(', ');
  const messageId = `${id}:message`;
  const belowMinimum = confirmed && !meetsCheckoutMinimum(cart.subtotalCents, checkoutMinimumCents);
  const empty = confirmed && cart.entries.length === 0;
  return {
    rootProps: { ...part('root'), id: `${id}:root`, 'data-state': String(snapshot.value), 'aria-busy': snapshot.matches('syncing') },
    entries: cart.entries,
    entriesProps: { ...part('entries'), 'aria-label': 'Cart items' },
    getEntryProps: (entry: CartEntry) => ({ ...part('entry'), 'data-entry-id': entry.id }),
    entryLabel,
    lineTotal: (entry: CartEntry) => money(entry.unitPriceCents * entry.quantity),
    getDecrementProps: (entry: CartEntry) => ({
      ...part('decrement'),
      type: 'button' as const,
      'aria-label': `Decrease quantity of ${entryLabel(entry)}`,
      disabled: entry.quantity <= 1,
      onClick: () => send({ type: 'UPDATE_QUANTITY', entryId: entry.id, quantity: entry.quantity - 1 }),
    }),
    getQuantityProps: (entry: CartEntry) => ({ ...part('quantity'), 'aria-label': `Quantity of ${entryLabel(entry)}`, role: 'status' as const }),
    getIncrementProps: (entry: CartEntry) => ({
      ...part('increment'),
      type: 'button' as const,
      'aria-label': `Increase quantity of ${entryLabel(entry)}`,
      onClick: () => send({ type: 'UPDATE_QUANTITY', entryId: entry.id, quantity: entry.quantity + 1 }),
    }),
    getRemoveProps: (entry: CartEntry) => ({
      ...part('remove'),
      type: 'button' as const,
      'aria-label': `Remove ${entryLabel(entry)}`,
      onClick: () => send({ type: 'REMOVE', entryId: entry.id }),
    }),
    message: error,
    messageProps: { ...part('message'), id: messageId, role: 'alert' as const, 'data-entry-id': errorEntryId ?? undefined },
    empty,
    emptyText: enUS['cart.empty'],
    emptyProps: part('empty'),
    showSummary: confirmed && !empty,
    subtotal: money(cart.subtotalCents),
    subtotalProps: part('subtotal'),
    minimumText:
      belowMinimum && checkoutMinimumCents !== undefined ? translate('validation.checkoutMinimum', { subtotal: money(checkoutMinimumCents) }) : null,
    minimumProps: { ...part('minimum'), id: `${id}:minimum` },
    checkoutProps: {
      ...part('checkout'),
      type: 'button' as const,
      // the guard of runtime/chrome/checkout.ts takes the click; a cart under the minimum cannot check out
      ...(belowMinimum ? { disabled: true, 'aria-describedby': `${id}:minimum` } : { 'data-goto-checkout': '' }),
    },
  };
}
