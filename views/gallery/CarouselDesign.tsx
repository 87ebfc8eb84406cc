import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { carouselNeedsControls } from '../../machines/gallery/carousel';
import { connectGallery, currentStart } from '../../machines/gallery/connect';
import { SlidePlayers, useAdoptedTrack, useBoundSlides, useSlideParts } from './adopted';
import { Controls } from './Controls';
import { SwipeViewport } from './SwipeViewport';
import type { DesignProps } from './types';
import { design } from './styles';

const everyImage = () => true;

/**
 * Carousel (display-widgets §4 "Carousel"): the server's slides (adopted) in rows of slidesPerRow (fewer on narrow
 * windows) moved a group at a time; the controls are hidden when every slide fits in one row. Slides outside the
 * current group are inert.
 */
export function CarouselDesign({ id, label, slides, markup, videos, gallery, swipe, options }: DesignProps) {
  const snapshot = useSelector(gallery, (s) => s);
  const start = currentStart(snapshot);
  const per = snapshot.context.perGroup;
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: (i) => i >= start && i < start + per });
  const viewport = useRef<HTMLDivElement>(null);
  const gutter = options.gutter;

  useAdoptedTrack(viewport, markup);
  useBoundSlides(
    markup,
    {
      ...api.trackProps,
      style: {
        gap: `${gutter}px`,
        // One group is the viewport's width plus a gutter: move by whole groups (and follow a drag).
        transform: `translateX(calc(${-start / per} * (100% + ${gutter}px) + var(--gallery-drag, 0px)))`,
      },
    },
    // A fixed ratio is the slide's and its image's; with Auto each image keeps its width × height ratio, known before it loads.
    (i) => ({
      ...api.getSlideProps(i),
      'data-type': slides[i]!.type,
      'data-fixed-ratio': options.aspectRatio ? '' : undefined,
      style: { flex: `0 0 calc((100% - ${(per - 1) * gutter}px) / ${per})`, aspectRatio: options.aspectRatio ? String(options.aspectRatio) : undefined },
    }),
  );
  useSlideParts(markup, { id, slides, crop: options.crop, metaPosition: options.metaPosition, wanted: everyImage });

  return (
    <div data-design="carousel">
      <SwipeViewport ref={viewport} swipe={swipe} edges={api.edges} {...galleryAnatomy.attrs('viewport')} style={{ ['--gallery-speed' as string]: `${options.transitionMs}ms` }} />
      <div {...galleryAnatomy.attrs('controls')}>
        <Controls api={api} hidden={!carouselNeedsControls(slides.length, per)} />
      </div>
      <SlidePlayers id={id} markup={markup} slides={slides} videos={videos} />
    </div>
  );
}

const p = galleryAnatomy.partSelector;

/** The carousel's look: its track moves a group at a time. */
export const carouselCss = `
${design('carousel')} ${p('track')} { transition: transform var(--gallery-speed) ease; }
${design('carousel')} ${p('slide')} { position: relative; min-width: 0; }
${design('carousel')} [data-fixed-ratio] ${p('image')} { aspect-ratio: inherit; }
`;
