import { cartIndicatorConfigValidator } from '../../runtime/commerce/cart-indicator.validator.generated';
import type { CartIndicatorConfig } from '../../runtime/commerce/cart-indicator.schema';
import { cartIndicatorMachine } from '../../machines/cart-indicator/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { followCart } from '../../runtime/commerce/follow-cart';
import { acquirePageCart } from '../../runtime/commerce/page-cart';
import { bindCartIndicator, SERVER_BADGE } from './bind-indicator';

/** Its configuration (runtime/commerce/cart-indicator.schema.ts), checked without zod. */
export const schema = cartIndicatorConfigValidator;

/** Logged when the indicator holds no badge; the block is then skipped. */
export const mountError = 'Cart badge not found';

/**
 * The cart indicator (display-widgets §4): no React. It follows the page's cart and writes the confirmed quantity
 * into the server-rendered badge.
 */
export const mount: BlockModule<CartIndicatorConfig>['mount'] = ({ id, element, startActor }) => {
  const badge = element.querySelector<HTMLElement>(SERVER_BADGE);
  if (!badge) throw new Error(mountError);
  const actor = startActor(id, cartIndicatorMachine);
  const unbind = bindCartIndicator(actor, element, badge);
  const cart = acquirePageCart();
  const unfollow = followCart(cart.actor, actor);
  return {
    actor,
    unmount() {
      unfollow();
      cart.release();
      unbind();
    },
  };
};
