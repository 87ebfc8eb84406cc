import { prefersReducedMotion } from './reduced-motion';
import { easeOutSine, tween, windowFrames, type FrameScheduler } from './tween';

/** display-widgets §9 "Scroll-to helper: easeOutSine, min and max duration 50": every scroll takes 50 ms. */
export const SCROLL_DURATION_MS = 50;
/** display-widgets §9 "Default scroll-into-view offset 30": the element stops 30 px below the top of the viewport. */
export const SCROLL_INTO_VIEW_OFFSET_PX = 30;

/**
 * Where the page scrolls to bring an element `offset` px below the top of the viewport: the element's top in the
 * document less the offset, within what the page can scroll (0 … maxScroll).
 */
export function scrollTargetY({ elementTop, scrollY, offset, maxScroll }: { elementTop: number; scrollY: number; offset: number; maxScroll: number }): number {
  return Math.min(Math.max(scrollY + elementTop - offset, 0), Math.max(maxScroll, 0));
}

/**
 * Scrolls the page so that `element` sits `offset` px below the top of the viewport, eased (easeOutSine) over 50 ms,
 * or at once when the visitor prefers reduced motion. Returns a cancel (a new scroll or the visitor's own wins).
 */
export function scrollToElement(element: Element, { offset = SCROLL_INTO_VIEW_OFFSET_PX, scheduler = windowFrames }: { offset?: number; scheduler?: FrameScheduler } = {}): () => void {
  const win = element.ownerDocument.defaultView;
  if (!win) return () => {};
  const from = win.scrollY;
  const maxScroll = element.ownerDocument.documentElement.scrollHeight - win.innerHeight;
  const to = scrollTargetY({ elementTop: element.getBoundingClientRect().top, scrollY: from, offset, maxScroll });
  if (to === from) return () => {};
  if (prefersReducedMotion(win)) {
    win.scrollTo(win.scrollX, to);
    return () => {};
  }
  return tween((progress) => win.scrollTo(win.scrollX, from + (to - from) * progress), { duration: SCROLL_DURATION_MS, easing: easeOutSine, scheduler });
}
