import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import type { BlockModule } from '../../runtime/block-contract';
import { observeImage } from '../../runtime/images/observe-image';
import { PublishedMarkupError } from '../../runtime/published-markup-error';

/**
 * An image block's configuration: its images carry theirs in data attributes (display-widgets §3). One choice is the
 * block's: whether an image marked `data-load="false"` keeps the page's src (our contract, docs/images.md) or is
 * loaded by the block all the same. A published page marks every image block's image so: the platform's block script
 * loaded it, not the page-wide loader (docs/published-pages.md "Image").
 */
export const schema = z.object({ loadWhenDataLoadFalse: z._default(z.boolean(), false) });

/**
 * A published page's image block (code 5): `.sqs-block-content` holding the image, `img[data-src]` with
 * `data-image-dimensions` and `data-image-focal-point`, marked `data-load="false"`. Pure: the block is enhanced in
 * place by `mount`, the image the visitor sees stays.
 */
export const readPublished: BlockModule<z.output<typeof schema>>['readPublished'] = (element) => {
  const content = element.querySelector('.sqs-block-content');
  if (!content) throw new PublishedMarkupError('.sqs-block-content is missing.');
  if (!content.querySelector('img[data-src]')) throw new PublishedMarkupError('.sqs-block-content holds no img[data-src].');
  return { loadWhenDataLoadFalse: true };
};

/**
 * The image block (display-widgets §4 "Image lazy loading"): every `img[data-src]` in it loads when within 200 px of
 * the viewport, at the size step its slot needs, through the page's one queue. No state of its own and no React;
 * the image loader is the same chunk the gallery uses. Unmounting stops the images' charts; the images stay.
 */
export const mount: BlockModule<z.output<typeof schema>>['mount'] = ({ id, element }, { loadWhenDataLoadFalse }) => {
  const images = Array.from(element.querySelectorAll<HTMLImageElement>('img[data-src]'));
  const stops = images.map((img) => {
    const held = loadWhenDataLoadFalse && (img.dataset.load === 'false' || img.dataset.load === 'never');
    return observeImage(img, { idPrefix: id, ...(held ? { attributes: { load: 'viewport' } } : {}) });
  });
  return { unmount: () => stops.forEach((stop) => stop()) };
};
