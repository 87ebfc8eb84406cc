import { lightboxAnatomy as l } from '../../machines/lightbox/anatomy';
import { swipeAnatomy } from '../../machines/swipe/anatomy';
import { LIGHTBOX_OVERLAY_SPEED_MS, LIGHTBOX_SPEED_MS } from '../../machines/lightbox/machine';

const p = l.partSelector;
const root = l.selector('root');
const swiping = swipeAnatomy.stateSelector;

/** Lightbox look (display-widgets §9): padding 100, overlay opacity 0.95, nav hover fade 500 ms. */
export const LIGHTBOX_PADDING_PX = 100;
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
export const NAV_HOVER_FADE_MS = 500;

/**
 * Narrow screens and touch: the caption is a panel toggled by its trigger, sliding in from the bottom, and the slides
 * scroll as a horizontal track instead of fading (display-widgets §4 "Mobile slides scroll instead of fading").
 */
export const MOBILE_QUERY = '(max-width: 640px), (pointer: coarse)';
/** A move's scroll on mobile when no drag set its speed (a drag's release snaps for the swipe's own time). */
export const SLIDE_SCROLL_MS = 300;

/**
 * The lightbox's stylesheet (its comments are here, not in the string the page downloads):
 * - desktop: the slides fade; the current one follows a drag (the swipe writes --gallery-drag on the viewport);
 * - a video takes the widest 16:9 box the padding leaves; its facade or player fills it;
 * - the meta follows the slides' viewport (a sibling): it shows while the pointer is on the current image or video,
 *   or on it;
 * - narrow screens and touch (MOBILE_QUERY): a horizontal track, the neighbours waiting beside the current slide (seen
 *   while dragging); a move scrolls the current slide and the one left, the others change sides unseen.
 */
export const lightboxCss = `
${root} { position: fixed; inset: 0; overflow: hidden; color: var(--lightbox-text); --lightbox-text: #fff; --lightbox-bg: #000; --lightbox-pad-x: ${LIGHTBOX_PADDING_PX}px; --lightbox-pad-y: ${LIGHTBOX_PADDING_PX}px; animation: lightbox-in ${LIGHTBOX_SPEED_MS}ms ease both; }
${root}[data-theme="light"] { --lightbox-text: #111; --lightbox-bg: #fff; }
${root}[data-state="closing"] { animation: lightbox-out ${LIGHTBOX_SPEED_MS}ms ease both; pointer-events: none; }
${root} ${p('backdrop')} { position: absolute; inset: 0; background: var(--lightbox-bg); opacity: ${LIGHTBOX_OVERLAY_OPACITY}; animation: lightbox-overlay-in ${LIGHTBOX_OVERLAY_SPEED_MS}ms ease both; }
${root} ${p('viewport')} { position: absolute; inset: 0; touch-action: pan-y pinch-zoom; }
${root} ${p('viewport')}${swiping('dragging')} { cursor: grabbing; user-select: none; }
${root} ${p('slide')} { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: var(--lightbox-pad-y) var(--lightbox-pad-x); box-sizing: border-box; opacity: 0; visibility: hidden; transform: translate3d(calc(var(--lightbox-place, 0%) + var(--gallery-drag, 0px)), 0, 0); transition: opacity ${LIGHTBOX_SPEED_MS}ms ease, visibility ${LIGHTBOX_SPEED_MS}ms, transform ${LIGHTBOX_OVERLAY_SPEED_MS}ms ease; }
${root} ${p('slide')}[data-current] { opacity: 1; visibility: visible; }
${root} ${swiping('dragging')} ${p('slide')} { transition: none !important; }
${root} ${swiping('snapping')} ${p('slide')} { transition-duration: var(--gallery-snap) !important; }
${root} ${p('image')} { display: block; width: 100%; height: 100%; object-fit: contain; }
${root} ${p('video')} { width: min(100%, calc((100dvh - 2 * var(--lightbox-pad-y)) * 16 / 9)); aspect-ratio: 16 / 9; }
${root} ${p('video')} :is([data-video-wrapper], video) { display: block; width: 100%; height: 100%; }
${root} ${p('meta')} { position: absolute; left: 0; right: 0; bottom: 0; margin: 0; padding: 0.75rem ${LIGHTBOX_PADDING_PX}px; opacity: 0; transition: opacity ${NAV_HOVER_FADE_MS}ms; }
${root} ${p('viewport')}:has(${p('slide')}[data-current] :is(${p('image')}, ${p('video')}):hover) ~ ${p('meta')}, ${root} ${p('meta')}:hover { opacity: 1; }
${root} ${p('meta')} p { margin: 0.25rem 0; }
${root} button { position: absolute; z-index: 1; min-width: 44px; min-height: 44px; border: 0; border-radius: 4px; background: transparent; color: inherit; font-size: 1.75rem; cursor: pointer; opacity: 0.7; transition: opacity ${NAV_HOVER_FADE_MS}ms; }
${root} button:hover, ${root} button:focus-visible { opacity: 1; }
${root} button:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
${root} ${p('close')} { top: 1rem; right: 1rem; }
${root} ${p('previous')} { top: 50%; left: 1rem; transform: translateY(-50%); }
${root} ${p('next')} { top: 50%; right: 1rem; transform: translateY(-50%); }
${root} ${p('caption-toggle')} { display: none; bottom: 1rem; right: 1rem; font-size: 1rem; }
${root} ${p('status')} { position: absolute; top: 1.5rem; left: 50%; transform: translateX(-50%); margin: 0; font-size: 0.9rem; }
@media ${MOBILE_QUERY} {
  ${root} { --lightbox-pad-x: 0.5rem; --lightbox-pad-y: ${LIGHTBOX_PADDING_PX / 2}px; }
  ${root} ${p('slide')} { opacity: 1; visibility: visible; transition: none; }
  ${root} ${p('slide')}[data-place="-1"] { --lightbox-place: -100%; }
  ${root} ${p('slide')}[data-place="1"] { --lightbox-place: 100%; }
  ${root} ${p('slide')}:is([data-current], [data-leaving]) { transition: transform ${SLIDE_SCROLL_MS}ms ease; }
  ${root} ${p('caption-toggle')} { display: block; }
  ${root} ${p('meta')} { opacity: 1; padding: 0.75rem 1rem 4rem; background: var(--lightbox-bg); transform: translateY(100%); transition: transform ${LIGHTBOX_OVERLAY_SPEED_MS}ms ease; }
  ${root} ${p('meta')}[data-shown] { transform: none; }
}
@keyframes lightbox-in { from { opacity: 0; } }
@keyframes lightbox-out { to { opacity: 0; } }
@keyframes lightbox-overlay-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { ${root}, ${root} * { animation: none !important; transition: none !important; } }
`;
