import type { ActorRefFrom } from 'xstate';
import type { galleryAutoplayMachine } from '../../machines/gallery-autoplay/machine';
import type { BuiltDesign, DesignOptions } from '../../machines/gallery/designs';
import type { galleryMachine } from '../../machines/gallery/machine';
import type { SwipeRef } from '../../machines/swipe/connect';
import type { GallerySlide, slideParts } from '../../runtime/gallery/read-slides';
import type { ComponentType } from 'react';
import type { VideoRef } from '../../runtime/video/page-videos';
import type { PropBinder } from '../shared/bind-props';
import type { VideoViewProps } from '../video/VideoView';

export type GalleryRef = ActorRefFrom<typeof galleryMachine>;
export type AutoplayRef = ActorRefFrom<typeof galleryAutoplayMachine>;

export type { BuiltDesign, DesignOptions } from '../../machines/gallery/designs';

/**
 * The server's slides as a design adopts them (docs/architecture.md "Views adopt the server's markup"): the slide
 * container becomes the design's track, each slide element stays the slide, and its image, video wrapper and caption
 * become the slide's parts. Nothing of it is drawn again: the design binds the chart's props onto it.
 */
export interface SlideMarkup {
  track: HTMLElement;
  slides: HTMLElement[];
  parts: Array<ReturnType<typeof slideParts>>;
  /** Writes the props, and puts every adopted element's attributes back on destroy. */
  binder: PropBinder;
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
