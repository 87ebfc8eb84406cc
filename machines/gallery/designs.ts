import type { ClickBehavior } from './clicks';
/**
 * display-widgets §2: the block's design setting → the design used. Any other value → base. autorows is a design of
 * §2's list with no setting in its table: its own name selects it (docs/gallery.md).
 */
export const DESIGN_BY_SETTING: Record<string, GalleryDesign> = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  autorows: 'autorows',
  carousel: 'carousel',
  list: 'list',
};

/** §9 preloadCount of strip and stacked: a stacked slide's image loads once it is this near the current slide. */
export const PRELOAD_COUNT = 1;

/** §9: autogrid and autocolumns have gutter 0, autorows 20 (the carousel's is in carousel.ts). */
export const AUTO_GUTTER = 0;
export const AUTOROWS_GUTTER = 20;

/** The grid-like designs: every item shown at once, laid out by machines/gallery/layouts.ts. */
export const COLLECTION_DESIGNS = ['grid', 'autogrid', 'autocolumns', 'autorows', 'list'] as const;
export type CollectionDesign = (typeof COLLECTION_DESIGNS)[number];
export const isCollectionDesign = (design: string): design is CollectionDesign => (COLLECTION_DESIGNS as readonly string[]).includes(design);

export type GalleryDesign = 'base' | 'strip' | 'stacked' | 'grid' | 'autogrid' | 'autocolumns' | 'autorows' | 'carousel' | 'list';

export function designForSetting(setting: string): GalleryDesign {
  return Object.hasOwn(DESIGN_BY_SETTING, setting) ? DESIGN_BY_SETTING[setting]! : 'base';
}

/** Stacked transitions (§4 "Stacked"); fade by default. */
export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];

/** The error a design or transition lookup throws (§2, §8: thrown inside the block, console only). */
export class GalleryLookupError extends Error {}

/** Looks a design up in the registry of built designs; an unknown name throws. */
export function lookUp<T>(registry: Partial<Record<string, T>>, kind: 'design' | 'stacked transition', name: string): T {
  const found = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (found === undefined) throw new GalleryLookupError(`Gallery ${kind} "${name}" not found.`);
  return found;
}

/** The designs this chunk renders; grid-like designs are views over the same chart too. */
export type BuiltDesign = 'base' | 'strip' | 'stacked' | 'carousel' | CollectionDesign;

/** Everything a design needs to draw, resolved from the block's configuration by the mount. */
export interface DesignOptions {
  /** width / height, or null: the current slide's own ratio (auto height) */
  aspectRatio: number | null;
  transition: StackedTransition;
  transitionMs: number;
  /** ken-burns: the autoplay timeout plus the speed */
  kenBurnsMs: number;
  clickBehavior: ClickBehavior;
  activeSlideClickBehavior: 'next' | 'previous' | 'none';
  alignment: 'start' | 'middle' | 'end';
  metaPosition: string;
  /** cover (auto-crop) or contain */
  crop: boolean;
  gutter: number;
  /** strip: the gap between slides */
  vSize: number;
  padding: number;
  thumbnailHeight: number;
  thumbnailMargin: number;
  /** grid: items per row (thumbnails-per-row) */
  perRow: number;
  /** autogrid, autocolumns: the least column width */
  columnWidth: number;
  /** autorows: the row height before rows are fitted to the width */
  rowHeight: number;
  /** list: the image's share of the width, in percent */
  listImageSize: number;
  /** grid-like designs: activating an item opens the lightbox (on by default for autorows) */
  lightbox: boolean;
  reducedMotion: boolean;
  /** grid: the source of the fade-in delays (injected so tests are exact) */
  random: () => number;
}
