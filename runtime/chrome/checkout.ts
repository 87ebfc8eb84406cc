import type { Initialiser } from '../initialise';
import { GOTO_CHECKOUT_PATH } from '../routes';
import type { CheckoutEnvironment } from './go-to-checkout';

// The checkout controls (visitor-runtime §2 "Routes"): one click listener on every page; what going to checkout
// does (the cart check, the alert) is ./go-to-checkout.ts, downloaded on the first such click.

/**
 * The controls that go to checkout: a link to /commerce/goto-checkout on this site (any query or hash), or any
 * element marked `data-goto-checkout` (for buttons).
 */
export const CHECKOUT_CONTROL_SELECTOR = 'a[href], [data-goto-checkout]';

function isCheckoutControl(element: Element): boolean {
  if (element.hasAttribute('data-goto-checkout')) return true;
  if (!(element instanceof HTMLAnchorElement)) return false;
  const download = element.hasAttribute('download');
  const target = element.target && element.target !== '_self';
  if (download || target) return false;
  try {
    const url = new URL(element.href, element.ownerDocument.baseURI);
    return url.origin === window.location.origin && url.pathname === GOTO_CHECKOUT_PATH;
  } catch {
    return false;
  }
}

/**
 * The chrome feature: one click listener on the document sends every checkout control through goToCheckout.
 * Clicks another handler already took (defaultPrevented), and modified or non-primary clicks (new tab or window)
 * are left to the browser.
 */
export const createCheckoutFeature =
  (environment: CheckoutEnvironment = {}): Initialiser =>
  ({ document }) => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const control = event.target instanceof Element ? event.target.closest(CHECKOUT_CONTROL_SELECTOR) : null;
      if (!control || !isCheckoutControl(control)) return;
      event.preventDefault();
      void import('./go-to-checkout').then(({ goToCheckout }) => goToCheckout(environment));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  };

export const checkoutFeature: Initialiser = createCheckoutFeature();
