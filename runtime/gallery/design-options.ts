import { CAROUSEL_DEFAULT_GUTTER } from '../../machines/gallery/carousel';
import type { StackedTransition } from '../../machines/gallery/designs';
import type { GalleryConfig } from '../schemas/gallery';
import type { BuiltDesign, DesignOptions } from '../../views/gallery/types';

/** display-widgets §9: strip speed 0.5 s, stacked speed 1 (s). The carousel's is ours (docs/gallery.md). */
export const DESIGN_SPEED_MS: Record<BuiltDesign, number> = { base: 0, strip: 500, stacked: 1000, carousel: 500 };

/** The gallery's configuration → what its design draws with; no motion at all under reduced motion. */
export function designOptions(config: GalleryConfig, design: BuiltDesign, transition: StackedTransition, reducedMotion: boolean): DesignOptions {
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
    gutter: config.gutter ?? (design === 'carousel' ? CAROUSEL_DEFAULT_GUTTER : 0),
    vSize: config.vSize,
    padding: config.padding,
    thumbnailHeight: config['thumbnail-strip-height'],
    thumbnailMargin: config['thumbnail-strip-margin'],
  };
}

/** Loops by default, except the carousel, whose ends disable its controls (§4 "Carousel"). */
export const loopsByDefault = (design: BuiltDesign) => design !== 'carousel';
