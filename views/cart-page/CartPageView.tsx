import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectCart } from '../../machines/cart/connect';
import type { cartMachine } from '../../machines/cart/machine';
import { useStyle } from '../shared/use-style';
import { cartCss } from './styles';

interface Props {
  actorRef: ActorRefFrom<typeof cartMachine>;
  blockId: string;
  checkoutMinimumCents?: number;
}

/** The cart page (display-widgets §3, §5, §8): the entries with quantity steppers and remove, subtotal, checkout. */
export function CartPageView({ actorRef, blockId, checkoutMinimumCents }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCart(snapshot, actorRef.send, { id: blockId, checkoutMinimumCents });
  useStyle('cart', cartCss);
  return (
    <section {...api.rootProps} aria-labelledby={`${blockId}:title`}>
      <h2 id={`${blockId}:title`}>Shopping cart</h2>
      <p {...api.messageProps}>{api.message}</p>
      {api.empty && <p {...api.emptyProps}>{api.emptyText}</p>}
      {api.entries.length > 0 && (
        <ul {...api.entriesProps}>
          {api.entries.map((entry) => (
            <li key={entry.id} {...api.getEntryProps(entry)}>
              <span>{api.entryLabel(entry)}</span>
              <button {...api.getDecrementProps(entry)}>−</button>
              <span {...api.getQuantityProps(entry)}>{entry.quantity}</span>
              <button {...api.getIncrementProps(entry)}>+</button>
              <span>{api.lineTotal(entry)}</span>
              <button {...api.getRemoveProps(entry)}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      {api.showSummary && (
        <>
          <p>
            Subtotal <strong {...api.subtotalProps}>{api.subtotal}</strong>
          </p>
          {api.minimumText && <p {...api.minimumProps}>{api.minimumText}</p>}
          <button {...api.checkoutProps}>Checkout</button>
        </>
      )}
    </section>
  );
}
