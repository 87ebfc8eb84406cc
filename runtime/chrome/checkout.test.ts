// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '../cookies';
import { siteContextSchema } from '../schemas/site-context';
import { createCheckoutFeature } from './checkout';
import { CHECKOUT_UNAVAILABLE, goToCheckout } from './go-to-checkout';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

const jarWith = (cookies: string): CookieJar => ({ get: () => cookies, set: () => {} });
const withCart = jarWith('crumb=c1; ss_cart=cart%2D42');
const withoutCart = jarWith('crumb=c1; ss_consent=1');

describe('goToCheckout (visitor-runtime §2)', () => {
  it('goes to /commerce/goto-checkout when the cart cookie exists, without an alert', async () => {
    const navigate = vi.fn();
    const alert = vi.fn(() => Promise.resolve());
    expect(await goToCheckout({ jar: withCart, navigate, alert })).toBe('navigated');
    expect(navigate).toHaveBeenCalledWith('/commerce/goto-checkout');
    expect(alert).not.toHaveBeenCalled();
  });

  it('without a cart cookie (or with an unreadable one) stays and alerts that the session expired or cookies are disabled', async () => {
    for (const jar of [withoutCart, jarWith('ss_cart='), jarWith('ss_cart=%E0%A4%A')]) {
      const navigate = vi.fn();
      const alert = vi.fn(() => Promise.resolve());
      expect(await goToCheckout({ jar, navigate, alert })).toBe('alerted');
      expect(navigate).not.toHaveBeenCalled();
      expect(alert).toHaveBeenCalledWith({ title: 'Session Expired', message: CHECKOUT_UNAVAILABLE.message });
    }
    expect(CHECKOUT_UNAVAILABLE.message).toMatch(/session has expired or cookies are disabled/);
  });

  it('falls back to the browser alert when the dialog cannot be shown', async () => {
    const browserAlert = vi.fn();
    vi.stubGlobal('alert', browserAlert);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await goToCheckout({ jar: withoutCart, navigate: vi.fn(), alert: () => Promise.reject(new Error('chunk failed')) });
    expect(browserAlert).toHaveBeenCalledWith(expect.stringContaining(CHECKOUT_UNAVAILABLE.message));
    vi.unstubAllGlobals();
    consoleError.mockRestore();
  });
});

describe('the checkout controls feature', () => {
  let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  let alert: ReturnType<typeof vi.fn<(options: { title: string; message: string }) => Promise<void>>>;
  let destroy: () => void;
  let cookies: CookieJar;

  beforeEach(() => {
    setUrl('https://bakery.example/shop');
    document.body.innerHTML = `
      <a id="checkout" href="/commerce/goto-checkout"><span id="inner">Checkout</span></a>
      <a id="absolute" href="https://bakery.example/commerce/goto-checkout?from=cart">Checkout</a>
      <button id="button" type="button" data-goto-checkout>Checkout</button>
      <a id="elsewhere" href="https://other.example/commerce/goto-checkout">Other shop</a>
      <a id="new-tab" href="/commerce/goto-checkout" target="_blank">Checkout in a new tab</a>
      <a id="cart" href="/cart">Cart</a>`;
    navigate = vi.fn<(url: string) => void>();
    alert = vi.fn((_options: { title: string; message: string }) => Promise.resolve());
    cookies = withoutCart;
    const jar: CookieJar = { get: () => cookies.get(), set: () => {} };
    destroy = createCheckoutFeature({ jar, navigate, alert })({ document, site: siteContextSchema.parse({}) }) as () => void;
  });
  afterEach(() => destroy());

  /**
   * Clicks; true when the click was taken (default prevented by the time it reaches window). The window listener
   * then prevents it anyway, so happy-dom does not follow the link.
   */
  async function click(id: string, init: MouseEventInit = {}): Promise<boolean> {
    let taken = false;
    const record = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    window.removeEventListener('click', record);
    await Promise.resolve();
    return taken;
  }

  it('sends links to /commerce/goto-checkout (also from a child, absolute or with a query) and data-goto-checkout buttons through the cart check', async () => {
    for (const id of ['checkout', 'inner', 'absolute', 'button']) {
      expect(await click(id), id).toBe(true);
    }
    // what going to checkout does is downloaded on the first such click
    await waitForSignal(() => expect(alert).toHaveBeenCalledTimes(4));
    expect(navigate).not.toHaveBeenCalled();

    cookies = withCart;
    expect(await click('checkout')).toBe(true);
    await waitForSignal(() => expect(navigate).toHaveBeenCalledWith('/commerce/goto-checkout'));
  });

  it('leaves other links, other sites, new-tab links, modified clicks and clicks already handled to the browser', async () => {
    for (const id of ['cart', 'elsewhere', 'new-tab']) expect(await click(id), id).toBe(false);
    expect(await click('checkout', { ctrlKey: true })).toBe(false);
    expect(await click('checkout', { button: 1 })).toBe(false);
    const handled = (event: Event) => event.preventDefault();
    document.getElementById('checkout')!.addEventListener('click', handled);
    await click('checkout');
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when destroyed', async () => {
    destroy();
    expect(await click('checkout')).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });
});
