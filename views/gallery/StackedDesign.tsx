import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { metaOverflows, stackedSlideClick } from '../../machines/gallery/clicks';
import { connectGallery } from '../../machines/gallery/connect';
import { PRELOAD_COUNT } from '../../machines/gallery/designs';
import { imageRatio } from '../../machines/shared/dimensions';
import { SlidePlayers, useAdoptedTrack, useBoundSlides, useSlideEvents, useSlideParts, useWanted } from './adopted';
import { Controls } from './Controls';
import { SwipeViewport } from './SwipeViewport';
import type { DesignProps } from './types';
import { design } from './styles';

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

  const slideClick = stackedSlideClick(options.clickBehavior, gallery.send, onNavigate);
  useSlideEvents(markup, { click: (event, slide, index) => slideClick(event, slides[index]!, slide.getBoundingClientRect()) });

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

const p = galleryAnatomy.partSelector;

/** The stacked design's look: its slides on top of each other, each transition's moves and the Ken Burns zoom. */
export const stackedCss = `
${design('stacked')} ${p('track')} { position: absolute; inset: 0; }
${design('stacked')} ${p('slide')} { position: absolute; inset: 0; opacity: 0; transition: opacity var(--gallery-speed) ease; cursor: pointer; }
${design('stacked')} ${p('slide')}[data-state="current"] { opacity: 1; z-index: 1; }
${design('stacked')}:is([data-transition="fade"], [data-transition="ken-burns"], [data-transition="scroll"]) ${p('slide')}[data-state="current"] { transform: translate3d(var(--gallery-drag, 0px), 0, 0); transition: opacity var(--gallery-speed) ease, transform var(--gallery-speed) ease; }
${design('stacked')} ${p('slide')}[data-type="video"] { cursor: default; }
${design('stacked')}[data-transition="ken-burns"] ${p('slide')}[data-state="current"] ${p('image')} { animation: runtime-gallery-zoom-in var(--gallery-ken-burns) linear forwards; }
${design('stacked')}[data-transition="ken-burns"] ${p('slide')}[data-state="current"][data-zoom="out"] ${p('image')} { animation-name: runtime-gallery-zoom-out; }
${design('stacked')}[data-transition$="swipe"] ${p('track')}, ${design('stacked')}[data-transition="scroll"] ${p('track')} { transition: transform var(--gallery-speed) ease; transform: translate3d(calc(var(--gallery-index) * -100% + var(--gallery-drag, 0px)), 0, 0); }
${design('stacked')}[data-transition="scroll"] ${p('track')} { flex-direction: column; transform: translate3d(0, calc(var(--gallery-index) * -100%), 0); }
${design('stacked')}[data-transition$="swipe"] ${p('slide')}, ${design('stacked')}[data-transition="scroll"] ${p('slide')} { position: relative; flex: 0 0 100%; height: 100%; opacity: 1; }
${design('stacked')}[data-transition="new-swipe"] ${p('slide')}:not([data-state="current"]) { opacity: 0.4; }
@keyframes runtime-gallery-zoom-in { from { transform: scale(1); } to { transform: scale(1.075); } }
@keyframes runtime-gallery-zoom-out { from { transform: scale(1.075); } to { transform: scale(1); } }
`;
