import { fromCallback, type EventObject } from 'xstate';
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
