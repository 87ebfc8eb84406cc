import { videoAnatomy } from '../video/anatomy';
import { lightboxAnatomy } from './anatomy';

/** What a click inside the lightbox landed on (`clickTargetOf`: the target's closest part or element that decides it). */
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

const closest = (target: EventTarget | null, selector: string): Element | null =>
  target && 'closest' in target ? (target as Element).closest(selector) : null;

/** What a click landed on, from the nearest part or element that decides it. */
export function clickTargetOf(target: EventTarget | null): ClickTarget {
  if (closest(target, 'a[href]')) return 'link';
  if (closest(target, 'button')) return 'control';
  if (closest(target, lightboxAnatomy.selector('video'))) return 'video';
  return closest(target, lightboxAnatomy.selector('image')) ? 'image' : 'elsewhere';
}

/** A video wrapper's click starts its video: a native video plays, an embed's own play control is pressed. */
export function playVideoAt(target: EventTarget | null): void {
  const wrapper = closest(target, lightboxAnatomy.selector('video'));
  const video = wrapper?.querySelector('video');
  if (video) void video.play().catch(() => {});
  else wrapper?.querySelector<HTMLElement>(videoAnatomy.selector('play'))?.click();
}

/**
 * A press on a native video that plays is its player's (its seek bar is a horizontal drag too): it does not start a
 * swipe. A provider's player is an iframe, whose presses never reach the page; its facade is the page's and swipes.
 */
export function keepPressInPlayer(event: { target: EventTarget | null; stopPropagation(): void }): void {
  const video = closest(event.target, 'video') as HTMLVideoElement | null;
  if (video && !video.paused) event.stopPropagation();
}
