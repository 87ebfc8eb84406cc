import { useSelector } from '@xstate/react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { carouselNeedsControls } from '../../machines/gallery/carousel';
import { connectGallery, currentStart } from '../../machines/gallery/connect';
import { Controls } from './Controls';
import { SlideContent } from './SlideContent';
import { SwipeViewport } from './SwipeViewport';
import { slideVideo, type DesignProps } from './types';

/**
 * Carousel (display-widgets §4 "Carousel"): slides in rows of slidesPerRow (fewer on narrow windows) moved a group
 * at a time; the controls are hidden when every slide fits in one row. Slides outside the current group are inert.
 */
export function CarouselDesign({ id, label, slides, videos, gallery, swipe, options }: DesignProps) {
  const snapshot = useSelector(gallery, (s) => s);
  const start = currentStart(snapshot);
  const per = snapshot.context.perGroup;
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: (i) => i >= start && i < start + per });
  const gutter = options.gutter;
  return (
    <div data-design="carousel">
      <SwipeViewport swipe={swipe} edges={api.edges} {...galleryAnatomy.attrs('viewport')} style={{ ['--gallery-speed' as string]: `${options.transitionMs}ms` }}>
        <div
          {...api.trackProps}
          style={{
            gap: `${gutter}px`,
            // One group is the viewport's width plus a gutter: move by whole groups (and follow a drag).
            transform: `translateX(calc(${-start / per} * (100% + ${gutter}px) + var(--gallery-drag, 0px)))`,
          }}
        >
          {/* A fixed ratio is the slide's and its image's; with Auto each image keeps its width × height ratio, known before it loads. */}
          {slides.map((slide, i) => (
            <div key={i} {...api.getSlideProps(i)} data-type={slide.type} data-fixed-ratio={options.aspectRatio ? '' : undefined} style={{ flex: `0 0 calc((100% - ${(per - 1) * gutter}px) / ${per})`, aspectRatio: options.aspectRatio ? String(options.aspectRatio) : undefined }}>
              <SlideContent slide={slide} crop={options.crop} metaPosition={options.metaPosition} idPrefix={`${id}:slide:${i}`} video={slideVideo(videos, i)} />
            </div>
          ))}
        </div>
      </SwipeViewport>
      <div {...galleryAnatomy.attrs('controls')}>
        <Controls api={api} hidden={!carouselNeedsControls(slides.length, per)} />
      </div>
    </div>
  );
}
