import { fromCallback, type EventObject } from 'xstate';
import { lightboxAnatomy } from '../../machines/lightbox/anatomy';
import type { LightboxContext } from '../../machines/lightbox/machine';
import { endsDrag, type SwipeRef } from '../../machines/swipe/connect';
import type { SwipeInput } from '../../machines/swipe/machine';
import { prefersReducedMotion } from '../reduced-motion';

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

/**
 * The chart's `dragClicks`: the click that ends a drag on the slides is not a click, wherever the pointer was let go
 * (over a control too: the click then lands on the dialog, the press and release's common ancestor). A press
 * elsewhere is no drag's. Listens on the lightbox's host, before the dialog's own handlers.
 */
export const dragClicks = (host: () => Element | null, swipe: SwipeRef) =>
  fromCallback<EventObject>(() => {
    const box = host();
    let pressedOnSlides = false;
    const onPress = (event: Event) => {
      pressedOnSlides = Boolean(box?.querySelector(lightboxAnatomy.selector('viewport'))?.contains(event.target as Node));
    };
    const onClick = (event: MouseEvent) => {
      if (!pressedOnSlides || !endsDrag(swipe.getSnapshot(), event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    box?.addEventListener('pointerdown', onPress, true);
    box?.addEventListener('click', onClick as EventListener, true);
    return () => {
      box?.removeEventListener('pointerdown', onPress, true);
      box?.removeEventListener('click', onClick as EventListener, true);
    };
  });

/**
 * The chart's `holdFocus`, once open and with every move: focus on the slide left (a video's player) would go with
 * it, the slide turning inert, and focus lost to the page would not come back; the dialog takes it.
 */
export const holdFocus =
  (host: () => Element | null) =>
  ({ context }: { context: LightboxContext }) => {
    const root = host()?.querySelector<HTMLElement>(lightboxAnatomy.selector('root'));
    const active = root?.ownerDocument.activeElement;
    const slide = active?.closest<HTMLElement>(lightboxAnatomy.selector('slide'));
    if (root && (!root.contains(active!) || (slide && slide.dataset.index !== String(context.index)))) root.focus();
  };

/** The lightbox's swipe: hard boundaries (its slides loop), and a snap that takes no time under reduced motion. */
export const lightboxSwipeInput = (win: Window = window): SwipeInput => ({ boundaries: 'hard', motion: !prefersReducedMotion(win) });
