import { renderNow } from '../harness/render-now';
import { galleryConfigSchema } from '../../runtime/gallery/gallery.schema';
import { resolveGalleryConfig } from '../../runtime/gallery/resolve-config';
import { designOptions } from '../../runtime/gallery/design-options';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { DESIGN_VIEWS, loadThumbnailStrip } from '../../views/gallery/designs';
import { GalleryView } from '../../views/gallery/GalleryView';
import { slideMarkup } from '../../views/gallery/adopted';
import { drawSlides } from '../../views/gallery/draw-slides';
import { adoptInBlock, renderInBlock } from '../../views/gallery/place-view';
import { isCollectionDesign } from '../../machines/gallery/designs';
import type { BuiltDesign } from '../../views/gallery/types';

/** n image slides (slide 2 of 3+ with a caption), as the markup reader gives them. */
export function testSlides(n: number, videoAt: number[] = []): GallerySlide[] {
  return Array.from({ length: n }, (_, i) => ({
    type: videoAt.includes(i) ? 'video' : 'image',
    id: `item-${i + 1}`,
    url: `photo-${i + 1}`,
    clickThroughUrl: null,
    image: { src: `/images/photo-${i + 1}.jpg`, initialSrc: null, dimensions: '1500x1000', focalPoint: '0.5,0.5', alt: `Photo ${i + 1}` },
    title: `Photo ${i + 1}`,
    description: '',
    videoHtml: videoAt.includes(i) ? '<div data-video-wrapper><video></video></div>' : null,
    embed: null,
  }));
}

export const testOptions = (design: BuiltDesign, json: Record<string, unknown> = {}) =>
  designOptions(resolveGalleryConfig(galleryConfigSchema.parse(json)), design, 'fade', false);

/**
 * Renders GalleryView the way the block chunk does, with its design's view (and thumbnail strip) loaded: the slides are drawn in our
 * contract's markup inside `container` (as the server would), and a moving design adopts them; returns the unmount,
 * after which the markup must be the server's again.
 */
export async function renderGallery(container: HTMLElement, props: Omit<Parameters<typeof GalleryView>[0], 'Design' | 'ThumbnailStrip' | 'markup' | 'onDrawn'>) {
  const Design = await DESIGN_VIEWS[props.design]();
  const ThumbnailStrip = props.thumbnails ? await loadThumbnailStrip() : undefined;
  const track = drawSlides(document, props.slides);
  container.append(track);
  const markup = slideMarkup(track);
  const view = { ...props, markup, Design, ThumbnailStrip };
  let unmount!: () => void;
  await renderNow(() => {
    unmount = isCollectionDesign(props.design) ? renderInBlock(container, view, () => {}) : adoptInBlock(container, track, markup, view, () => {});
  });
  return () => renderNow(() => unmount());
}

/** happy-dom lays nothing out: every element gets a 100 px box at the window's top left, so it is "in view". */
export function layOutInView(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    return { top: 0, left: 0, bottom: 100, right: 100, width: 100, height: 100, x: 0, y: 0, toJSON() {} } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

/** A clock that fires every timer at once (a microtask later): a linked gallery that finishes moving straight away. */
export const immediateClock = {
  setTimeout: (fn: (...args: unknown[]) => void) => {
    queueMicrotask(() => fn());
    return 0;
  },
  clearTimeout: () => {},
};

export function pressKey(key: string, target: Element | Document = document) {
  const keyCode = { ArrowLeft: 37, ArrowRight: 39 }[key] ?? 0;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true } as KeyboardEventInit));
}
