import { fromCallback, type EventObject } from 'xstate';

/** On the body while a lightbox is shown (display-widgets §5 "Lightbox": opening adds a body class). */
export const LIGHTBOX_BODY_CLASS = 'lightbox-open';
/** The state of the history entry a lightbox adds, so the page can tell it from its own. */
export const LIGHTBOX_HISTORY_STATE = 'visitor-runtime:lightbox';

/**
 * The chart's `pageLock`: the page does not scroll under the lightbox and the body carries its class. Undone when
 * the lightbox has faded out; the page's scroll position is the one it had when the lightbox opened.
 */
export const pageLock = (doc: Document = document) =>
  fromCallback<EventObject>(() => {
    const win = doc.defaultView!;
    const [x, y] = [win.scrollX, win.scrollY];
    const root = doc.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    doc.body.classList.add(LIGHTBOX_BODY_CLASS);
    return () => {
      root.style.overflow = overflow;
      doc.body.classList.remove(LIGHTBOX_BODY_CLASS);
      if (win.scrollX !== x || win.scrollY !== y) win.scrollTo(x, y);
    };
  });

/**
 * The chart's `pageInert`: everything on the page but the lightbox's host is inert (WAI-ARIA modal dialog), from
 * when focus is inside until the lightbox starts closing, so focus can go back to the opening thumbnail. Elements
 * that were inert already stay so.
 */
export const pageInert = (host: () => Element | null, doc: Document = document) =>
  fromCallback<EventObject>(() => {
    const keep = host();
    // The document's own HTMLElement: a frame's elements are not the top window's.
    const made = Array.from(doc.body.children).filter((element): element is HTMLElement => element instanceof doc.defaultView!.HTMLElement && element !== keep && !element.inert);
    made.forEach((element) => (element.inert = true));
    return () => made.forEach((element) => (element.inert = false));
  });

/**
 * The chart's `historyEntry`: opening adds exactly one history entry (same address); the browser's Back takes it
 * and closes the lightbox (HISTORY_BACK); closing any other way takes it back (history.back()), so the visitor's
 * next Back leaves the page as before.
 */
export const historyEntry = (win: Window = window) =>
  fromCallback<EventObject>(({ sendBack }) => {
    let taken = false;
    win.history.pushState({ ...(win.history.state as object | null), [LIGHTBOX_HISTORY_STATE]: true }, '', win.location.href);
    const onPopState = () => {
      taken = true;
      sendBack({ type: 'HISTORY_BACK' });
    };
    win.addEventListener('popstate', onPopState);
    return () => {
      win.removeEventListener('popstate', onPopState);
      if (!taken) win.history.back();
    };
  });
