import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { COLLECTION_DESIGNS } from '../../machines/gallery/designs';
import { GRID_FADE_MS } from '../../machines/gallery/layouts';

const root = g.selector('root');
const p = g.partSelector;
const design = (name: string) => `${root} [data-design="${name}"]`;
const collection = `${root} :is(${COLLECTION_DESIGNS.map((name) => `[data-design="${name}"]`).join(', ')})`;

/**
 * The grid-like designs' look, in their own chunk: items in a list, a lightbox button filling each item, the grid's
 * fade-in (after each item's delay), the list's image beside its meta. Positions come from the view.
 */
export const collectionCss = `
${collection} ${p('track')} { list-style: none; margin: 0; padding: 0; }
${collection} ${p('slide')} { position: relative; overflow: hidden; margin: 0; }
${collection} ${p('item-control')} { all: unset; box-sizing: border-box; display: block; width: 100%; height: 100%; cursor: zoom-in; }
${collection} ${p('item-control')}:focus-visible { outline: 3px solid #1a73e8; outline-offset: -3px; }
${collection} ${p('slide')} > a { display: block; width: 100%; height: 100%; }
${design('grid')} ${p('slide')} { animation: runtime-gallery-fade-in ${GRID_FADE_MS}ms ease both; animation-delay: var(--gallery-fade-delay, 0ms); }
@keyframes runtime-gallery-fade-in { from { opacity: 0; } to { opacity: 1; } }
${design('list')} ${p('slide')}, ${design('list')} ${p('slide')} > :is(${p('item-control')}, a) { display: flex; gap: 1rem; align-items: flex-start; height: auto; }
${design('list')} ${p('image')}, ${design('list')} ${p('video')} { flex: 0 0 var(--gallery-list-image); width: var(--gallery-list-image); height: auto; }
${design('list')} ${p('meta')} { position: static; flex: 1; max-height: none; padding: 0; background: none; color: inherit; }
`;
