import { documentJar, type CookieJar } from '../cookies';
import { readCart } from '../cookie-values';
import type { Initialiser } from '../initialise';
import { logError } from '../log';
import { GOTO_CHECKOUT_PATH } from '../routes';
import { openAlert } from './dialog-api';

/**
 * Going to checkout (visitor-runtime §2 "Routes", §8 "Data layer"): the visitor is sent to /commerce/goto-checkout
 * only when the cart cookie exists; otherwise an alert says the session has expired or cookies are disabled.
 * The wording is our choice (the spec does not show it): docs/site-chrome.md "Routes and checkout".
 */
export const CHECKOUT_UNAVAILABLE = {
  title: 'Session Expired',
  message: 'Your session has expired or cookies are disabled in your browser. Please enable cookies and try again.',
} as const;

export interface CheckoutEnvironment {
  /** where the cart cookie is read; default document.cookie */
  jar?: CookieJar;
  /** default location.assign */
  navigate?: (url: string) => void;
  /** default the dialog family's alert (runtime/chrome/dialogs.ts) */
  alert?: (options: { title: string; message: string }) => Promise<void>;
}

/**
 * Goes to checkout when the cart cookie exists; otherwise shows the alert and settles when it is dismissed. If the
 * alert cannot be shown (its chunk failed to load), the browser's own alert says the same, so the visitor is told.
 */
export async function goToCheckout(environment: CheckoutEnvironment = {}): Promise<'navigated' | 'alerted'> {
  const { jar = documentJar, navigate = (url) => window.location.assign(url), alert = openAlert } = environment;
  if (readCart(jar) !== null) {
    navigate(GOTO_CHECKOUT_PATH);
    return 'navigated';
  }
  try {
    await alert({ ...CHECKOUT_UNAVAILABLE });
  } catch (error) {
    logError('The checkout alert could not be shown.', error);
    if (typeof window.alert === 'function') window.alert(`${CHECKOUT_UNAVAILABLE.title}\n\n${CHECKOUT_UNAVAILABLE.message}`);
  }
  return 'alerted';
}

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
      void goToCheckout(environment);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  };

export const checkoutFeature: Initialiser = createCheckoutFeature();
