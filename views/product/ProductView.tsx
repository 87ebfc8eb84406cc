import { useSelector } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectProduct } from '../../machines/product/connect';
import type { productMachine } from '../../machines/product/machine';
import type { CartActor } from '../../runtime/commerce/page-cart';
import { propBinder } from '../shared/bind-props';
import { useStyle } from '../shared/use-style';
import { productCss } from './styles';

interface Props {
  actorRef: ActorRefFrom<typeof productMachine>;
  blockId: string;
  /** the page's cart, whose answer to an add the block reports */
  cartRef?: CartActor;
  /** the server's add button, kept where it was and driven by the chart (a press before boot lands on it) */
  serverButton?: HTMLButtonElement;
}

/** The server's add button, adopted: the chart's state written onto it, its clicks sent to the chart. */
function AdoptedAddButton({ button, props, text }: { button: HTMLButtonElement; props: Record<string, unknown> & { onClick: () => void }; text: string }) {
  const [binder] = useState(propBinder);
  const [serverText] = useState(() => button.textContent);
  useLayoutEffect(
    () => () => {
      binder.restore();
      button.textContent = serverText;
    },
    [binder, button, serverText],
  );
  useLayoutEffect(() => {
    binder.bind(button, props);
    if (button.textContent !== text) button.textContent = text;
  });
  const { onClick } = props;
  // listening from the commit on: a press held before boot is replayed a task after mounting
  useLayoutEffect(() => {
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, [button, onClick]);
  return null;
}

/** The product chart's parts for a view, with what the page's cart says of the last add. */
export function useProductApi(actorRef: Props['actorRef'], blockId: string, cartRef: CartActor | undefined) {
  const snapshot = useSelector(actorRef, (s) => s);
  const syncing = useSelector(cartRef, (s) => s?.matches('syncing') ?? false);
  const error = useSelector(cartRef, (s) => s?.context.error ?? null);
  return connectProduct(snapshot, actorRef.send, { id: blockId, cart: cartRef ? { syncing, error } : undefined });
}

/** A product block: its name, price, one select per option, quantity, stock and the add button. */
export function ProductView({ actorRef, blockId, cartRef, serverButton }: Props) {
  const api = useProductApi(actorRef, blockId, cartRef);
  useStyle('product', productCss);
  return (
    <div {...api.rootProps} aria-labelledby={api.nameProps.id} role="group">
      <h2 {...api.nameProps}>{api.name}</h2>
      <p>
        <span {...api.priceProps}>{api.price}</span>
        {api.originalPrice && <s {...api.originalPriceProps}>{api.originalPrice}</s>}
      </p>
      {api.options.map((option) => (
        <p key={option.name}>
          <label id={option.labelId} htmlFor={option.selectProps.id}>
            {option.name}
          </label>
          <select {...option.selectProps}>
            <option value="" disabled>
              {option.placeholder}
            </option>
            {option.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </p>
      ))}
      {api.showQuantity && (
        <p>
          <label htmlFor={api.quantityProps.id}>Quantity</label>
          <input {...api.quantityProps} />
        </p>
      )}
      <p {...api.stockProps}>{api.stockText}</p>
      {serverButton ? <AdoptedAddButton button={serverButton} props={api.addProps} text={api.addText} /> : <button {...api.addProps}>{api.addText}</button>}
      <p {...api.statusProps}>{api.status}</p>
    </div>
  );
}
