import type { ComponentType } from 'react';
import { COLLECTION_DESIGNS } from '../../machines/gallery/designs';
import { injectStyle } from '../../runtime/inject-style';
import { preloadChunk } from '../../runtime/preload-chunks';
import type { BuiltDesign, DesignProps } from './types';

type DesignView = ComponentType<DesignProps>;

/**
 * The adopting designs' chunk, with its stylesheet in the page (the views measure their slides in layout effects at
 * their first commit, which need it) and what it imports asked for beside it: the swipe viewport it shares with the
 * lightbox is a chunk of its own, which the browser would otherwise learn of only once this one had arrived.
 */
function loadAdopting() {
  preloadChunk('blocks/gallery-designs.js');
  return import('./adopting-designs').then((chunk) => {
    injectStyle('gallery-designs', chunk.adoptingDesignsCss);
    return chunk;
  });
}

const adopting = (design: 'base' | 'strip' | 'stacked' | 'carousel') => (): Promise<DesignView> => loadAdopting().then((chunk) => chunk.ADOPTING_DESIGNS[design]);
const collection = (): Promise<DesignView> => import('./CollectionDesign').then((chunk) => chunk.CollectionDesign);

/**
 * Every design's view, in one of two chunks downloaded only by a page that shows one of their designs: the designs
 * that adopt the server's slides, and the grid-like designs, which draw their items (masonry, justified rows).
 */
export const DESIGN_VIEWS = Object.fromEntries([
  ...(['base', 'strip', 'stacked', 'carousel'] as const).map((design) => [design, adopting(design)]),
  ...COLLECTION_DESIGNS.map((design) => [design, collection]),
]) as Record<BuiltDesign, () => Promise<DesignView>>;

/** A slideshow's linked thumbnail strip: in the adopting designs' chunk, beside the strip whose layout and look it shares. */
export const loadThumbnailStrip = () => loadAdopting().then((chunk) => chunk.ThumbnailStrip);
