import { productMachine } from '../../machines/product/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { acquirePageCart } from '../../runtime/commerce/page-cart';
import { productEffects } from '../../runtime/product/effects';
import { mountDetached, mountView } from '../shared/mount-view';
import { ProductView } from './ProductView';
import { PublishedProduct } from './PublishedProduct';
import { readPublishedProduct, serverProduct } from '../../runtime/product/read-published';
import { productBlockValidator } from '../../runtime/product/product.validator.generated';
import type { ProductBlockConfig } from '../../runtime/product/product.schema';

export const schema = productBlockValidator;
export const readPublished: BlockModule['readPublished'] = readPublishedProduct;

export const mount: BlockModule<ProductBlockConfig>['mount'] = ({ id, element, site, startActor }, config) => {
  const cart = acquirePageCart();
  const actor = startActor(
    id,
    productMachine.provide({ actions: productEffects(cart.actor, site) }),
    { input: { product: config.product } },
  );
  const parts = serverProduct(element);
  if (parts.checkout) {
    // What the visitor chose in the server's fields before the block booted is their choice: the chart starts from it.
    for (const select of parts.selects) {
      const optionName = select.getAttribute('data-variant-option-name');
      if (optionName && select.value) actor.send({ type: 'SELECT', optionName, value: select.value });
    }
    if (parts.quantity?.value) actor.send({ type: 'SET_QUANTITY', quantity: Number(parts.quantity.value) });
    // A published product page: its details are adopted where they are; React renders into a detached host.
    const unmount = mountDetached(PublishedProduct, { actorRef: actor, blockId: id, cartRef: cart.actor, parts: { ...parts, checkout: parts.checkout } });
    return {
      actor,
      unmount() {
        unmount();
        cart.release();
      },
    };
  }
  // The server-rendered fallback is replaced by the live view, but for its add button, which the view adopts where it
  // is: a press on it before the block booted is replayed onto it (runtime/blocks/handover-deliver.ts).
  const serverButton = element.querySelector('button') ?? undefined;
  const host = document.createElement('div');
  element.replaceChildren(host, ...(serverButton ? [serverButton] : []));
  const unmount = mountView(ProductView, { actorRef: actor, blockId: id, cartRef: cart.actor, serverButton }, host, { sync: true });
  return {
    actor,
    unmount() {
      unmount();
      cart.release();
    },
  };
};
