import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { isEditableTarget, keyCommand } from '../../machines/gallery/keys';

/** Whether any part of the element is inside the window. */
export function inViewport(element: Element): boolean {
  const r = element.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
}

/**
 * The gallery's keyboard listener (display-widgets §4 "Keyboard"): arrow keys anywhere on the page while the
 * gallery is in view, Home/End while focus is inside it; never in an editable target. Sends KEY commands; a key
 * the gallery takes does not also scroll the page.
 */
export const keyboardListener = (gallery: () => Element | null) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const onKey = (event: KeyboardEvent) => {
      const container = gallery();
      if (event.defaultPrevented || !container) return;
      const target = event.target as (Element & { type?: string; isContentEditable?: boolean }) | null;
      const command = keyCommand({
        key: event.key,
        keyCode: event.keyCode,
        modified: event.altKey || event.ctrlKey || event.metaKey,
        inEditable: isEditableTarget(target),
        inViewport: inViewport(container),
        focusInside: target instanceof Node && container.contains(target),
      });
      if (!command) return;
      event.preventDefault();
      sendBack({ type: 'KEY', command });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

/** The window's width, now and after every resize (the chart debounces). */
export const viewportWatch = () =>
  fromCallback<EventObject>(({ sendBack }) => {
    const onResize = () => sendBack({ type: 'VIEWPORT', width: window.innerWidth });
    window.addEventListener('resize', onResize, { passive: true });
    return () => window.removeEventListener('resize', onResize);
  });

/** The runtime's clock reading for autoplay's remaining time (faked with the page's clock in tests). */
export const readTimeActor = () => fromPromise<number>(async () => performance.now());

/**
 * What pauses autoplay from outside the gallery's view: the tab hidden or shown, and a video inside the gallery
 * playing or stopping (`play`/`pause`/`ended` of a media element). Embed slides' video charts tell autoplay
 * themselves (runtime/gallery/slide-videos.ts `whilePlaying`).
 */
export const autoplayPageWatch = (gallery: () => Element | null) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const visibility = () => sendBack({ type: document.visibilityState === 'hidden' ? 'PAGE_HIDDEN' : 'PAGE_VISIBLE' });
    // Media events do not bubble: listened to on the document in the capture phase, kept when inside the gallery.
    const inside = (event: Event) => event.target instanceof Node && Boolean(gallery()?.contains(event.target));
    const play = (event: Event) => inside(event) && sendBack({ type: 'VIDEO_PLAYING' });
    const stop = (event: Event) => inside(event) && sendBack({ type: 'VIDEO_STOPPED' });
    const listeners: Array<[string, (event: Event) => unknown]> = [['play', play], ['pause', stop], ['ended', stop]];
    if (document.visibilityState === 'hidden') visibility();
    document.addEventListener('visibilitychange', visibility);
    listeners.forEach(([type, listener]) => document.addEventListener(type, listener, true));
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true));
    };
  });

/**
 * The swipe's pointer while it is held (display-widgets §4 "Swipe"): the window's pointermove, pointerup and
 * pointercancel of that pointer, so a drag that leaves the gallery still ends. Positions are clientX/Y and the
 * event's timeStamp.
 */
export const followPointer = () =>
  fromCallback<EventObject, { pointerId: number }>(({ sendBack, input }) => {
    const forward = (type: 'POINTER_MOVE' | 'POINTER_UP') => (event: PointerEvent) => {
      if (event.pointerId === input.pointerId) sendBack({ type, x: event.clientX, y: event.clientY, time: event.timeStamp });
    };
    const move = forward('POINTER_MOVE');
    const up = forward('POINTER_UP');
    const cancel = (event: PointerEvent) => event.pointerId === input.pointerId && sendBack({ type: 'POINTER_CANCEL' });
    window.addEventListener('pointermove', move, { passive: true });
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  });
