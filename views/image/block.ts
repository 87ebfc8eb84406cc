import type { BlockModule } from '../../runtime/blocks/contract';
import { observeImage } from '../../runtime/images/observe-image';
import { logError } from '../../runtime/log';
import { NO_IMAGES, readPublishedImage } from '../../runtime/image/read-published';
import type { ImageBlockConfig } from '../../runtime/image/image.schema';
import { applyClickThrough, applyShapes, watchNarrow } from './enhance';
import { imageConfigValidator } from '../../runtime/image/image.validator.generated';

export const schema = imageConfigValidator;
/** A published page's image block (code 5), read by the runtime (runtime/image/read-published.ts). */
export const readPublished: BlockModule<ImageBlockConfig>['readPublished'] = readPublishedImage;

/** Every element the block loads: `[data-src]` (an element that is no image is named in the console, §8). */
const IMAGES = '[data-src]';

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
