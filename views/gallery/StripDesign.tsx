import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { stripClick, stripOffset, stripShown } from '../../machines/gallery/clicks';
import { connectGallery } from '../../machines/gallery/connect';
import { imageRatio } from '../../machines/gallery/dimensions';
import { Controls } from './Controls';
import { SwipeViewport } from './SwipeViewport';
import { SlideContent } from './SlideContent';
import { slideVideo, type DesignProps } from './types';

/**
 * Strip (display-widgets §4 "Strip"): a horizontal strip; the current slide (`aria-current`) sits at the start,
 * middle or end. A click (or Enter/Space) on the current slide follows activeSlideClickBehavior, on another makes it
 * current. Slides outside the viewport are inert. `height` fixes the strip's height (a thumbnail strip).
 */
export function StripDesign({ id, label, slides, videos, gallery, swipe, options, height, thumbnails }: DesignProps & { height?: number; thumbnails?: boolean }) {
  const snapshot = useSelector(gallery, (s) => s);
  const [shown, setShown] = useState<boolean[]>(() => slides.map((_, i) => i === snapshot.context.index));
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: (i) => shown[i] ?? false });
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);

  // Read every slide's box, then write the track's offset once (no layout thrash).
  useLayoutEffect(() => {
    const view = viewport.current;
    const row = track.current;
    if (!view || !row) return;
    const boxes = Array.from(row.children as HTMLCollectionOf<HTMLElement>).map((el) => ({ left: el.offsetLeft, width: el.offsetWidth }));
    const current = boxes[api.index];
    if (!current) return;
    const offset = stripOffset(options.alignment, current.left, current.width, view.clientWidth);
    row.style.setProperty('--gallery-offset', `${offset}px`);
    const next = stripShown(boxes, offset, view.clientWidth);
    setShown((previous) => (previous.length === next.length && previous.every((v, i) => v === next[i]) ? previous : next));
    // Measured again once a resize has settled (the chart's layout region is back to steady).
  }, [api.index, options.alignment, snapshot.matches({ layout: 'steady' })]);

  const activate = (i: number) => {
    const command = stripClick(options.activeSlideClickBehavior, i, api.index);
    if (command && command.type !== 'NAVIGATE') gallery.send(command);
  };
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(i);
  };

  return (
    <div data-design="strip" data-thumbnails={thumbnails || undefined}>
      <SwipeViewport
        ref={viewport}
        swipe={swipe}
        edges={api.edges}
        {...galleryAnatomy.attrs(thumbnails ? 'thumbnails' : 'viewport')}
        style={{ height: height ? `${height}px` : undefined, aspectRatio: height ? undefined : String(options.aspectRatio ?? 2), ['--gallery-speed' as string]: `${options.transitionMs}ms` }}
      >
        <div ref={track} {...api.trackProps} style={{ gap: `${options.vSize}px` }}>
          {slides.map((slide, i) => {
            const props = api.getSlideProps(i);
            return (
              <div
                key={i}
                {...props}
                {...(thumbnails ? galleryAnatomy.attrs('thumbnail') : {})}
                aria-current={i === api.index || undefined}
                // Only the current video slide is active: the others are pictures to click.
                data-active={i === api.index || undefined}
                tabIndex={props.inert ? -1 : 0}
                data-type={slide.type}
                // The slide's width comes from its image's ratio, known before the image loads: measured once, right.
                style={{ aspectRatio: String(imageRatio(slide.image?.dimensions, slide.type === 'video' ? 16 / 9 : 1)) }}
                onClick={() => activate(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <SlideContent slide={i === api.index || slide.type !== 'video' ? slide : { ...slide, videoHtml: null }} crop={options.crop} metaPosition={thumbnails ? undefined : options.metaPosition} idPrefix={`${id}:slide:${i}`} video={thumbnails || i !== api.index ? null : slideVideo(videos, i)} />
              </div>
            );
          })}
        </div>
      </SwipeViewport>
      {thumbnails ? null : (
        <div {...galleryAnatomy.attrs('controls')}>
          <Controls api={api} hidden={slides.length < 2} />
        </div>
      )}
    </div>
  );
}
