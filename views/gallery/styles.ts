import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { swipeAnatomy } from '../../machines/swipe/anatomy';

const root = g.selector('root');
const p = g.partSelector;
const swiping = swipeAnatomy.stateSelector;
/** A rule's selector for design `name`'s frame inside a gallery (the designs' own looks are in their chunks). */
export const design = (name: string) => `${root} [data-design="${name}"]`;

/**
 * The look every moving design shares: the frame, the controls, the meta overlay, the drag's states. Each design's
 * own look is in their chunk, beside its view (views/gallery/designs.ts injects it when the chunk loads). Moves are CSS
 * transitions of the track or the slides over the design's speed (--gallery-speed); under prefers-reduced-motion
 * nothing animates. Drag offsets are written straight to the track's transform by the swipe driver, never through
 * React.
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

${root} ${p('video')} { width: 100%; height: 100%; }
${root} ${p('video')} iframe, ${root} ${p('video')} video { display: block; width: 100%; height: 100%; }
@media (prefers-reduced-motion: reduce) {
  ${g.scopeSelector} * { animation: none !important; transition: none !important; }
}
`;
