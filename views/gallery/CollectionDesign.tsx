import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
// Already loaded with the gallery that imports this chunk. Reaching React DOM too keeps React and React DOM in one
// shared chunk: a chunk reaching React alone would split them, and every React page would pay 0.8 KB more gzip.
import 'react-dom/client';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { connectGallery } from '../../machines/gallery/connect';
import { imageRatio } from '../../machines/shared/dimensions';
import { focusStep } from '../../machines/gallery/keys';
import { columnCount, gridFadeDelays, justifiedRows, masonry, type Box } from '../../machines/gallery/layouts';
import { injectStyle } from '../../runtime/inject-style';
import { collectionCss } from './collection-styles';
import { SlideContent } from './SlideContent';
import type { CollectionDesign as CollectionDesignName } from '../../machines/gallery/designs';
import type { DesignProps } from './types';

/** A grid cell's shape when the gallery sets none (Auto): square, and cover crops each image into it. */
const DEFAULT_CELL_RATIO = 1;
const VIDEO_RATIO = 16 / 9;

/**
 * The grid-like designs (display-widgets §2): every item shown at once. grid has a fixed count per row and fades its
 * items in; autogrid fits as many columns of columnWidth as the width holds; autocolumns stacks items in the
 * shortest column (masonry); autorows fits rows of items to the width (justified); list puts the image beside its
 * meta. Positions come from the pure rules of machines/gallery/layouts.ts: the width is read once per layout (on
 * mount and after a resize has settled), then written in one render. With the lightbox on, each item is a button:
 * arrow keys move focus in reading order (one tab stop), Enter and Space open it.
 */
export function CollectionDesign({ id, label, slides, gallery, options, design }: DesignProps) {
  const name = design as CollectionDesignName;
  const snapshot = useSelector(gallery, (s) => s);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: () => true, collection: true });
  const list = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [fadeDelays] = useState(() => (name === 'grid' ? gridFadeDelays(slides.length, options.random, options.reducedMotion) : []));
  // Before the layout is measured: the collection's stylesheet comes with its chunk.
  useLayoutEffect(() => injectStyle('gallery-collection', collectionCss), []);
  const steady = snapshot.matches({ layout: 'steady' });
  useLayoutEffect(() => {
    if (steady && list.current) setWidth(list.current.clientWidth);
  }, [steady]);

  const ratios = slides.map((slide) => imageRatio(slide.image?.dimensions, slide.type === 'video' ? VIDEO_RATIO : DEFAULT_CELL_RATIO));
  const { gutter } = options;
  const boxes: Box[] | null =
    width === null ? null
    : name === 'autocolumns' ? masonry(ratios, width, options.columnWidth, gutter).items
    : name === 'autorows' ? justifiedRows(ratios, width, options.rowHeight, gutter).items
    : null;
  const height = boxes ? Math.max(0, ...boxes.map((b) => b.top + b.height)) : undefined;
  const columns = name === 'grid' ? options.perRow : name === 'autogrid' && width !== null ? columnCount(width, options.columnWidth, gutter) : 1;
  const cellRatio = options.aspectRatio ?? DEFAULT_CELL_RATIO;

  /** The focusable control of item i: its lightbox button, link, or a video's own controls. */
  const control = (i: number) => list.current?.querySelector<HTMLElement>(`[data-index="${i}"] :is(${galleryAnatomy.selector('item-control')}, a, video, iframe)`);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = focusStep(index, event.key, slides.length);
    if (to === null) return;
    event.preventDefault();
    if (to !== index) gallery.send({ type: 'GO_TO', index: to });
    control(to)?.focus();
  };

  const listStyle: CSSProperties =
    boxes ? { position: 'relative', height: `${height}px` }
    : name === 'list' ? { display: 'flex', flexDirection: 'column', gap: `${gutter}px` }
    : { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: `${gutter}px` };

  return (
    <div data-design={name} data-columns={name === 'grid' || name === 'autogrid' ? columns : undefined}>
      <ul {...api.trackProps} ref={list} role="list" style={listStyle}>
        {slides.map((slide, i) => {
          const box = boxes?.[i];
          const style: CSSProperties = box
            ? { position: 'absolute', left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` }
            : name === 'list' ? { ['--gallery-list-image' as string]: `${options.listImageSize}%` }
            : { aspectRatio: String(cellRatio) };
          if (name === 'grid') (style as Record<string, string>)['--gallery-fade-delay'] = `${fadeDelays[i] ?? 0}ms`;
          const content = <SlideContent slide={slide} crop={name === 'list' ? false : options.crop} metaPosition={name === 'list' ? 'beside' : undefined} idPrefix={`${id}:slide:${i}`} />;
          return (
            <li key={i} {...galleryAnatomy.attrs('slide')} id={`${id}:slide:${i}`} data-index={i} data-type={slide.type} style={style}>
              {/* A video plays where it is (nothing interactive may hold its controls); images open the lightbox. */}
              {options.lightbox && slide.type !== 'video' ? (
                <button
                  type="button"
                  {...galleryAnatomy.attrs('item-control')}
                  aria-haspopup="dialog"
                  aria-label={`Open ${slide.image?.alt || slide.title || `item ${i + 1}`} in the lightbox`}
                  tabIndex={i === api.index ? 0 : -1}
                  onClick={() => gallery.send({ type: 'OPEN', index: i })}
                  onKeyDown={(e) => onKeyDown(e, i)}
                >
                  {content}
                </button>
              ) : slide.clickThroughUrl ? (
                <a href={slide.clickThroughUrl}>{content}</a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
