// The storefront's endpoints (docs/commerce.md): the cart, keyed by the cart cookie and stored in SQLite.
import * as z from 'zod/mini';
import { CART_PATH, CART_ENTRIES_PATH, SUBSCRIPTION_CART_PATH } from '../../runtime/commerce/cart-api';
import { REVIEWS_PATH } from '../../runtime/commerce/review-api';
import { REVIEW_MAX_LENGTH } from '../../machines/review/answers';
import { CART_COOKIE } from '../../runtime/cookies';
import { json, type Reply } from './http-util';
import { route, type ApiContext, type ApiRoute } from './api-route';
import { catalogue } from './catalogue';
import { CartRefusal, MAX_ENTRY_QUANTITY } from './commerce-store';

export { MAX_ENTRY_QUANTITY };

/** The reference site's one website id. */
export const DEMO_WEBSITE_ID = '5f1e0c0ffee0000000000001';

const quantity = () => z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_QUANTITY));

export const addToCartSchema = z.object({ productId: z.string().check(z.minLength(1)), variantId: z.string().check(z.minLength(1)), quantity: quantity() });
export const reviewSchema = z.object({
  token: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  text: z.string().check(z.maxLength(REVIEW_MAX_LENGTH)),
});
export const updateQuantitySchema = z.object({ quantity: quantity() });

/** The cart's secret: HttpOnly, so no script of the page (nor one an editor got in) can read it and take the cart. */
export const CART_TOKEN_COOKIE = 'ss_cart_token';
const CART_MAX_AGE = 1209600;

/**
 * The cart's two cookies: the token, HttpOnly, which names the cart to the server; and the cart cookie the runtime
 * reads to know a cart exists before going to checkout (visitor-runtime §2 "/commerce/goto-checkout";
 * runtime/chrome/go-to-checkout.ts), which holds only the cart's id, not its token. Secure when served over https.
 */
const cartCookies = (token: string, id: string, secure: boolean) => {
  const attributes = `Path=/; SameSite=Lax; Max-Age=${CART_MAX_AGE}${secure ? '; Secure' : ''}`;
  return [`${CART_TOKEN_COOKIE}=${token}; ${attributes}; HttpOnly`, `${CART_COOKIE}=${id}; ${attributes}`];
};

/** The cart's answer: `{ cart }`, with the cart's cookies when the operation made the cart. */
function cartAnswer(ctx: ApiContext, token: string | undefined, made?: { id: string }): Reply {
  return json(200, { cart: ctx.store.commerce.cart(token) }, made && token ? { 'Set-Cookie': cartCookies(token, made.id, ctx.secure) } : undefined);
}

/** Runs a change to the visitor's cart; a refusal is the answer's status and `{ error }`. */
function changeCart(ctx: ApiContext, change: (token: string) => void, create = false): Reply {
  let token: string | undefined = ctx.cookies[CART_TOKEN_COOKIE];
  let made: { id: string } | undefined;
  if (!ctx.store.commerce.hasCart(token)) {
    if (!create) return json(404, { error: 'There is no cart.' });
    const cart = ctx.store.commerce.createCart(DEMO_WEBSITE_ID);
    token = cart.token;
    made = { id: cart.id };
  }
  const changed = token;
  return refusable(() => {
    change(changed);
    return cartAnswer(ctx, changed, made);
  });
}

export const commerceRoutes: readonly ApiRoute[] = [
  route({ method: 'GET', path: CART_PATH, handle: (_payload, ctx) => cartAnswer(ctx, ctx.cookies[CART_TOKEN_COOKIE]) }),
  route({
    method: 'POST',
    path: CART_ENTRIES_PATH,
    crumb: true,
    schema: addToCartSchema,
    handle: (payload, ctx) =>
      changeCart(ctx, (token) => ctx.store.commerce.add(token, payload.productId, payload.variantId, payload.quantity), true),
  }),
  route({
    method: 'PUT',
    path: `${CART_ENTRIES_PATH}/:entryId`,
    crumb: true,
    schema: updateQuantitySchema,
    handle: (payload, ctx) => changeCart(ctx, (token) => ctx.store.commerce.update(token, ctx.params.entryId!, payload.quantity)),
  }),
  route({
    method: 'DELETE',
    path: `${CART_ENTRIES_PATH}/:entryId`,
    crumb: true,
    handle: (_payload, ctx) => changeCart(ctx, (token) => ctx.store.commerce.remove(token, ctx.params.entryId!)),
  }),
  route({
    method: 'POST',
    path: SUBSCRIPTION_CART_PATH,
    crumb: true,
    schema: addToCartSchema,
    handle(payload, ctx) {
      if (!catalogue.get(payload.productId)?.subscriptionPlan) return json(400, { error: `${payload.productId} is not a subscription.` });
      const { token } = ctx.store.commerce.createCart(DEMO_WEBSITE_ID);
      return refusable(() => {
        ctx.store.commerce.add(token, payload.productId, payload.variantId, payload.quantity);
        return json(200, { cartToken: token });
      });
    },
  }),
  route({
    method: 'GET',
    path: '/api/commerce/review-requests/:token',
    handle: (_payload, ctx) => refusable(() => json(200, ctx.store.commerce.reviewRequest(ctx.params.token!))),
  }),
  route({
    method: 'POST',
    path: REVIEWS_PATH,
    crumb: true,
    schema: reviewSchema,
    handle: (payload, ctx) => refusable(() => json(200, ctx.store.commerce.storeReview(payload))),
  }),
];

/** A refusal as its status and `{ error }`. */
function refusable(answer: () => Reply): Reply {
  try {
    return answer();
  } catch (error) {
    if (error instanceof CartRefusal) return json(error.status, { error: error.message });
    throw error;
  }
}
