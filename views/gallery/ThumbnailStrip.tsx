import { useSelector } from '@xstate/react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { stripSlideActivation } from '../../machines/gallery/clicks';
import { connectGallery } from '../../machines/gallery/connect';
import { imageRatio } from '../../machines/shared/dimensions';
import { imageUrl, sizeStep } from '../../machines/image-loader/rules';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { isActivationKey, useStripLayout } from './strip-layout';
import { SwipeViewport } from './SwipeViewport';
import type { DesignOptions, GalleryRef } from './types';
import type { SwipeRef } from '../../machines/swipe/connect';

const SIZE_OPTIONS = { dprMin: 1, dprMax: 3, sizeAdjustment: 1, saveData: false, allowSaveData: false };

/** A thumbnail's picture: the step its box needs (the box's height times the image's ratio), or an embed's own. */
function thumbnailSrc(slide: GallerySlide, height: number, ratio: number): string | undefined {
  if (slide.image) return imageUrl(slide.image.src, sizeStep(height * ratio, window.devicePixelRatio || 1, SIZE_OPTIONS), 'queryString');
  return slide.embed?.thumbnailUrl ?? undefined;
}

/** How far beyond the strip's viewport thumbnails are drawn (in viewport widths), so a drag finds them there. */
const DRAWN_MARGIN = 1;
/** Before the viewport's width is known: this many thumbnails either side of the current one. */
const DRAWN_AROUND = 12;

/** The thumbnails worth drawing: those within a viewport's width of the strip's viewport, and the current one. */
function thumbnailWindow(layout: ReturnType<typeof useStripLayout>, index: number, count: number): (i: number) => boolean {
  const { width, boxes, offset } = layout;
  if (width === null) return (i) => Math.abs(i - index) <= DRAWN_AROUND || count - Math.abs(i - index) <= DRAWN_AROUND;
  const from = -offset - width * DRAWN_MARGIN;
  const to = -offset + width * (1 + DRAWN_MARGIN);
  return (i) => i === index || (boxes[i]!.left + boxes[i]!.width > from && boxes[i]!.left < to);
}

interface Props {
  id: string;
  label: string;
  slides: GallerySlide[];
  gallery: GalleryRef;
  swipe?: SwipeRef;
  options: DesignOptions;
  height: number;
}

/**
 * A slideshow's linked thumbnail strip (display-widgets §4): the markup has none, so it is drawn, as light as it can
 * be: a box per slide placed where the images' ratios put it (known before they load), holding a native lazily loaded
 * picture at the step its box needs (no chart per thumbnail), and only for the slides within a viewport's width of
 * the strip's viewport: fifty slides draw a dozen thumbnails. A click on a thumbnail makes it current; the link makes
 * the slideshow follow. Thumbnails outside the viewport are inert.
 */
export function ThumbnailStrip({ id, label, slides, gallery, swipe, options, height }: Props) {
  const snapshot = useSelector(gallery, (s) => s);
  const viewport = useRef<HTMLDivElement>(null);
  const index = snapshot.context.index;
  // Each thumbnail's box ratio and picture, once: they depend on the slides and the strip's height alone.
  const pictures = useMemo(
    () =>
      slides.map((slide) => {
        const ratio = imageRatio(slide.image?.dimensions, slide.type === 'video' ? 16 / 9 : 1);
        return { ratio: String(ratio), src: thumbnailSrc(slide, height, ratio) };
      }),
    [slides, height],
  );
  const layout = useStripLayout(viewport, useMemo(() => pictures.map((p) => Number(p.ratio)), [pictures]), options.vSize, () => height, index, options.alignment);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: layout.shown });
  const drawn = thumbnailWindow(layout, index, slides.length);
  const last = layout.boxes.at(-1);

  const activate = stripSlideActivation(options.activeSlideClickBehavior, api.index, gallery.send);
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    if (!isActivationKey(event)) return;
    event.preventDefault();
    activate(i);
  };
  return (
    <div data-design="strip" data-thumbnails="">
      <SwipeViewport ref={viewport} swipe={swipe} edges={api.edges} {...galleryAnatomy.attrs('thumbnails')} style={{ height: `${height}px`, ['--gallery-speed' as string]: `${options.transitionMs}ms` }}>
        <div {...api.trackProps} style={{ width: last ? `${last.left + last.width}px` : undefined, ['--gallery-offset' as string]: `${layout.offset}px` }}>
          {slides.map((slide, i) => {
            if (!drawn(i)) return null;
            const props = api.getSlideProps(i);
            const box = layout.boxes[i]!;
            const { ratio, src } = pictures[i]!;
            return (
              <div
                key={i}
                {...props}
                {...galleryAnatomy.attrs('thumbnail')}
                aria-current={i === index || undefined}
                tabIndex={props.inert ? -1 : 0}
                data-type={slide.type}
                style={{ left: `${box.left}px`, aspectRatio: ratio }}
                onClick={() => activate(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {src ? <img src={src} alt={slide.image?.alt ?? ''} loading="lazy" decoding="async" draggable={false} /> : null}
              </div>
            );
          })}
        </div>
      </SwipeViewport>
    </div>
  );
}
