import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { metaOverflows, stackedClick } from '../../machines/gallery/clicks';
import { connectGallery } from '../../machines/gallery/connect';
import { PRELOAD_COUNT } from '../../machines/gallery/designs';
import { imageRatio } from '../../machines/gallery/dimensions';
import { SlidePlayers, useAdoptedTrack, useBoundSlides, useSlideEvents, useSlideParts, useWanted } from './adopted';
import { Controls } from './Controls';
import { SwipeViewport } from './SwipeViewport';
import type { DesignProps } from './types';

/** display-widgets §9: default slider aspect ratio 50 (height half the width); auto height uses the slide's own. */
const DEFAULT_SLIDER_RATIO = 2;

/**
 * Stacked (display-widgets §4 "Stacked"): slides on top of each other; the transition (fade, ken-burns, swipe,
 * new-swipe, scroll) is CSS driven by the slide's state; a click follows the click behaviour; only the current slide
 * is shown to assistive technology. The slides are the server's (adopted): a slide far from the current one keeps its
 * image hidden and unloaded until it comes within preloadCount. The current slide's meta overlay gets its overflow
 * state when it is taller than 90% of the slide.
 */
export function StackedDesign({ id, label, slides, markup, videos, gallery, swipe, options, onNavigate }: DesignProps) {
  const snapshot = useSelector(gallery, (s) => s);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: (i) => i === snapshot.context.index });
  const viewport = useRef<HTMLDivElement>(null);
  const ratio = options.aspectRatio ?? imageRatio(slides[api.index]?.image?.dimensions, DEFAULT_SLIDER_RATIO);
  const wanted = useWanted(slides.length, (i) => api.isNear(i, PRELOAD_COUNT));

  useAdoptedTrack(viewport, markup);
  useBoundSlides(markup, { ...api.trackProps, style: { '--gallery-index': api.index } }, (i) => ({
    ...api.getSlideProps(i),
    'data-zoom': i % 2 ? 'out' : 'in',
    'data-type': slides[i]!.type,
    'data-deferred': !wanted(i) || undefined,
  }));
  useSlideParts(markup, { id, slides, crop: options.crop, metaPosition: options.metaPosition, wanted });

  // Measure, then write: the current slide's meta overlay gets its overflow state from the slide's height. After
  // paint, when the layout is fresh (a read during the commit would lay out the whole page, twenty times over on a
  // page of twenty galleries); only the current slide's, the one shown.
  useEffect(() => {
    const root = viewport.current;
    const meta = markup.slides[api.index]?.querySelector<HTMLElement>(galleryAnatomy.selector('meta'));
    if (!root || !meta) return;
    markup.binder.bind(meta, { 'data-overflow': metaOverflows(meta.scrollHeight, root.clientHeight) || undefined });
  }, [api.index, ratio]);

  useSlideEvents(markup, {
    click: (event, slide, index) => {
      if ((event.target as Element).closest('a, button, video, iframe')) return;
      const box = slide.getBoundingClientRect();
      const command = stackedClick(options.clickBehavior, slides[index]!, event.clientX - box.left, box.width);
      if (!command) return;
      if (command.type === 'NAVIGATE') onNavigate(command.url);
      else gallery.send(command);
    },
  });

  return (
    <div data-design="stacked" data-transition={options.transition}>
      <SwipeViewport
        ref={viewport}
        swipe={swipe}
        edges={api.edges}
        {...galleryAnatomy.attrs('viewport')}
        style={{ aspectRatio: String(ratio), ['--gallery-speed' as string]: `${options.transitionMs}ms`, ['--gallery-ken-burns' as string]: `${options.kenBurnsMs}ms` }}
      />
      <div {...galleryAnatomy.attrs('controls')}>
        <Controls api={api} hidden={slides.length < 2} />
      </div>
      <SlidePlayers id={id} markup={markup} slides={slides} videos={videos} />
    </div>
  );
}
