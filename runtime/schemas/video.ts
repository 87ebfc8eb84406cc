import * as z from 'zod/mini';


/**
 * Configuration of a video block (`data-block-json`): the provider's embed html, kept out of the page until the
 * visitor plays (display-widgets §3 "Video element"), the provider's name, the title, an optional thumbnail
 * ('WxH' for its shape) and the mode.
 */
export const videoConfigSchema = z.object({
  html: z.string(),
  provider: z.optional(z.nullable(z.string())),
  title: z._default(z.string().check(z.minLength(1)), 'Video'),
  thumbnailUrl: z.optional(z.string()),
  thumbnailDimensions: z.optional(z.string()),
  /** §5: none, fit or fill; null (or nothing) means none. */
  mode: z.optional(z.nullable(z.enum(['none', 'fit', 'fill']))),
});

export type VideoConfig = z.output<typeof videoConfigSchema>;
