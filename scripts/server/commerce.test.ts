import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../runtime/commerce/cart.schema';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

/**
 * A visitor: their cookies travel with every call, as a browser's would, and their crumb in X-CSRF-Token, as the
 * site's own pages send it.
 */
function visitor() {
  let cookie = 'crumb=visitor-crumb';
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { Cookie: cookie, 'X-CSRF-Token': 'visitor-crumb', ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = response.headers.getSetCookie();
    if (set.length) cookie = ['crumb=visitor-crumb', ...set.map((line) => line.split(';')[0]!)].join('; ');
    return { status: response.status, body: (await response.json()) as { cart?: unknown; error?: string }, cookie: set.length ? set : null };
  };
}

describe('cart endpoints', () => {
  it('without a cart cookie the cart is empty; the first add makes the cart and sets its cookie', async () => {
    const call = visitor();
    const empty = await call('GET', '/api/commerce/cart');
    expect(cartSchema.parse(empty.body.cart).entries).toEqual([]);
    const added = await call('POST', '/api/commerce/cart/entries', { productId: 'tee', variantId: 'tee-s-sand', quantity: 2 });
    expect(added.status).toBe(200);
    // The token, HttpOnly; the cart cookie the runtime reads holds the cart's id only (issue 37).
    expect(added.cookie).toEqual([
      expect.stringMatching(/^ss_cart_token=[\w-]{20,}; Path=\/; SameSite=Lax; Max-Age=1209600; HttpOnly$/),
      expect.stringMatching(/^ss_cart=[\w-]+; Path=\/; SameSite=Lax; Max-Age=1209600$/),
    ]);
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

  it('holds the 9,999 cap of an entry on every path: repeated adds and updates (issue 37)', async () => {
    const call = visitor();
    const add = () => call('POST', '/api/commerce/cart/entries', { productId: 'guide', variantId: 'guide-pdf', quantity: 9999 });
    expect((await add()).status).toBe(200);
    const again = await add();
    expect(again).toMatchObject({ status: 409, body: { error: 'One cart holds at most 9999 of an entry.' } });
    const one = await call('POST', '/api/commerce/cart/entries', { productId: 'guide', variantId: 'guide-pdf', quantity: 1 });
    expect(one.status).toBe(409);
    const cart = cartSchema.parse((await call('GET', '/api/commerce/cart')).body.cart);
    expect(cart.entries.map((entry) => entry.quantity)).toEqual([9999]);
    expect((await call('PUT', `/api/commerce/cart/entries/${cart.entries[0]!.id}`, { quantity: 10000 })).status).toBe(400);
  });

  it("the cart's id is its own, nothing of its token; the token only in an HttpOnly cookie, Secure over https", async () => {
    const call = visitor();
    const added = await call('POST', '/api/commerce/cart/entries', { productId: 'guide', variantId: 'guide-pdf', quantity: 1 }, { 'X-Forwarded-Proto': 'https' });
    const token = /^ss_cart_token=([^;]+)/.exec(added.cookie![0]!)![1]!;
    const id = cartSchema.parse(added.body.cart).id;
    expect(id).not.toBe('');
    expect(token.startsWith(id)).toBe(false);
    expect(token).not.toContain(id);
    expect(/^ss_cart=([^;]+)/.exec(added.cookie![1]!)![1]).toBe(id);
    for (const line of added.cookie!) expect(line).toMatch(/; Secure/);
    // The readable id is no key to the cart: only the token is.
    const stranger = await fetch(`${server.url}/api/commerce/cart`, { headers: { Cookie: `ss_cart=${id}` } });
    expect(((await stranger.json()) as { cart: unknown }).cart).toEqual({});
  });

  it('refuses a change asked for by a page of another site; the same site, or no page, may (issue 37)', async () => {
    const call = visitor();
    const entry = { productId: 'guide', variantId: 'guide-pdf', quantity: 1 };
    const foreign = await call('POST', '/api/commerce/cart/entries', entry, { Origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { error: 'POST /api/commerce/cart/entries from another site (https://evil.example) is refused.' } });
    expect((await call('POST', '/api/commerce/cart/entries', entry, { Origin: 'null' })).status).toBe(403);
    expect((await call('POST', '/api/commerce/cart/entries', entry, { Origin: server.url })).status).toBe(200);
    expect((await call('POST', '/api/commerce/cart/entries', entry)).status).toBe(200);
    // Reading is anyone's: a GET changes nothing.
    expect((await call('GET', '/api/commerce/cart', undefined, { Origin: 'https://evil.example' })).status).toBe(200);
    const logout = await fetch(`${server.url}/api/auth/Logout`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(logout.status).toBe(403);
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
