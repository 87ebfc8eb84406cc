import * as z from 'zod/mini';
import type { BlockModule } from '../../runtime/block-kinds';
import { observeImage } from '../../runtime/images/observe-image';

/** An image block takes no configuration: its images carry theirs in data attributes (display-widgets §3). */
export const schema = z.object({});

/**
 * The image block (display-widgets §4 "Image lazy loading"): every `img[data-src]` in it loads when within 200 px of
 * the viewport, at the size step its slot needs, through the page's one queue. No state of its own and no React;
 * the image loader is the same chunk the gallery uses. Unmounting stops the images' charts; the images stay.
 */
export const mount: BlockModule<z.output<typeof schema>>['mount'] = ({ id, element }) => {
  const stops = Array.from(element.querySelectorAll<HTMLImageElement>('img[data-src]')).map((img) => observeImage(img, { idPrefix: id }));
  return { unmount: () => stops.forEach((stop) => stop()) };
};
