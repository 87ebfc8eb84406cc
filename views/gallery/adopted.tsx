import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { slideElements, slideParts, type GallerySlide } from '../../runtime/gallery/read-slides';
import { observeImage } from '../../runtime/images/observe-image';
import { moveInto, propBinder } from '../shared/bind-props';
import { slideVideo, type SlideMarkup, type SlideVideos } from './types';

const part = galleryAnatomy.attrs;
type Props = Readonly<Record<string, unknown>>;

/** The server's slides inside `track`, ready for a design to adopt. */
export function slideMarkup(track: HTMLElement): SlideMarkup {
  const slides = slideElements(track);
  return { track, slides, parts: slides.map(slideParts), binder: propBinder() };
}

/** For as long as the design is mounted, the server's slide container sits in the design's viewport. */
export function useAdoptedTrack(slot: RefObject<HTMLElement | null>, markup: SlideMarkup) {
  useLayoutEffect(() => moveInto(slot.current!, markup.track), [markup]);
}

/** Each render writes the track's and the slides' props (only what changed reaches the DOM). */
export function useBoundSlides(markup: SlideMarkup, trackProps: Props, slideProps: (index: number) => Props) {
  useLayoutEffect(() => {
    markup.binder.bind(markup.track, trackProps);
    markup.slides.forEach((slide, i) => markup.binder.bind(slide, withNativeRole(slide, slideProps(i))));
  });
}

/**
 * A `<figure>` slide keeps its own role (figure, a group of content with its caption): ARIA in HTML allows no other
 * role on a figure that has a caption. Labelled "n of N" with the slide roledescription, it reads as the group would.
 */
const withNativeRole = (slide: Element, props: Props): Props => (slide.tagName === 'FIGURE' ? { ...props, role: undefined } : props);

/**
 * Slides wanted so far: `isWanted(i)` now, or at any render before (a slide's image, once drawn, stays). Read during
 * render, as the slides' props need it.
 */
export function useWanted(count: number, isWanted: (index: number) => boolean): (index: number) => boolean {
  const wanted = useRef(new Set<number>());
  for (let i = 0; i < count; i += 1) if (!wanted.current.has(i) && isWanted(i)) wanted.current.add(i);
  return (i) => wanted.current.has(i);
}

interface PartOptions {
  id: string;
  slides: GallerySlide[];
  crop: boolean;
  /** the caption's place; none: captions are hidden (a strip's thumbnails) */
  metaPosition?: string;
  wanted: (index: number) => boolean;
  /** a video that is a picture to click here (a strip's slides other than the current one) */
  videoInert?: (index: number) => boolean;
}

/**
 * The slides' own parts: the caption becomes the meta (hidden when it has no text), a video wrapper the video part,
 * and the image of a wanted slide is bound and loaded lazily at the size step its slot needs
 * (runtime/images/observe-image.ts: the server's small step shows until then). An image not wanted yet keeps its
 * server attributes; the design hides it, so the browser does not fetch even the small step.
 */
export function useSlideParts(markup: SlideMarkup, options: PartOptions) {
  const { id, slides, crop, metaPosition, wanted, videoInert } = options;
  const observed = useRef(new Map<number, () => void>());
  useLayoutEffect(() => {
    markup.parts.forEach(({ caption, wrapper, img }, i) => {
      const slide = slides[i]!;
      const text = Boolean(slide.title || slide.description);
      markup.binder.bind(caption, metaPosition && text ? { ...part('meta'), 'data-position': metaPosition } : { hidden: true });
      if (wrapper) markup.binder.bind(wrapper, { ...part('video'), inert: videoInert?.(i) || undefined });
      else if (img && slide.image && wanted(i)) {
        markup.binder.bind(img, {
          ...part('image'),
          'data-src': slide.image.src,
          'data-image-dimensions': slide.image.dimensions ?? undefined,
          'data-image-focal-point': slide.image.focalPoint ?? undefined,
          'data-mode': crop ? 'cover' : 'contain',
          decoding: 'async',
          draggable: false,
        });
      }
    });
  });
  // After paint: each newly wanted image starts its chart.
  useEffect(() => {
    markup.parts.forEach(({ img, wrapper }, i) => {
      if (wrapper || !img || !slides[i]!.image || !wanted(i) || observed.current.has(i)) return;
      // The image's chart writes these: destroy puts the server's back.
      markup.binder.keep(img, ['src', 'data-state', 'style']);
      observed.current.set(i, observeImage(img, { idPrefix: `${id}:slide:${i}` }));
    });
  });
  // Stopped in the unmount's own commit, before the markup is restored (a passive cleanup could come after it and
  // write the image's style again).
  useLayoutEffect(() => () => observed.current.forEach((stop) => stop()), []);
}

/**
 * The track's clicks and keys, told which slide they reached: one listener each on the adopted track, not one per
 * slide. Handlers are read at the event, so they see the latest render.
 */
export function useSlideEvents(markup: SlideMarkup, handlers: { click?: (event: MouseEvent, slide: HTMLElement, index: number) => void; keydown?: (event: KeyboardEvent, slide: HTMLElement, index: number) => void }) {
  const latest = useRef(handlers);
  latest.current = handlers;
  // Listening from the commit on: a click held while the block was dormant is replayed as soon as the view is drawn.
  useLayoutEffect(() => {
    const { track, slides } = markup;
    const onEvent = (event: Event) => {
      let node = event.target as Node | null;
      while (node && node.parentNode !== track) node = node.parentNode;
      const index = node ? slides.indexOf(node as HTMLElement) : -1;
      if (index < 0) return;
      const handler = latest.current[event.type as 'click' | 'keydown'] as ((event: Event, slide: HTMLElement, index: number) => void) | undefined;
      handler?.(event, node as HTMLElement, index);
    };
    track.addEventListener('click', onEvent);
    track.addEventListener('keydown', onEvent);
    return () => {
      track.removeEventListener('click', onEvent);
      track.removeEventListener('keydown', onEvent);
    };
  }, [markup]);
}

/** The embed slides' players, drawn into the server's video wrappers (only `showing` ones when given). */
export function SlidePlayers({ id, markup, slides, videos, showing }: { id: string; markup: SlideMarkup; slides: GallerySlide[]; videos?: SlideVideos; showing?: (index: number) => boolean }) {
  if (!videos) return null;
  return (
    <>
      {markup.parts.map(({ wrapper }, i) => {
        const video = slideVideo(videos, i);
        const slide = slides[i]!;
        if (!video || !wrapper || !slide.embed || (showing && !showing(i))) return null;
        const title = slide.title || slide.image?.alt || 'Video';
        return createPortal(<video.View actorRef={video.ref} blockId={`${id}:slide:${i}`} title={title} thumbnailUrl={slide.embed.thumbnailUrl ?? undefined} fill />, wrapper, String(i));
      })}
    </>
  );
}
