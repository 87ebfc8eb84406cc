import { CAROUSEL_DEFAULT_GUTTER } from '../../machines/gallery/carousel';
import { AUTO_GUTTER, AUTOROWS_GUTTER, type StackedTransition } from '../../machines/gallery/designs';
import type { GalleryConfig } from './resolve-config';
import type { BuiltDesign, DesignOptions } from '../../machines/gallery/designs';

/** display-widgets §9: strip speed 0.5 s, stacked speed 1 (s). The carousel's is ours (docs/gallery.md); grid-like designs do not move. */
export const DESIGN_SPEED_MS: Record<BuiltDesign, number> = { base: 0, strip: 500, stacked: 1000, carousel: 500, grid: 0, autogrid: 0, autocolumns: 0, autorows: 0, list: 0 };

/** §9 gutters by design: carousel 1, autogrid and autocolumns 0, autorows 20; others none. */
const DEFAULT_GUTTER: Partial<Record<BuiltDesign, number>> = { carousel: CAROUSEL_DEFAULT_GUTTER, autogrid: AUTO_GUTTER, autocolumns: AUTO_GUTTER, autorows: AUTOROWS_GUTTER };


/** The gallery's configuration → what its design draws with; no motion at all under reduced motion. */
export function designOptions(config: GalleryConfig, design: BuiltDesign, transition: StackedTransition, reducedMotion: boolean, random: () => number = Math.random): DesignOptions {
  const speed = reducedMotion ? 0 : DESIGN_SPEED_MS[design];
  return {
    // §5: Auto means no fixed ratio (the current slide's own, auto height).
    aspectRatio: config.imageAspectRatio === 'Auto' ? null : config.imageAspectRatio,
    transition,
    transitionMs: speed,
    kenBurnsMs: config['autoplay-duration'] * 1000 + speed,
    clickBehavior: config.clickBehavior,
    activeSlideClickBehavior: config.activeSlideClickBehavior,
    alignment: config['active-alignment'],
    metaPosition: config['meta-position'],
    crop: config['auto-crop'],
    gutter: config.gutter ?? DEFAULT_GUTTER[design] ?? 0,
    vSize: config.vSize,
    padding: config.padding,
    thumbnailHeight: config['thumbnail-strip-height'],
    thumbnailMargin: config['thumbnail-strip-margin'],
    perRow: config['thumbnails-per-row'],
    columnWidth: config.columnWidth,
    rowHeight: config.rowHeight,
    listImageSize: config.listImageSize,
    lightbox: config.lightbox ?? design === 'autorows',
    reducedMotion,
    random,
  };
}

/** Loops by default, except the carousel, whose ends disable its controls (§4 "Carousel"). */
export const loopsByDefault = (design: BuiltDesign) => design !== 'carousel';
