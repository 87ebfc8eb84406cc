import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * An embed block's configuration (`data-block-json`): `html`, the owner's embed code, shown in a sandboxed frame
 * (machines/embed/rules.ts); `title`, the frame's accessible name ('Embedded content'); `height` in CSS pixels (400).
 */
export const embedConfigSchema = z.object({
  html: z.string(),
  title: z._default(z.string(), 'Embedded content'),
  height: z.optional(z.number().check(z.positive())),
});
export type EmbedConfig = z.output<typeof embedConfigSchema>;
