import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * An image block's configuration: its images carry theirs in data attributes (display-widgets §3). The block's own:
 * whether an image marked `data-load="false"` keeps the page's src (our contract, docs/images.md) or is loaded by
 * the block all the same (a published page marks every image block's image so: the platform's block script loaded
 * it, docs/published-pages.md "Image"); whether a click on an image opens the lightbox, and its theme.
 */
export const imageConfigSchema = z.object({
  loadWhenDataLoadFalse: z._default(z.boolean(), false),
  lightbox: z._default(z.boolean(), false),
  lightboxTheme: z._default(z.enum(['dark', 'light']), 'dark'),
});
export type ImageBlockConfig = z.output<typeof imageConfigSchema>;
