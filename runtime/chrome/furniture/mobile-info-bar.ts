import type { Initialiser } from '../../initialise';
import type { SiteContext } from '../../schemas/site-context';
import { safeStorage, type StorageHost } from '../../storage';
import { injectStyle } from '../../inject-style';

/**
 * The mobile info bar (visitor-runtime §6, §9 "Mobile info bar: 1024 px or less"; docs/site-chrome.md "Page
 * furniture"). A logged-in account whose viewport is 1024 px wide or less sees a bar at the top of the page saying
 * that editing works best on a larger screen, with a Dismiss button. It follows the viewport (a media query
 * listener): it appears when the window narrows to 1024 px and goes when it widens past. Dismiss hides it for the
 * rest of the browser session (sessionStorage flag `mobileInfoBarDismissed`). Whether it shows is a pure rule over
 * three facts, so the bar has no chart: the DOM is re-rendered from the rule whenever a fact changes. When the bar
 * goes while focus is in it (Dismiss), focus moves to the page's main landmark (or, without one, the first focusable
 * element after the bar) instead of falling to <body>.
 */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;
export const MOBILE_INFO_BAR_QUERY = `(max-width: ${MOBILE_INFO_BAR_MAX_WIDTH}px)`;
export const MOBILE_INFO_BAR_DISMISSED_FLAG = 'mobileInfoBarDismissed';
export const MOBILE_INFO_BAR_TEXT = 'You are logged in on a small screen. Editing works best on a screen wider than 1024 px.';
export const MOBILE_INFO_BAR_SELECTOR = '[data-runtime-host="mobile-info-bar"]';

export interface MobileInfoBarFacts {
  loggedIn: boolean;
  /** the viewport is 1024 px wide or less */
  narrow: boolean;
  /** dismissed earlier in this session */
  dismissed: boolean;
}

export const shouldShowMobileInfoBar = (facts: MobileInfoBarFacts): boolean => facts.loggedIn && facts.narrow && !facts.dismissed;

/** The viewport-width half of the rule, for a width in CSS pixels (what the media query decides in a browser). */
export const isMobileInfoBarWidth = (width: number): boolean => width <= MOBILE_INFO_BAR_MAX_WIDTH;

const STYLE = `
[data-runtime-host="mobile-info-bar"] { display: flex; align-items: center; justify-content: center; gap: 12px;
  flex-wrap: wrap; padding: 8px 16px; background: #1f3a5f; color: #fff; font: 14px/1.4 system-ui, sans-serif; }
[data-runtime-host="mobile-info-bar"] p { margin: 0; }
[data-runtime-host="mobile-info-bar"] button { padding: 4px 12px; border: 1px solid #fff; border-radius: 4px;
  background: transparent; color: #fff; font: inherit; cursor: pointer; }
[data-runtime-host="mobile-info-bar"] button:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
`;

export interface MobileInfoBarEnvironment {
  window: Window;
  /** where the dismissed flag lives; default the window's sessionStorage */
  storage?: StorageHost;
}

function createBar(doc: Document, onDismiss: () => void): HTMLElement {
  const bar = doc.createElement('aside');
  bar.setAttribute('data-runtime-host', 'mobile-info-bar');
  bar.setAttribute('aria-label', 'Small screen notice');
  const text = doc.createElement('p');
  text.textContent = MOBILE_INFO_BAR_TEXT;
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', onDismiss);
  bar.append(text, dismiss);
  return bar;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes when the bar goes while it had focus: the main landmark (made focusable with tabindex="-1" until
 * it loses focus, when it was not focusable), else the first focusable element after the bar, else nowhere.
 */
export function focusAfterBar(doc: Document, bar: HTMLElement): void {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (main) {
    if (!main.hasAttribute('tabindex')) {
      main.setAttribute('tabindex', '-1');
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    }
    // The visitor was at the top of the page (where the bar was): no jump down to the landmark's top.
    main.focus({ preventScroll: true });
    return;
  }
  const next = [...doc.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => !bar.contains(element) && bar.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  next?.focus();
}

export const createMobileInfoBarFeature =
  (environment?: MobileInfoBarEnvironment): Initialiser =>
  ({ document: doc, site }: { document: Document; site: SiteContext }) => {
    if (!site.authenticatedAccount) return;
    const win = environment?.window ?? window;
    if (typeof win.matchMedia !== 'function') return;
    const session = safeStorage('session', environment?.storage ?? win);
    const media = win.matchMedia(MOBILE_INFO_BAR_QUERY);
    let bar: HTMLElement | null = null;
    const render = () => {
      const show = shouldShowMobileInfoBar({
        loggedIn: true,
        narrow: media.matches,
        dismissed: session.get(MOBILE_INFO_BAR_DISMISSED_FLAG) !== null,
      });
      if (show && !bar) {
        injectStyle('mobile-info-bar', STYLE, doc);
        bar = createBar(doc, () => {
          session.set(MOBILE_INFO_BAR_DISMISSED_FLAG, 'true');
          render();
        });
        doc.body.prepend(bar);
      } else if (!show && bar) {
        const hadFocus = bar.contains(doc.activeElement);
        if (hadFocus) focusAfterBar(doc, bar);
        bar.remove();
        bar = null;
      }
    };
    render();
    media.addEventListener('change', render);
    return () => {
      media.removeEventListener('change', render);
      bar?.remove();
      bar = null;
    };
  };

export const mobileInfoBarFeature: Initialiser = createMobileInfoBarFeature();
