import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import type { BlockModule } from '../../runtime/blocks/contract';
import { acquirePageCart } from '../../runtime/commerce/page-cart';
import { mountView } from '../shared/mount-view';
import { CartPageView } from './CartPageView';

/** The cart page's configuration: the store's checkout minimum, when it has one (display-widgets §5). */
export const schema = z.object({ checkoutMinimumCents: z.optional(z.number().check(z.int(), z.nonnegative())) });

/**
 * The cart page (page types show cart 200 and commerce cart v2 205): mounted when the page boots, unmounted when it is
 * destroyed. The page's cart chart is its state; the view replaces the server's placeholder.
 */
export const mount: BlockModule<z.output<typeof schema>>['mount'] = ({ id, element }, config) => {
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
