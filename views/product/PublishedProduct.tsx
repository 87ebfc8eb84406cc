import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import type { connectProduct } from '../../machines/product/connect';
import type { productMachine } from '../../machines/product/machine';
import type { CartActor } from '../../runtime/commerce/page-cart';
import { propBinder } from '../shared/bind-props';
import { useProductApi } from './ProductView';
import type { serverProduct } from '../../runtime/product/read-published';

interface Props {
  actorRef: ActorRefFrom<typeof productMachine>;
  blockId: string;
  cartRef?: CartActor;
  /** the server's parts (runtime/product/read-published.ts serverProduct) */
  parts: ReturnType<typeof serverProduct> & { checkout: HTMLElement };
}

type Api = ReturnType<typeof connectProduct>;

/** Attribute props only: the value of a field is its property, and a `div` drawn as a button has no `disabled`. */
function withoutValue<T extends Record<string, unknown>>({ value: _value, ...props }: T) {
  return props;
}

/**
 * A published product page's details as the server drew them, driven by the product chart: the title, the price,
 * one select per option, the quantity field and the platform's add-to-cart button stay the server's elements, each
 * render writes the chart's state onto them (views/shared/bind-props.ts, which gives them their attributes back on
 * destroy) and their events go to connect's handlers. React renders only what the markup lacks: the price before
 * the sale, the stock line and the add status, in the checkout area, empty (no height) until they say something.
 */
export function PublishedProduct({ actorRef, blockId, cartRef, parts }: Props) {
  const api = useProductApi(actorRef, blockId, cartRef);
  const { title, priceText, selects, quantity, addButton, checkout } = parts;
  const [binder] = useState(propBinder);
  const [serverPrice] = useState(() => priceText?.textContent ?? null);

  useLayoutEffect(
    () => () => {
      binder.restore();
      if (priceText && serverPrice !== null) priceText.textContent = serverPrice;
    },
    [binder, priceText, serverPrice],
  );

  useLayoutEffect(() => {
    binder.bind(title, api.nameProps);
    binder.bind(checkout, { ...api.rootProps, id: undefined, role: 'group', 'aria-labelledby': title ? api.nameProps.id : undefined });
    if (priceText) {
      binder.bind(priceText, api.priceProps);
      if (priceText.textContent !== api.price) priceText.textContent = api.price;
    }
    selects.forEach((select) => {
      const option = api.options.find((o) => o.name === select.getAttribute('data-variant-option-name'));
      if (!option) return;
      binder.bind(select, withoutValue(option.selectProps));
      if (select.value !== option.selectProps.value) select.value = option.selectProps.value;
    });
    if (quantity) {
      binder.bind(quantity, withoutValue(api.quantityProps));
      if (Number(quantity.value) !== api.quantityProps.value && quantity.ownerDocument.activeElement !== quantity) quantity.value = String(api.quantityProps.value);
    }
    if (addButton) {
      const { disabled, type: _type, ...props } = api.addProps;
      binder.bind(addButton, { ...props, role: 'button', tabIndex: 0, 'aria-disabled': disabled });
    }
  });

  // Listening from the commit on, with the handlers of the latest render: a press held before the block mounted is
  // replayed a task after mounting (runtime/blocks/handover.ts) and finds them.
  const latest = useRef<Api>(api);
  latest.current = api;
  useLayoutEffect(() => {
    const optionOf = (select: HTMLSelectElement) => latest.current.options.find((o) => o.name === select.getAttribute('data-variant-option-name'));
    const onSelect = (event: Event) => {
      const select = event.currentTarget as HTMLSelectElement;
      optionOf(select)?.selectProps.onChange({ currentTarget: select });
    };
    const onQuantity = (event: Event) => {
      const input = event.currentTarget as HTMLInputElement;
      if (input.value !== '') latest.current.quantityProps.onChange({ currentTarget: input });
    };
    const onQuantityDone = () => {
      if (quantity && Number(quantity.value) !== latest.current.quantityProps.value) quantity.value = String(latest.current.quantityProps.value);
    };
    const onAdd = (event: Event) => {
      event.preventDefault();
      latest.current.addProps.onClick();
    };
    // The platform draws the button as a `div role=button`: Enter and Space press it, as a button's would.
    const onAddKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      latest.current.addProps.onClick();
    };
    for (const select of selects) select.addEventListener('change', onSelect);
    quantity?.addEventListener('input', onQuantity);
    quantity?.addEventListener('change', onQuantityDone);
    addButton?.addEventListener('click', onAdd);
    addButton?.addEventListener('keydown', onAddKey);
    return () => {
      for (const select of selects) select.removeEventListener('change', onSelect);
      quantity?.removeEventListener('input', onQuantity);
      quantity?.removeEventListener('change', onQuantityDone);
      addButton?.removeEventListener('click', onAdd);
      addButton?.removeEventListener('keydown', onAddKey);
    };
  }, [selects, quantity, addButton]);

  return (
    <>
      {api.originalPrice && createPortal(<s {...api.originalPriceProps}>{api.originalPrice}</s>, parts.price ?? checkout)}
      {createPortal(
        <>
          <div {...api.stockProps}>{api.stockText}</div>
          <div {...api.statusProps}>{api.status}</div>
        </>,
        checkout,
      )}
    </>
  );
}
