import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import type { BlockContext, BlockModule } from '../../runtime/block-contract';
import { loadLightboxOnRequest, OPEN_EVENT, type OpenRequest } from '../../runtime/gallery/lightbox-requests';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { observeImage } from '../../runtime/images/observe-image';
import { logError } from '../../runtime/log';
import { PublishedMarkupError } from '../../runtime/published-markup-error';
import { activate, applyClickThrough, applyShapes, watchNarrow } from './enhance';

/** display-widgets §8: a block without an image, and a published block without its content root. */
export const NO_IMAGES = 'No images';
export const NO_ROOT_NODE = 'No root node';

/**
 * An image block's configuration: its images carry theirs in data attributes (display-widgets §3). The block's own:
 * whether an image marked `data-load="false"` keeps the page's src (our contract, docs/images.md) or is loaded by
 * the block all the same (a published page marks every image block's image so: the platform's block script loaded
 * it, docs/published-pages.md "Image"); whether a click on an image opens the lightbox, and its theme.
 */
export const schema = z.object({
  loadWhenDataLoadFalse: z._default(z.boolean(), false),
  lightbox: z._default(z.boolean(), false),
  lightboxTheme: z._default(z.enum(['dark', 'light']), 'dark'),
});
type ImageBlockConfig = z.output<typeof schema>;

/** The platform's lightbox trigger around a published block's image. */
const PUBLISHED_LIGHTBOX = 'button.lightbox, .sqs-block-image-button.lightbox';
/** Every element the block loads: `[data-src]` (an element that is no image is named in the console, §8). */
const IMAGES = '[data-src]';

/**
 * A published page's image block (code 5): `.sqs-block-content` (the block's root) holding the image,
 * `img[data-src]` with `data-image-dimensions` and `data-image-focal-point`, marked `data-load="false"`; a
 * `button.lightbox` around it when the lightbox is on (`data-lightbox-theme`). Pure: the block is enhanced in place
 * by `mount`, the image the visitor sees stays.
 */
export const readPublished: BlockModule<ImageBlockConfig>['readPublished'] = (element) => {
  const content = element.querySelector('.sqs-block-content');
  if (!content) throw new PublishedMarkupError(NO_ROOT_NODE);
  if (!content.querySelector('img[data-src]')) throw new PublishedMarkupError(NO_IMAGES);
  const trigger = content.querySelector(PUBLISHED_LIGHTBOX);
  return { loadWhenDataLoadFalse: true, lightbox: !!trigger, lightboxTheme: trigger?.getAttribute('data-lightbox-theme') === 'light' ? 'light' : 'dark' };
};

/** An image as a lightbox slide: its address, the step the page shows, its dimensions, focal point and text. */
function slideOf(img: HTMLElement): GallerySlide {
  const caption = img.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
  return {
    type: 'image',
    id: img.getAttribute('data-image-id'),
    url: null,
    clickThroughUrl: null,
    image: {
      src: img.getAttribute('data-src')!,
      initialSrc: img.getAttribute('src'),
      dimensions: img.getAttribute('data-image-dimensions'),
      focalPoint: img.getAttribute('data-image-focal-point'),
      alt: img.getAttribute('alt') ?? '',
    },
    title: caption,
    description: '',
    videoHtml: null,
    embed: null,
  };
}

/**
 * The lightbox of a block configured with one (display-widgets §4 "Lightbox"): each image without a link of its own
 * opens it at that image, from its trigger (the platform's `button.lightbox`, else the image's box made a button).
 * The lightbox's chunk downloads on the first request; requests made meanwhile are kept and open it once it is in.
 */
function wireLightbox({ id, element, startActor }: BlockContext, images: HTMLElement[], theme: ImageBlockConfig['lightboxTheme']) {
  const shown = images.filter((img) => !img.closest('a[href], [data-click-through-url]') && img.parentElement);
  if (!shown.length) return () => {};
  const slides = shown.map(slideOf);
  const label = slides[0]!.image!.alt || 'Image';
  const stopLoading = loadLightboxOnRequest(element, () =>
    import('../lightbox/mount').then(({ startLightbox }) => startLightbox({ id, label, theme, slides, startActor })),
  );
  const request = (index: number) =>
    element.dispatchEvent(new CustomEvent<OpenRequest>(OPEN_EVENT, { bubbles: true, detail: { galleryId: id, index, slide: slides[index] } }));
  const restores = shown.map((img, index) => {
    const trigger = img.closest<HTMLElement>(PUBLISHED_LIGHTBOX) ?? img.closest<HTMLElement>('button') ?? img.parentElement!;
    trigger.dataset.lightboxTrigger = '';
    const restore = activate(trigger, 'button', () => request(index));
    return () => {
      restore();
      delete trigger.dataset.lightboxTrigger;
    };
  });
  return () => {
    restores.forEach((restore) => restore());
    stopLoading();
  };
}

/**
 * The image block (display-widgets §4 "Image lazy loading", visitor-runtime §9): every `[data-src]` image in it loads
 * when within 200 px of the viewport, at the size step its slot needs, through the page's one queue; the block is
 * marked narrow under 415 px, shaped images get their box's height, click-through links are followed, and a click
 * opens the lightbox when configured. No React of its own (the lightbox's chunk has it). Unmounting stops the images'
 * charts and the lightbox and puts the server's markup back.
 */
export const mount: BlockModule<ImageBlockConfig>['mount'] = (context, config) => {
  const { id, element } = context;
  const images = Array.from(element.querySelectorAll<HTMLImageElement>(IMAGES));
  if (!images.length) logError(NO_IMAGES, element);
  const stops = images.map((img) => {
    const held = config.loadWhenDataLoadFalse && (img.dataset.load === 'false' || img.dataset.load === 'never');
    return observeImage(img, { idPrefix: id, ...(held ? { attributes: { load: 'viewport' } } : {}) });
  });
  const real = images.filter((img) => img.tagName === 'IMG');
  stops.push(
    watchNarrow(element),
    applyShapes(real),
    applyClickThrough(real, id, (href) => window.location.assign(href)),
    config.lightbox ? wireLightbox(context, real, config.lightboxTheme) : () => {},
  );
  return { unmount: () => stops.forEach((stop) => stop()) };
};
