import * as z from 'zod/mini';
import '../schemas/messages';

const size = z.number().check(z.gt(0));

/**
 * Configuration of a video block (`data-block-json`): the provider's embed html, kept out of the page until the
 * visitor plays (display-widgets §3 "Video element"), the provider's name, the title, an optional thumbnail
 * ('WxH' for its shape), the video's own size (the box's shape before the thumbnail's), the mode, and the account
 * type the provider's oEmbed answer gave (§8: a Vimeo Basic account is unsupported).
 */
export const videoConfigSchema = z.object({
  html: z.string(),
  provider: z.optional(z.nullable(z.string())),
  title: z._default(z.string().check(z.minLength(1)), 'Video'),
  thumbnailUrl: z.optional(z.string()),
  thumbnailDimensions: z.optional(z.string()),
  /** The video's own width and height (the provider's oEmbed answer): both given, the box takes their shape. */
  width: z.optional(size),
  height: z.optional(size),
  /** The provider's oEmbed `account_type` (Vimeo answers e.g. "basic"). */
  account_type: z.optional(z.nullable(z.string())),
  /** §5: none, fit or fill; null (or nothing) means none. */
  mode: z.optional(z.nullable(z.enum(['none', 'fit', 'fill']))),
});

export type VideoConfig = z.output<typeof videoConfigSchema>;
