import { PublishedMarkupError } from '../published-markup-error';
import type { ImageBlockConfig } from './image.schema';

/** display-widgets §8: a block without an image, and a published block without its content root. */
export const NO_IMAGES = 'No images';
export const NO_ROOT_NODE = 'No root node';

/** The platform's lightbox trigger around a published block's image. */
export const PUBLISHED_LIGHTBOX = 'button.lightbox, .sqs-block-image-button.lightbox';

/**
 * A published page's image block (code 5): `.sqs-block-content` (the block's root) holding the image,
 * `img[data-src]` with `data-image-dimensions` and `data-image-focal-point`, marked `data-load="false"`; a
 * `button.lightbox` around it when the lightbox is on (`data-lightbox-theme`). Pure: the block is enhanced in place
 * by `mount`, the image the visitor sees stays.
 */
export const readPublishedImage = (element: HTMLElement): ImageBlockConfig => {
  const content = element.querySelector('.sqs-block-content');
  if (!content) throw new PublishedMarkupError(NO_ROOT_NODE);
  if (!content.querySelector('img[data-src]')) throw new PublishedMarkupError(NO_IMAGES);
  const trigger = content.querySelector(PUBLISHED_LIGHTBOX);
  return { loadWhenDataLoadFalse: true, lightbox: !!trigger, lightboxTheme: trigger?.getAttribute('data-lightbox-theme') === 'light' ? 'light' : 'dark' };
};
