import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { stripSlideActivation } from '../../machines/gallery/clicks';
import { connectGallery } from '../../machines/gallery/connect';
import { imageRatio } from '../../machines/shared/dimensions';
import { SlidePlayers, useAdoptedTrack, useBoundSlides, useSlideEvents, useSlideParts } from './adopted';
import { Controls } from './Controls';
import { isActivationKey, useStripLayout } from './strip-layout';
import { SwipeViewport } from './SwipeViewport';
import type { DesignProps } from './types';

const everyImage = () => true;

/**
 * Strip (display-widgets §4 "Strip"): a horizontal strip of the server's slides (adopted); the current slide
 * (`aria-current`) sits at the start, middle or end. A click (or Enter/Space) on the current slide follows
 * activeSlideClickBehavior, on another makes it current. Slides outside the viewport are inert; only the current
 * slide's video plays, the others are pictures to click.
 */
export function StripDesign({ id, label, slides, markup, videos, gallery, swipe, options }: DesignProps) {
  const snapshot = useSelector(gallery, (s) => s);
  const viewport = useRef<HTMLDivElement>(null);
  const index = snapshot.context.index;
  // The slide's width comes from its image's ratio, known before the image loads.
  const ratios = useMemo(() => slides.map((slide) => imageRatio(slide.image?.dimensions, slide.type === 'video' ? 16 / 9 : 1)), [slides]);
  const viewRatio = options.aspectRatio ?? 2;
  const layout = useStripLayout(viewport, ratios, options.vSize, (width) => width / viewRatio, index, options.alignment);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: layout.shown });

  useAdoptedTrack(viewport, markup);
  useBoundSlides(markup, { ...api.trackProps, style: { gap: `${options.vSize}px`, '--gallery-offset': `${layout.offset}px` } }, (i) => {
    const props = api.getSlideProps(i);
    return {
      ...props,
      'aria-current': i === index || undefined,
      'data-active': i === index || undefined,
      tabIndex: props.inert ? -1 : 0,
      'data-type': slides[i]!.type,
      style: { aspectRatio: String(ratios[i]) },
    };
  });
  useSlideParts(markup, { id, slides, crop: options.crop, metaPosition: options.metaPosition, wanted: everyImage, videoInert: (i) => i !== index });

  const activate = stripSlideActivation(options.activeSlideClickBehavior, api.index, gallery.send);
  useSlideEvents(markup, {
    click: (_, __, i) => activate(i),
    keydown: (event, slide, i) => {
      if (event.target !== slide || !isActivationKey(event)) return;
      event.preventDefault();
      activate(i);
    },
  });

  return (
    <div data-design="strip">
      <SwipeViewport
        ref={viewport}
        swipe={swipe}
        edges={api.edges}
        {...galleryAnatomy.attrs('viewport')}
        style={{ aspectRatio: String(viewRatio), ['--gallery-speed' as string]: `${options.transitionMs}ms` }}
      />
      <div {...galleryAnatomy.attrs('controls')}>
        <Controls api={api} hidden={slides.length < 2} />
      </div>
      <SlidePlayers id={id} markup={markup} slides={slides} videos={videos} showing={(i) => i === index} />
    </div>
  );
}
