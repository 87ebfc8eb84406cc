import { documentJar, type CookieJar } from '../cookies';
import { readCart } from '../cookie-values';
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

