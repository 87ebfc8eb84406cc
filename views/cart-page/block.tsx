import { cartPageConfigValidator } from '../../runtime/commerce/cart-page.validator.generated';
import type { CartPageConfig } from '../../runtime/commerce/cart-page.schema';
import type { BlockModule } from '../../runtime/blocks/contract';
import { acquirePageCart } from '../../runtime/commerce/page-cart';
import { mountView } from '../shared/mount-view';
import { CartPageView } from './CartPageView';

/** Its configuration (runtime/commerce/cart-page.schema.ts), checked without zod. */
export const schema = cartPageConfigValidator;

/**
 * The cart page (page types show cart 200 and commerce cart v2 205): mounted when the page boots, unmounted when it is
 * destroyed. The page's cart chart is its state; the view replaces the server's placeholder.
 */
export const mount: BlockModule<CartPageConfig>['mount'] = ({ id, element }, config) => {
  const cart = acquirePageCart();
  element.replaceChildren();
  const unmount = mountView(CartPageView, { actorRef: cart.actor, blockId: id, checkoutMinimumCents: config.checkoutMinimumCents }, element);
  return {
    actor: cart.actor,
    unmount() {
      unmount();
      cart.release();
    },
  };
};
