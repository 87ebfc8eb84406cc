import type { Initialiser } from '../initialise';
import { logError } from '../log';
import { configPanelUrl } from '../routes';
import type { SiteContext } from '../schemas/site-context';
import { isFramed } from '../framing';
import { activationFeature } from './activation';

/** Shift+Escape's logout: the session code is downloaded on first use (./session-controls.ts). */
const sessionLogout = (site: SiteContext) => import('./session').then(({ logout }) => logout(site));

/**
 * The keyboard router (visitor-runtime §2 "Keyboard"); choices in docs/site-chrome.md "Keyboard".
 *
 * - Escape first closes the top-most open layer: runtime/layers.ts takes it in a window capture listener and marks
 *   it defaultPrevented, so this document listener only sees an Escape no layer took.
 * - Escape (not while typing in a text field): inside the backend preview, asks the configuration panel to close
 *   its guide when open, else to toggle full-screen preview; elsewhere a logged-in user, or anyone when
 *   useEscapeKeyToLogin is on, goes to the configuration panel. Shift+Escape logs a logged-in user out.
 * - Enter and Space activate controls that are not native ones (./activation.ts, on every page).
 */

/** Messages the preview frame posts to the configuration panel (its parent), same origin only. */
export type PreviewRequest =
  | { source: 'visitor-runtime'; type: 'preview:toggle-full-screen' }
  | { source: 'visitor-runtime'; type: 'preview:close-guide' };
/** The panel tells the frame whether its guide is open, whenever that changes. */
export interface PanelGuideState {
  source: 'config-panel';
  type: 'preview:guide';
  open: boolean;
}

const underConfig = (path: string) => path === '/config' || path.startsWith('/config/');

/**
 * The configuration panel window when this page is its backend preview: the page is framed, and its parent is on
 * the same origin at /config or below. Otherwise (top-level, framed by another site or page) null.
 */
export function backendPreviewPanel(win: Window): Window | null {
  if (!isFramed(win)) return null;
  try {
    const parent = win.parent;
    return parent !== win && parent.location.origin === win.location.origin && underConfig(parent.location.pathname) ? parent : null;
  } catch {
    return null;
  }
}

/** Text inputs do not activate anything. */
const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color', 'file', 'hidden']);

/** Typing: a text input, a textarea or editable content has the key; Escape there belongs to the field. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as (HTMLElement & { type?: string }) | null;
  if (!element || typeof element.matches !== 'function') return false;
  if (element.matches('textarea')) return true;
  if (element.matches('input')) return !NON_TEXT_INPUTS.has(String(element.type ?? '').toLowerCase());
  return element.isContentEditable === true || element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

export interface KeyboardEnvironment {
  /** default the page's window */
  window?: Window;
  /** default location.assign */
  navigate?: (url: string) => void;
  /** default runtime/chrome/session.ts logout */
  logout?: (site: SiteContext) => Promise<void>;
  /** the configuration panel when in the backend preview; default backendPreviewPanel(window) */
  previewPanel?: Pick<Window, 'postMessage'> | null;
}

/** Escape's routes: only where Escape can lead somewhere (`escapeMayRoute`, the chrome downloads this module then). */
export const createEscapeFeature =
  (environment: KeyboardEnvironment = {}): Initialiser =>
  ({ document, site }) => {
    const win = environment.window ?? window;
    const navigate = environment.navigate ?? ((url: string) => win.location.assign(url));
    const logout = environment.logout ?? sessionLogout;
    const panel = environment.previewPanel === undefined ? backendPreviewPanel(win) : environment.previewPanel;
    const loggedIn = Boolean(site.authenticatedAccount);
    let guideOpen = false;

    const toPanel = (type: PreviewRequest['type']) => panel!.postMessage({ source: 'visitor-runtime', type }, win.location.origin);

    function onEscape(event: KeyboardEvent) {
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || isTyping(event.target)) return;
      if (event.shiftKey) {
        if (!loggedIn) return;
        event.preventDefault();
        logout(site).catch((error) => logError('Logging out with Shift+Escape failed.', error));
      } else if (panel) {
        event.preventDefault();
        toPanel(guideOpen ? 'preview:close-guide' : 'preview:toggle-full-screen');
        guideOpen = false;
      } else if (loggedIn || site.useEscapeKeyToLogin) {
        event.preventDefault();
        navigate(configPanelUrl(win.location));
      }
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && event.key === 'Escape') onEscape(event);
    };

    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<PanelGuideState> | null;
      if (!panel || event.source !== panel || event.origin !== win.location.origin) return;
      if (data?.source === 'config-panel' && data.type === 'preview:guide' && typeof data.open === 'boolean') guideOpen = data.open;
    };

    document.addEventListener('keydown', onKeyDown);
    if (panel) win.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      win.removeEventListener('message', onMessage);
    };
  };

export const escapeFeature: Initialiser = createEscapeFeature();

/** The whole router: Escape's routes and the activation of non-native controls (./activation.ts). */
export const createKeyboardFeature =
  (environment: KeyboardEnvironment = {}): Initialiser =>
  (page) => {
    const stops = [activationFeature(page), createEscapeFeature(environment)(page)];
    return () => stops.forEach((stop) => stop?.());
  };
