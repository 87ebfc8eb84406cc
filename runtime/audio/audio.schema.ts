import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * An audio block's configuration. Our contract's block holds its `<audio>` and needs nothing (`{}`). A published
 * block (code 41) holds only the platform's empty `.sqs-audio-embed`, whose data attributes its script turned into a
 * player: `src` is the track and `title` its name (docs/published-pages.md "Audio (41)"), from which the block draws
 * the one thing missing, an `<audio>` with native controls.
 */
export const audioConfigSchema = z.object({
  src: z.optional(z.string().check(z.trim(), z.minLength(1))),
  title: z.optional(z.string().check(z.trim(), z.minLength(1))),
});
export type AudioConfig = z.output<typeof audioConfigSchema>;
