/** What a click inside the lightbox landed on (the view reads it from the target's closest part). */
export type ClickTarget = 'link' | 'video' | 'image' | 'control' | 'elsewhere';

export type LightboxClick = 'next' | 'previous' | 'play-video' | 'nothing' | 'close';

/** Clicks this close to the window's left or right edge (a fraction of its width) never navigate (§9: 2 percent). */
export const EDGE_DEAD_ZONE = 0.02;

/**
 * display-widgets §4 "Lightbox": a link does nothing special (the browser follows it), a video wrapper starts its
 * video, an image does nothing, a control is its own button. Anywhere else, with navigation arrows (more than one
 * slide): the right half goes to the next slide and the left half to the previous, when the click is more than 2 %
 * inside the window's edges; every other click closes. A click exactly on the middle counts as the right half.
 */
export function lightboxClick(target: ClickTarget, x: number, windowWidth: number, hasArrows: boolean): LightboxClick {
  if (target === 'link' || target === 'image' || target === 'control') return 'nothing';
  if (target === 'video') return 'play-video';
  const deadZone = windowWidth * EDGE_DEAD_ZONE;
  if (hasArrows && x > deadZone && x < windowWidth - deadZone) return x < windowWidth / 2 ? 'previous' : 'next';
  return 'close';
}
