// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { acquirePageCart, CART_CHANNEL } from './page-cart';

const cartAnswer = (cart: unknown) => new Response(JSON.stringify({ cart }), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the page cart', () => {
  it('refuses a cart with a field of the wrong type: a console error names it and the cart stays as it was', async () => {
    const answers = [cartAnswer({ totalQuantity: 2 }), cartAnswer({ totalQuantity: 'three' })];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift()!));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, release } = acquirePageCart();
    await waitFor(actor, (s) => s.matches('synced'));
    actor.send({ type: 'ADD', productId: 'tee', variantId: 'tee-s', quantity: 1 });
    await waitFor(actor, (s) => s.matches('synced') && s.context.error !== null);
    expect(error).toHaveBeenCalledWith('[visitor-runtime] The cart is refused: invalid at totalQuantity: expected number, got string; the cart stays as it was.');
    expect(actor.getSnapshot().context.cart.totalQuantity).toBe(2);
    expect(actor.getSnapshot().context.error).toBe('Please try again.');
    release();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('tells the other tabs each cart the server confirmed, and takes theirs', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => cartAnswer({ totalQuantity: 4 })));
    const otherTab = new BroadcastChannel(CART_CHANNEL);
    const heard = new Promise<unknown>((resolve) => otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }));
    const { actor, release } = acquirePageCart();
    expect(await heard).toMatchObject({ cart: { totalQuantity: 4 } });
    otherTab.postMessage({ cart: { totalQuantity: 9 } });
    await waitFor(actor, (s) => s.context.cart.totalQuantity === 9);
    otherTab.close();
    release();
  });
});
