import { lightboxAnatomy as l } from '../../machines/lightbox/anatomy';
import { LIGHTBOX_OVERLAY_SPEED_MS, LIGHTBOX_SPEED_MS } from '../../machines/lightbox/machine';

const p = l.partSelector;
const root = l.selector('root');

/** Lightbox look (display-widgets §9): padding 100, overlay opacity 0.95, nav hover fade 500 ms. */
export const LIGHTBOX_PADDING_PX = 100;
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
export const NAV_HOVER_FADE_MS = 500;

/** Narrow screens and touch: the caption is a panel toggled by its trigger, sliding in from the bottom. */
export const MOBILE_QUERY = '(max-width: 640px), (pointer: coarse)';

export const lightboxCss = `
${root} { position: fixed; inset: 0; overflow: hidden; color: var(--lightbox-text); --lightbox-text: #fff; --lightbox-bg: #000; animation: lightbox-in ${LIGHTBOX_SPEED_MS}ms ease both; }
${root}[data-theme="light"] { --lightbox-text: #111; --lightbox-bg: #fff; }
${root}[data-state="closing"] { animation: lightbox-out ${LIGHTBOX_SPEED_MS}ms ease both; pointer-events: none; }
${root} ${p('backdrop')} { position: absolute; inset: 0; background: var(--lightbox-bg); opacity: ${LIGHTBOX_OVERLAY_OPACITY}; animation: lightbox-overlay-in ${LIGHTBOX_OVERLAY_SPEED_MS}ms ease both; }
${root} ${p('slide')} { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: ${LIGHTBOX_PADDING_PX}px; box-sizing: border-box; }
${root} ${p('slide')}:not([data-current]) { visibility: hidden; }
${root} ${p('image')} { display: block; width: 100%; height: 100%; object-fit: contain; }
${root} ${p('video')} { width: 100%; max-height: 100%; }
${root} ${p('meta')} { position: absolute; left: 0; right: 0; bottom: 0; margin: 0; padding: 0.75rem ${LIGHTBOX_PADDING_PX}px; opacity: 0; transition: opacity ${NAV_HOVER_FADE_MS}ms; }
/* The meta follows the slides (a sibling): it shows while the pointer is on the current image or video, or on it. */
${root} ${p('slide')}[data-current]:has(${p('image')}:hover, ${p('video')}:hover) ~ ${p('meta')}, ${root} ${p('meta')}:hover { opacity: 1; }
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
  ${root} ${p('slide')} { padding: ${LIGHTBOX_PADDING_PX / 2}px 0.5rem; }
  ${root} ${p('caption-toggle')} { display: block; }
  ${root} ${p('meta')} { opacity: 1; padding: 0.75rem 1rem 4rem; background: var(--lightbox-bg); transform: translateY(100%); transition: transform ${LIGHTBOX_OVERLAY_SPEED_MS}ms ease; }
  ${root} ${p('meta')}[data-shown] { transform: none; }
}
@keyframes lightbox-in { from { opacity: 0; } }
@keyframes lightbox-out { to { opacity: 0; } }
@keyframes lightbox-overlay-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { ${root}, ${root} * { animation: none !important; transition: none !important; } }
`;
