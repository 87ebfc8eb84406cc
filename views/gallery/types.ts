import type { ActorRefFrom } from 'xstate';
import type { galleryAutoplayMachine } from '../../machines/gallery-autoplay/machine';
import type { ClickBehavior } from '../../machines/gallery/clicks';
import type { CollectionDesign, StackedTransition } from '../../machines/gallery/designs';
import type { galleryMachine } from '../../machines/gallery/machine';
import type { SwipeRef } from '../../machines/swipe/connect';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import type { ComponentType } from 'react';
import type { VideoRef } from '../../runtime/video/page-videos';
import type { VideoViewProps } from '../video/VideoView';
import type { SlideMarkup } from './adopted';

export type GalleryRef = ActorRefFrom<typeof galleryMachine>;
export type AutoplayRef = ActorRefFrom<typeof galleryAutoplayMachine>;

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

export interface DesignProps {
  id: string;
  design: BuiltDesign;
  label: string;
  slides: GallerySlide[];
  /** The server's slide elements, which the moving designs adopt as their slides (views/gallery/adopted.tsx). */
  markup: SlideMarkup;
  /** The embed slides' video charts and the view that draws them (views/gallery/embed-slides.ts). */
  videos?: SlideVideos;
  gallery: GalleryRef;
  /** the drag over the viewport (not for base) */
  swipe?: SwipeRef;
  options: DesignOptions;
  /** a slide's click-through url: the runtime navigates (or signals the editing frame) */
  onNavigate: (url: string) => void;
}

export interface SlideVideos {
  /** The video chart of each embed slide (null for the others). */
  refs: ReadonlyArray<VideoRef | null>;
  View: ComponentType<VideoViewProps>;
}

/** Slide `i`'s video chart and its view, when it is an embed slide. */
export const slideVideo = (videos: SlideVideos | undefined, i: number) => {
  const ref = videos?.refs[i];
  return ref ? { ref, View: videos!.View } : null;
};
