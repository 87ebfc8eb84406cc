import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import type { BlockModule } from '../../runtime/block-contract';
import { observeImage } from '../../runtime/images/observe-image';
import { logError } from '../../runtime/log';
import { PublishedMarkupError } from '../../runtime/published-markup-error';
import { applyClickThrough, applyShapes, PUBLISHED_LIGHTBOX, watchNarrow } from './enhance';

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
export type ImageBlockConfig = z.output<typeof schema>;

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

/**
 * The image block (display-widgets §4 "Image lazy loading", visitor-runtime §9): every `[data-src]` image in it loads
 * when within 200 px of the viewport, at the size step its slot needs, through the page's one queue; the block is
 * marked narrow under 415 px, shaped images get their box's height, click-through links are followed, and a click
 * opens the lightbox when configured. No React of its own (the lightbox's chunk has it). Unmounting stops the images'
 * charts and the lightbox and puts the server's markup back.
 */
export const mount: BlockModule<ImageBlockConfig>['mount'] = async (context, config) => {
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
  );
  // Only a block with the lightbox downloads its wiring (the lightbox's own chunk waits for the first click).
  if (config.lightbox) stops.push((await import('./lightbox')).wireLightbox(context, real, config.lightboxTheme));
  return { unmount: () => stops.forEach((stop) => stop()) };
};
