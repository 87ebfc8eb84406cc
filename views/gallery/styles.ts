import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { swipeAnatomy } from '../../machines/swipe/anatomy';

const root = g.selector('root');
const p = g.partSelector;
const swiping = swipeAnatomy.stateSelector;
const design = (name: string) => `${root} [data-design="${name}"]`;

/**
 * The designs' look. Moves are CSS transitions of the track or the slides over the design's speed
 * (--gallery-speed); under prefers-reduced-motion nothing animates. Drag offsets are written straight to the
 * track's transform by the swipe driver, never through React.
 */
export const galleryCss = `
${root} { position: relative; }
${root} [data-design] { position: relative; }
${root} ${p('image')} { display: block; width: 100%; height: 100%; }
${root} ${p('image')}[data-mode="cover"] { object-fit: cover; }
${root} ${p('image')}[data-mode="contain"] { object-fit: contain; }
${root} ${p('track')} { display: flex; }
${root} ${p('slide')} { margin: 0; }
${root} ${p('slide')}[data-deferred] img { display: none; }
${root} ${p('viewport')}, ${root} ${p('thumbnails')} { position: relative; overflow: hidden; width: 100%; touch-action: pan-y; }
${root} ${swiping('dragging')} { user-select: none; cursor: grabbing; }
${root} ${swiping('dragging')} :is(${p('track')}, ${p('slide')}) { transition: none !important; }
${root} ${swiping('snapping')} :is(${p('track')}, ${p('slide')}) { transition-duration: var(--gallery-snap) !important; }
${root} ${p('status')} { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; margin: 0; }
${root} ${p('rotation')} { position: absolute; z-index: 3; top: 0.5rem; left: 0.5rem; }
${root} button { min-width: 2.75rem; min-height: 2.75rem; border: 0; border-radius: 999px; background: rgb(0 0 0 / 0.6); color: #fff; font: inherit; font-size: 1.25rem; cursor: pointer; }
${root} button:disabled { opacity: 0.35; cursor: default; }
${root} :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
${root} ${p('controls')} { position: absolute; z-index: 2; inset: 50% 0 auto 0; display: flex; justify-content: space-between; padding: 0 0.5rem; pointer-events: none; transform: translateY(-50%); }
${root} ${p('controls')} button { pointer-events: auto; }
${root} ${p('meta')} { position: absolute; z-index: 1; left: 0; right: 0; bottom: 0; max-height: 90%; margin: 0; padding: 0.75rem 1rem; background: rgb(0 0 0 / 0.55); color: #fff; overflow: hidden; }
${root} ${p('meta')}[data-position^="top"] { top: 0; bottom: auto; }
${root} ${p('meta')}[data-position="center"] { top: 50%; bottom: auto; transform: translateY(-50%); }
${root} ${p('meta')}[data-overflow] { height: 40%; max-height: 40%; overflow: auto; }
${root} ${p('meta')} :is(p, .meta-title, .meta-description) { display: block; margin: 0.25rem 0; }

${design('stacked')} ${p('track')} { position: absolute; inset: 0; }
${design('stacked')} ${p('slide')} { position: absolute; inset: 0; opacity: 0; transition: opacity var(--gallery-speed) ease; cursor: pointer; }
${design('stacked')} ${p('slide')}[data-state="current"] { opacity: 1; z-index: 1; }
${design('stacked')}:is([data-transition="fade"], [data-transition="ken-burns"], [data-transition="scroll"]) ${p('slide')}[data-state="current"] { transform: translate3d(var(--gallery-drag, 0px), 0, 0); transition: opacity var(--gallery-speed) ease, transform var(--gallery-speed) ease; }
${design('stacked')} ${p('slide')}[data-type="video"] { cursor: default; }
${design('stacked')}[data-transition="ken-burns"] ${p('slide')}[data-state="current"] ${p('image')} { animation: runtime-gallery-zoom-in var(--gallery-ken-burns) linear forwards; }
${design('stacked')}[data-transition="ken-burns"] ${p('slide')}[data-state="current"][data-zoom="out"] ${p('image')} { animation-name: runtime-gallery-zoom-out; }
${design('stacked')}[data-transition$="swipe"] ${p('track')}, ${design('stacked')}[data-transition="scroll"] ${p('track')} { transition: transform var(--gallery-speed) ease; transform: translate3d(calc(var(--gallery-index) * -100% + var(--gallery-drag, 0px)), 0, 0); }
${design('stacked')}[data-transition="scroll"] ${p('track')} { flex-direction: column; transform: translate3d(0, calc(var(--gallery-index) * -100%), 0); }
${design('stacked')}[data-transition$="swipe"] ${p('slide')}, ${design('stacked')}[data-transition="scroll"] ${p('slide')} { position: relative; flex: 0 0 100%; height: 100%; opacity: 1; }
${design('stacked')}[data-transition="new-swipe"] ${p('slide')}:not([data-state="current"]) { opacity: 0.4; }
@keyframes runtime-gallery-zoom-in { from { transform: scale(1); } to { transform: scale(1.075); } }
@keyframes runtime-gallery-zoom-out { from { transform: scale(1.075); } to { transform: scale(1); } }

${design('strip')} ${p('track')} { height: 100%; transition: transform var(--gallery-speed) ease; transform: translate3d(calc(var(--gallery-offset, 0px) + var(--gallery-drag, 0px)), 0, 0); }
${design('strip')} ${p('slide')} { position: relative; flex: 0 0 auto; height: 100%; cursor: pointer; }
${design('strip')} ${p('slide')} ${p('image')} { width: auto; }
${design('strip')} ${p('slide')}[aria-current="true"]::after { content: ''; position: absolute; inset: 0; border: 3px solid #fff; box-shadow: inset 0 0 0 5px rgb(0 0 0 / 0.6); pointer-events: none; }
${design('strip')} ${p('video')} { height: 100%; aspect-ratio: 16 / 9; }
${design('strip')}[data-thumbnails] ${p('track')} { position: relative; }
${design('strip')} ${p('thumbnail')} { position: absolute; top: 0; height: 100%; cursor: pointer; }
${design('strip')} ${p('thumbnail')} img { display: block; width: 100%; height: 100%; object-fit: cover; }
${design('strip')} ${p('thumbnail')}[aria-current="true"]::after { content: ''; position: absolute; inset: 0; border: 3px solid #fff; box-shadow: inset 0 0 0 5px rgb(0 0 0 / 0.6); pointer-events: none; }

${design('carousel')} ${p('track')} { transition: transform var(--gallery-speed) ease; }
${design('carousel')} ${p('slide')} { position: relative; min-width: 0; }
${design('carousel')} [data-fixed-ratio] ${p('image')} { aspect-ratio: inherit; }

${design('base')} ${p('track')} { flex-direction: column; }
${design('base')} ${p('slide')} { position: relative; }
${design('base')} ${p('image')} { height: auto; }

${root} ${p('video')} { width: 100%; height: 100%; }
${root} ${p('video')} iframe, ${root} ${p('video')} video { display: block; width: 100%; height: 100%; }
@media (prefers-reduced-motion: reduce) {
  ${g.scopeSelector} * { animation: none !important; transition: none !important; }
}
`;
