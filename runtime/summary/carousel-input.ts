import type { GalleryInput } from '../../machines/gallery/machine';
import { prefersReducedMotion } from '../reduced-motion';

/** How long a carousel's group takes to move (the platform's summary carousel gives no figure; ours). */
export const CAROUSEL_TRANSITION_MS = 300;

/**
 * A summary carousel's gallery chart input, with what the runtime reads of the window once: its width (the items per
 * group) and reduced motion (a group moves at once). It does not loop; arrow keys move it while in view.
 */
export const summaryCarouselInput = (count: number, slidesPerRow: number, win: Window = window): GalleryInput => ({
  count,
  loop: false,
  transitionMs: prefersReducedMotion(win) ? 0 : CAROUSEL_TRANSITION_MS,
  keyboard: true,
  grouped: true,
  slidesPerRow,
  windowWidth: win.innerWidth,
});
