import { useSelector } from '@xstate/react';
import { connectGallery } from '../../machines/gallery/connect';
import { SlideContent } from './SlideContent';
import { slideVideo, type DesignProps } from './types';

/** Base (the stacked setting, and the fallback): the plain enhanced set, every slide shown one under another. */
export function BaseDesign({ id, label, slides, videos, gallery, options }: DesignProps) {
  const snapshot = useSelector(gallery, (s) => s);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: () => true });
  return (
    <div data-design="base">
      <div {...api.trackProps} style={{ gap: `${options.gutter}px` }}>
        {slides.map((slide, i) => (
          <div key={i} {...api.getSlideProps(i)} data-type={slide.type}>
            <SlideContent slide={slide} crop={options.crop} metaPosition={options.metaPosition} idPrefix={`${id}:slide:${i}`} video={slideVideo(videos, i)} />
          </div>
        ))}
      </div>
    </div>
  );
}
