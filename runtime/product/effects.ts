import type { ProductContext } from '../../machines/product/machine';
import { SUBSCRIPTION_CART_PATH } from '../commerce/cart-api';
import { addToCart, type CartActor } from '../commerce/page-cart';
import { giftCardCheckoutUrl, subscribeCheckoutUrl } from '../routes';
import type { SiteContext } from '../schemas/site-context';

/** A subscription gets a cart of its own, which the subscription checkout takes by its token. */
async function subscribe(productId: string, variantId: string, quantity: number) {
  const { request } = await import('../data-layer');
  const { cartToken } = await request<{ cartToken: string }>({ method: 'POST', url: SUBSCRIPTION_CART_PATH, data: { productId, variantId, quantity } });
  window.location.assign(subscribeCheckoutUrl(cartToken));
}

/**
 * The product chart's effects on the page: the chosen variant goes into the page's cart, a gift card to its
 * checkout, a subscription to a cart of its own and then its checkout.
 */
export const productEffects = (cart: CartActor, site: SiteContext) => ({
  addToCart: ({ context }: { context: ProductContext }) =>
    addToCart(cart, { productId: context.product.id, variantId: context.variant!.id, quantity: context.quantity }),
  goToGiftCardCheckout: ({ context }: { context: ProductContext }) =>
    window.location.assign(giftCardCheckoutUrl({ websiteId: site.website.id ?? '', giftCardProductId: context.product.id, sku: context.variant?.sku })),
  subscribe: ({ context }: { context: ProductContext }) => void subscribe(context.product.id, context.variant!.id, context.quantity).catch(() => {}),
});
