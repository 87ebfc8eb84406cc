import { addressItemId, slideIndexFor, type AddressSlide } from '../../machines/gallery/address';
import { isCollectionDesign, type BuiltDesign, type DesignOptions, type StackedTransition } from '../../machines/gallery/designs';
import type { GalleryInput } from '../../machines/gallery/machine';
import type { AutoplayInput } from '../../machines/gallery-autoplay/machine';
import type { SwipeInput } from '../../machines/swipe/machine';
import { isEditMode, isFramed } from '../framing';
import { prefersReducedMotion } from '../reduced-motion';
import type { GalleryConfig } from '../schemas/gallery';
import { designOptions, loopsByDefault } from './design-options';

/** What of the browser a gallery's plan depends on, read once when the block mounts (readGalleryEnvironment). */
export interface GalleryEnvironment {
  /** The address's path and query: the slide it names (display-widgets §2), and `nomotion=true`. */
  pathname: string;
  search: string;
  reducedMotion: boolean;
  /** Inside a frame (the editor's, with an account logged in: edit mode). */
  framed: boolean;
  windowWidth: number;
}

export const readGalleryEnvironment = (win: Window = window): GalleryEnvironment => ({
  pathname: win.location.pathname,
  search: win.location.search,
  reducedMotion: prefersReducedMotion(win),
  framed: isFramed(win),
  windowWidth: win.innerWidth,
});

/** What the block knows of itself when it plans: its configuration, design and what its markup holds. */
export interface GalleryFacts {
  config: GalleryConfig;
  design: BuiltDesign;
  transition: StackedTransition;
  slides: readonly AddressSlide[];
  /** A slide plays an embedded video (the embed chunk and the video charts). */
  hasEmbeds: boolean;
  /** The container is a published page's (`.sqs-gallery`): its slides are drawn once in our markup. */
  publishedContainer: boolean;
  /** An account is logged in (the site context's). */
  loggedIn: boolean;
  /** The collection's address the slide addresses hang off (null: none, no address tracking). */
  fullUrl: string | null;
}

/** Which of the gallery's actors and chunks the block starts, and how: the view's composition only carries it out. */
export interface GalleryPlan {
  /** A grid-like design: every item drawn by React, no swipe, no keyboard moves, no autoplay. */
  collection: boolean;
  /** The published page's slides are drawn once in our markup (the draw-slides chunk). */
  redraw: boolean;
  embeds: boolean;
  options: DesignOptions;
  gallery: GalleryInput;
  /** The stacked design's linked thumbnail strip: its gallery chart's input (and chunk), or none. */
  thumbnails: GalleryInput | null;
  /** The drag over the viewport (not the base design, which does not move), and over the thumbnails. */
  swipe: SwipeInput | null;
  thumbnailSwipe: SwipeInput | null;
  /** Autoplay's chart input and whether it picks a random slide, or none. */
  autoplay: (AutoplayInput & { randomize: boolean }) | null;
  /** The address follows the current slide (and names the lightbox's item). */
  tracksAddress: boolean;
  /** A lightbox design opens its lightbox on the item the address named, once drawn. */
  openAtStart: number | null;
  /** Who follows a click-through: inside the editor's frame the editor, else the page. */
  clickThrough: 'editor' | 'page';
}

/** The thumbnail strip's speed (display-widgets §4 "Linked galleries"); none under reduced motion. */
const THUMBNAILS_TRANSITION_MS = 500;

/** A gallery block's plan: configuration and environment in, which actors start and how out. Pure. */
export function planGallery(facts: GalleryFacts, environment: GalleryEnvironment): GalleryPlan {
  const { config, design, transition, slides } = facts;
  const { reducedMotion, windowWidth } = environment;
  const collection = isCollectionDesign(design);
  const options = designOptions(config, design, transition, reducedMotion);
  const editMode = isEditMode({ framed: environment.framed, loggedIn: facts.loggedIn });
  const tracksAddress = config.historyHash && !editMode && facts.fullUrl !== null;
  const itemId = tracksAddress ? addressItemId(environment.pathname, environment.search, facts.fullUrl ?? '/') : null;
  const addressIndex = itemId === null ? null : slideIndexFor(itemId, slides);
  const startIndex = addressIndex ?? 0;
  const withThumbnails = design === 'stacked' && config.thumbnails;
  const swipe: SwipeInput = { boundaries: config.swipeBoundaries, motion: !reducedMotion };
  return {
    collection,
    redraw: facts.publishedContainer && !collection,
    embeds: facts.hasEmbeds,
    options,
    gallery: {
      count: slides.length,
      loop: config.loop ?? loopsByDefault(design),
      startIndex,
      transitionMs: options.transitionMs,
      // A collection's arrow keys move focus between its items instead.
      keyboard: !collection,
      grouped: design === 'carousel',
      slidesPerRow: config.slidesPerRow,
      windowWidth,
    },
    thumbnails: withThumbnails
      ? { count: slides.length, loop: config.loop ?? true, startIndex, transitionMs: reducedMotion ? 0 : THUMBNAILS_TRANSITION_MS, keyboard: false, grouped: false, slidesPerRow: 1, windowWidth }
      : null,
    swipe: design === 'base' || collection ? null : swipe,
    thumbnailSwipe: withThumbnails ? swipe : null,
    autoplay:
      config.autoplay && !collection
        ? {
            enabled: new URLSearchParams(environment.search).get('nomotion') !== 'true',
            intervalMs: config['autoplay-duration'] * 1000,
            reducedMotion,
            randomize: config['autoplay-randomize'],
          }
        : null,
    tracksAddress,
    openAtStart: options.lightbox ? addressIndex : null,
    clickThrough: editMode ? 'editor' : 'page',
  };
}
