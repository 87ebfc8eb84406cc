import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../runtime/schemas/cart';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

/** A visitor: their cart cookie travels with every call, as a browser's would. */
function visitor() {
  let cookie = '';
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return { status: response.status, body: (await response.json()) as { cart?: unknown; error?: string }, cookie: set };
  };
}

describe('cart endpoints', () => {
  it('without a cart cookie the cart is empty; the first add makes the cart and sets its cookie', async () => {
    const call = visitor();
    const empty = await call('GET', '/api/commerce/cart');
    expect(cartSchema.parse(empty.body.cart).entries).toEqual([]);
    const added = await call('POST', '/api/commerce/cart/entries', { productId: 'tee', variantId: 'tee-s-sand', quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.cookie).toMatch(/^ss_cart=[\w-]+; Path=\//);
    const cart = cartSchema.parse(added.body.cart);
    expect(cart.entries).toMatchObject([{ productName: 'Harbour T-shirt', optionValues: ['S', 'Sand'], quantity: 2, unitPriceCents: 2200 }]);
    expect(cart).toMatchObject({ totalQuantity: 2, subtotalCents: 4400, subtotalAmount: { cents: 4400, currency: 'EUR' }, requiresShipping: true });
    expect((await call('GET', '/api/commerce/cart')).body.cart).toEqual(added.body.cart);
  });

  it('updates a quantity and removes an entry of the cookie’s cart; another visitor cannot', async () => {
    const call = visitor();
    const added = await call('POST', '/api/commerce/cart/entries', { productId: 'guide', variantId: 'guide-pdf', quantity: 1 });
    const entryId = cartSchema.parse(added.body.cart).entries[0]!.id;
    const updated = await call('PUT', `/api/commerce/cart/entries/${entryId}`, { quantity: 5 });
    expect(cartSchema.parse(updated.body.cart)).toMatchObject({ totalQuantity: 5, subtotalCents: 4500, purelyDigital: true });
    expect((await visitor()('DELETE', `/api/commerce/cart/entries/${entryId}`)).status).toBe(404);
    const removed = await call('DELETE', `/api/commerce/cart/entries/${entryId}`);
    expect(cartSchema.parse(removed.body.cart).entries).toEqual([]);
  });

  it('refuses what cannot be sold: sold out, gift cards, unknown variants, another currency, bad quantities', async () => {
    const call = visitor();
    expect((await call('POST', '/api/commerce/cart/entries', { productId: 'tee', variantId: 'tee-m-blue', quantity: 1 })).status).toBe(409);
    expect((await call('POST', '/api/commerce/cart/entries', { productId: 'gift', variantId: 'gift-5000', quantity: 1 })).status).toBe(400);
    expect((await call('POST', '/api/commerce/cart/entries', { productId: 'tee', variantId: 'nope', quantity: 1 })).status).toBe(404);
    expect((await call('POST', '/api/commerce/cart/entries', { productId: 'tee', variantId: 'tee-s-blue', quantity: 0 })).body.error).toMatch(/^quantity/);
    await call('POST', '/api/commerce/cart/entries', { productId: 'tee', variantId: 'tee-s-blue', quantity: 1 });
    expect((await call('POST', '/api/commerce/cart/entries', { productId: 'teapot', variantId: 'teapot-small', quantity: 1 })).body.error).toBe('The cart is in EUR.');
  });

  it('honours the fault mode', async () => {
    const call = visitor();
    expect((await call('GET', '/api/commerce/cart', undefined, { 'X-Fault': '500' })).status).toBe(500);
  });
});

describe('subscription carts', () => {
  it('gives a subscription a cart of its own, leaving the visitor’s cart alone', async () => {
    const call = visitor();
    const answer = await call('POST', '/api/commerce/subscription-carts', { productId: 'beans', variantId: 'beans-250', quantity: 1 });
    expect(answer.body).toEqual({ cartToken: expect.stringMatching(/^[\w-]+$/) });
    expect(answer.cookie).toBeNull();
    expect((await call('POST', '/api/commerce/subscription-carts', { productId: 'tee', variantId: 'tee-s-blue', quantity: 1 })).status).toBe(400);
  });
});

describe('review endpoints', () => {
  it('answers a request with its products, or why it cannot be reviewed', async () => {
    const call = visitor();
    expect((await call('GET', '/api/commerce/review-requests/expired-request')).body).toEqual({ unavailable: 'expired' });
    expect((await call('GET', '/api/commerce/review-requests/reviewed-request')).body).toEqual({ unavailable: 'already-reviewed' });
    expect((await call('GET', '/api/commerce/review-requests/empty-request')).body).toEqual({ unavailable: 'no-products' });
    expect((await call('GET', '/api/commerce/review-requests/nope')).status).toBe(404);
  });

  it('stores a review once; the request is then answered', async () => {
    const call = visitor();
    expect((await call('GET', '/api/commerce/review-requests/demo-request')).body).toEqual({ products: [{ id: 'tee', name: 'Harbour T-shirt' }] });
    expect((await call('POST', '/api/commerce/reviews', { token: 'demo-request', productId: 'tee', rating: 0, text: '' })).body.error).toMatch(/^rating/);
    expect((await call('POST', '/api/commerce/reviews', { token: 'demo-request', productId: 'tee', rating: 5, text: 'Lovely.' })).body).toEqual({ stored: true });
    expect(server.store.commerce.reviews()).toEqual([{ token: 'demo-request', productId: 'tee', rating: 5, text: 'Lovely.' }]);
    expect((await call('POST', '/api/commerce/reviews', { token: 'demo-request', productId: 'tee', rating: 4, text: '' })).body).toEqual({ refused: 'already-reviewed' });
  });
});

describe('demo pages', () => {
  it('the shop page sells the catalogue’s products as the server prices them', async () => {
    const { readFileSync } = await import('node:fs');
    const { catalogue } = await import('./catalogue');
    const html = readFileSync('scripts/demo-site/shop.html', 'utf8');
    const blocks = [...html.matchAll(/data-block-type="product" data-block-json='([^']*)'/g)].map((m) => JSON.parse(m[1]!.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&')));
    expect(blocks.length).toBe(5);
    for (const { product } of blocks) expect(product).toEqual(catalogue.get(product.id));
    expect(new Set(blocks.map(({ product }) => product.productType))).toEqual(new Set(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD']));
    expect(new Set(blocks.map(({ product }) => product.currency))).toEqual(new Set(['EUR', 'JPY']));
  });
});
