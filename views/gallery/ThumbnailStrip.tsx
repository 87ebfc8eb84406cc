import { useSelector } from '@xstate/react';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { stripClick } from '../../machines/gallery/clicks';
import { connectGallery } from '../../machines/gallery/connect';
import { imageRatio } from '../../machines/gallery/dimensions';
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
 * be: one box per slide with a native lazily loaded picture at the step its box needs (no chart per thumbnail; the
 * boxes' widths come from the images' ratios, known before they load). A click on a thumbnail makes it current; the
 * link makes the slideshow follow. Thumbnails outside the viewport are inert.
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

  const activate = (i: number) => {
    const command = stripClick(options.activeSlideClickBehavior, i, api.index);
    if (command && command.type !== 'NAVIGATE') gallery.send(command);
  };
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    if (!isActivationKey(event)) return;
    event.preventDefault();
    activate(i);
  };
  return (
    <div data-design="strip" data-thumbnails="">
      <SwipeViewport ref={viewport} swipe={swipe} edges={api.edges} {...galleryAnatomy.attrs('thumbnails')} style={{ height: `${height}px`, ['--gallery-speed' as string]: `${options.transitionMs}ms` }}>
        <div {...api.trackProps} style={{ gap: `${options.vSize}px`, ['--gallery-offset' as string]: `${layout.offset}px` }}>
          {slides.map((slide, i) => {
            const props = api.getSlideProps(i);
            const { ratio, src } = pictures[i]!;
            return (
              <div
                key={i}
                {...props}
                {...galleryAnatomy.attrs('thumbnail')}
                aria-current={i === index || undefined}
                tabIndex={props.inert ? -1 : 0}
                data-type={slide.type}
                style={{ aspectRatio: ratio }}
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
