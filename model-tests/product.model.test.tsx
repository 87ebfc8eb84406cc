// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { productAnatomy } from '../machines/product/anatomy';
import { productMachine } from '../machines/product/machine';
import { ProductView } from '../views/product/ProductView';
import { PublishedProduct } from '../views/product/PublishedProduct';
import { serverProduct } from '../runtime/product/read-published';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { giftCard, pageCart, productCase, productView, shirt, subscription } from './cases/product';
import { walkChart, type Mount } from './harness';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

const ov = (optionName: string, value: string) => ({ optionName, value });
const cart = pageCart;

const part = (container: HTMLElement, name: Parameters<typeof productAnatomy.selector>[0]) => container.querySelector<HTMLElement>(productAnatomy.selector(name));
const select = (container: HTMLElement, optionName: string) => container.querySelector<HTMLSelectElement>(`select[name="${optionName}"]`)!;

/** A published block's own add button, adopted where it is (views/product/block.tsx). */
const adoptingView: Mount<typeof productMachine> = async (actorRef, container) => {
  container.innerHTML = '<button type="button">Add to cart</button>';
  const host = document.createElement('div');
  container.prepend(host);
  const root = createRoot(host);
  await act(async () => root.render(<ProductView actorRef={actorRef} blockId="p" cartRef={cart} serverButton={container.querySelector('button')!} />));
  return () => act(() => root.unmount());
};

for (const [product, viewName, mount] of [
  [shirt, 'its view', productView],
  [shirt, "the server's add button it adopts", adoptingView],
  [giftCard, 'its view', productView],
  [subscription, 'its view', productView],
] as const) {
  describe(`product chart through ${viewName} (${product.name})`, () => {
    walkChart({
      ...productCase(product),
      mount,
      paths: 'transitions',
      actions: {
        SELECT: ({ container, event }) => void fireEvent.change(select(container, event.optionName), { target: { value: event.value } }),
        SET_QUANTITY: ({ container, event }) => void fireEvent.change(part(container, 'quantity')!, { target: { value: String(event.quantity) } }),
        ADD_TO_CART: ({ container }) => part(container, 'add-to-cart')!.click(),
      },
      states: {
        selecting: ({ container, snapshot }) => {
          expect((part(container, 'add-to-cart') as HTMLButtonElement).disabled).toBe(true);
          expect(part(container, 'price')!.textContent).toBe(product === shirt ? 'from €22.00' : product === giftCard ? 'from ¥5,000' : '€14.00');
          for (const [name, value] of Object.entries(snapshot.context.selected)) expect(select(container, name).value).toBe(value);
        },
        soldOut: ({ container }) => {
          expect(part(container, 'stock')!.textContent).toBe('Sold out');
          expect((part(container, 'add-to-cart') as HTMLButtonElement).disabled).toBe(true);
          expect(part(container, 'price')!.textContent).toBe('€25.00');
        },
        available: ({ container, snapshot }) => {
          const { variant, quantity, added } = snapshot.context;
          const add = part(container, 'add-to-cart') as HTMLButtonElement;
          expect(add.disabled).toBe(false);
          expect(add.textContent).toBe(product === giftCard ? 'Buy gift card' : product === subscription ? 'Subscribe' : 'Add to cart');
          const currency = product.currency === 'JPY' ? ['¥', ''] : ['€', '.00'];
          const shown = variant!.onSale ? variant!.salePrice : variant!.price;
          expect(part(container, 'price')!.textContent).toBe(`${currency[0]}${(shown / (product.currency === 'JPY' ? 1 : 100)).toLocaleString('en-US')}${currency[1]}`);
          expect(part(container, 'original-price')?.textContent ?? null).toBe(variant!.onSale ? '€28.00' : null);
          expect(part(container, 'stock')!.textContent).toBe(variant!.unlimited ? '' : `${variant!.qtyInStock} in stock`);
          if (product.productType !== 'GIFT_CARD') expect((part(container, 'quantity') as HTMLInputElement).value).toBe(String(quantity));
          expect(part(container, 'status')!.textContent).toBe(added > 0 && product === shirt ? 'Added to cart' : '');
        },
      },
    });
  });
}

/** A published product page's details section (scripts/demo-site/published/product.html), adopted in place. */
const publishedPage = readFileSync(resolve('scripts/demo-site/published/product.html'), 'utf8');
const publishedView: Mount<typeof productMachine> = async (actorRef, container) => {
  container.innerHTML = new DOMParser().parseFromString(publishedPage, 'text/html').querySelector('.ProductItem-details')!.outerHTML;
  const parts = serverProduct(container);
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<PublishedProduct actorRef={actorRef} blockId="p" cartRef={cart} parts={{ ...parts, checkout: parts.checkout! }} />));
  return () => act(() => root.unmount());
};

describe('product chart through a published product page it adopts (Harbour T-shirt)', () => {
  const add = (container: HTMLElement) => container.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
  walkChart({
    machine: productMachine,
    input: { product: shirt },
    mount: publishedView,
    paths: 'transitions',
    events: (snapshot) => ({
      SELECT: [ov('Size', 'S'), ov('Size', 'M'), ov('Colour', 'Blue'), ov('Colour', 'Sand')],
      SET_QUANTITY: [{ quantity: 3 }, { quantity: 0 }],
      ADD_TO_CART: snapshot.context.added === 0 ? [{}] : [],
    }),
    actions: {
      SELECT: ({ container, event }) => void fireEvent.change(container.querySelector(`select[data-variant-option-name="${event.optionName}"]`)!, { target: { value: event.value } }),
      SET_QUANTITY: ({ container, event }) => void fireEvent.input(container.querySelector('.product-quantity-input input')!, { target: { value: String(event.quantity) } }),
      // the platform's button is a div with role button: a click, or Enter on it
      ADD_TO_CART: ({ container, snapshot }) => void (snapshot.context.quantity === 1 ? add(container).click() : fireEvent.keyDown(add(container), { key: 'Enter' })),
    },
    states: {
      selecting: ({ container, snapshot }) => {
        expect(add(container).getAttribute('aria-disabled')).toBe('true');
        expect(container.querySelector('.product-price')!.textContent).toBe('from €22.00');
        for (const [name, value] of Object.entries(snapshot.context.selected)) expect(container.querySelector<HTMLSelectElement>(`select[data-variant-option-name="${name}"]`)!.value).toBe(value);
      },
      soldOut: ({ container }) => {
        expect(part(container, 'stock')!.textContent).toBe('Sold out');
        expect(add(container).getAttribute('aria-disabled')).toBe('true');
        expect(container.querySelector('.product-price')!.textContent).toBe('€25.00');
      },
      available: ({ container, snapshot }) => {
        const { variant, quantity, added } = snapshot.context;
        expect(add(container).getAttribute('aria-disabled')).toBe('false');
        // the platform's own label stays
        expect(add(container).textContent!.trim()).toBe('Add To Cart');
        expect(container.querySelector('.product-price')!.textContent).toBe(variant!.onSale ? '€22.00' : '€25.00');
        expect(container.querySelector('.ProductItem-product-price')!.querySelector(productAnatomy.selector('original-price'))?.textContent ?? null).toBe(variant!.onSale ? '€28.00' : null);
        expect(part(container, 'stock')!.textContent).toBe(`${variant!.qtyInStock} in stock`);
        expect(container.querySelector<HTMLInputElement>('.product-quantity-input input')!.value).toBe(String(quantity));
        expect(part(container, 'status')!.textContent).toBe(added > 0 ? 'Added to cart' : '');
      },
    },
  });
});
