import { addressItemId, slideIndexFor, type AddressSlide } from '../../machines/gallery/address';
import { isCollectionDesign, type BuiltDesign, type DesignOptions, type StackedTransition } from '../../machines/gallery/designs';
import type { GalleryInput } from '../../machines/gallery/machine';
import type { AutoplayInput } from '../../machines/gallery-autoplay/machine';
import type { SwipeInput } from '../../machines/swipe/machine';
import { isEditMode, isFramed } from '../framing';
import { prefersReducedMotion } from '../reduced-motion';
import type { GalleryConfig } from './resolve-config';
import { designOptions, loopsByDefault } from './design-options';

/** What of the browser a gallery's plan depends on, read once by the runtime when the block mounts (readGalleryEnvironment). */
export interface GalleryEnvironment {
  /** The address's path and query: the slide it names (display-widgets §2), and `nomotion=true`. */
  location: { pathname: string; search: string };
  reducedMotion: boolean;
  /** The page is inside a frame (runtime/framing.ts). */
  framed: boolean;
  /** The site context names an authenticated account. */
  loggedIn: boolean;
  windowWidth: number;
}

export const readGalleryEnvironment = (site: { authenticatedAccount?: unknown }, win: Window = window): GalleryEnvironment => ({
  location: win.location,
  reducedMotion: prefersReducedMotion(win),
  framed: isFramed(win),
  loggedIn: Boolean(site.authenticatedAccount),
  windowWidth: win.innerWidth,
});

/** What the block knows of itself when it plans: its configuration, design and what its markup holds. */
export interface GalleryFacts {
  config: GalleryConfig;
  design: BuiltDesign;
  transition: StackedTransition;
  slides: readonly AddressSlide[];
  /** The collection's address the slide addresses hang off (null: none, no address tracking). */
  fullUrl: string | null;
}

/** Which of the gallery's actors and chunks the block starts, and how: the view's composition only carries it out. */
export interface GalleryPlan {
  /** A grid-like design: every item drawn by React, no swipe, no keyboard moves, no autoplay. */
  collection: boolean;
  options: DesignOptions;
  gallery: GalleryInput;
  /** The stacked design's linked thumbnail strip: its gallery chart's input (and chunk), or none. */
  thumbnails: GalleryInput | null;
  /** The drag over the viewport (not the base design, which does not move), and over the thumbnails (a stacked design's: it has one). */
  swipe: SwipeInput | null;
  /** Autoplay's chart input and whether it picks a random slide, or none. */
  autoplay: (AutoplayInput & { randomize: boolean }) | null;
  /** The address follows the current slide (and names the lightbox's item). */
  tracksAddress: boolean;
  /** Edit mode (the editor's frame, an account logged in): a click-through is the editor's to follow. */
  editMode: boolean;
  /** A lightbox design opens its lightbox on the item the address named, once drawn. */
  openAtStart: number | null;
}

/** A gallery block's plan: configuration and environment in, which actors start and how out. Pure. */
export function planGallery({ config, design, transition, slides, fullUrl }: GalleryFacts, environment: GalleryEnvironment): GalleryPlan {
  const { location, reducedMotion, windowWidth } = environment;
  const editMode = isEditMode(environment);
  const collection = isCollectionDesign(design);
  const options = designOptions(config, design, transition, reducedMotion);
  // Inside the editor's frame the address is left alone (and the editor follows a click-through).
  const tracksAddress = config.historyHash && !editMode && fullUrl !== null;
  // The item the address names (never an empty id), and its slide.
  const itemId = tracksAddress && addressItemId(location.pathname, location.search, fullUrl!);
  const addressIndex = itemId ? slideIndexFor(itemId, slides) : null;
  const gallery: GalleryInput = {
    count: slides.length,
    loop: config.loop ?? loopsByDefault(design),
    startIndex: addressIndex ?? 0,
    transitionMs: options.transitionMs,
    // A collection's arrow keys move focus between its items instead.
    keyboard: !collection,
    grouped: design === 'carousel',
    slidesPerRow: config.slidesPerRow,
    windowWidth,
  };
  return {
    collection,
    options,
    gallery,
    // The stacked design's gallery, so not grouped; its thumbnails take no keys and move one at a time.
    thumbnails:
      design === 'stacked' && config.thumbnails
        ? { ...gallery, loop: config.loop ?? true, transitionMs: reducedMotion ? 0 : 500 /* the thumbnail strip's speed; none under reduced motion */, keyboard: false, slidesPerRow: 1 }
        : null,
    swipe: design === 'base' || collection ? null : { boundaries: config.swipeBoundaries, motion: !reducedMotion },
    autoplay:
      config.autoplay && !collection
        ? {
            enabled: new URLSearchParams(location.search).get('nomotion') !== 'true',
            intervalMs: config['autoplay-duration'] * 1000,
            reducedMotion,
            randomize: config['autoplay-randomize'],
          }
        : null,
    tracksAddress,
    editMode,
    openAtStart: options.lightbox ? addressIndex : null,
  };
}
