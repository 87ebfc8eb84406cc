import * as z from 'zod/mini';
import { CAROUSEL_DEFAULT_SLIDES_PER_ROW } from '../../machines/gallery/carousel';
import '../schemas/messages';

/**
 * Configuration of a summary v2 block (code 55): its design (`carousel` moves; `list`, `autogrid`, `autocolumns`
 * and any other are drawn complete by the server), and a carousel's slides per row and gutter (px). Its items are
 * the server's markup, adopted where they are (docs/blocks.md "Summary").
 */
export const summaryV2ConfigSchema = z.object({
  design: z.string().check(z.trim(), z.minLength(1)),
  slidesPerRow: z._default(z.number().check(z.int(), z.gte(1), z.lte(12)), CAROUSEL_DEFAULT_SLIDES_PER_ROW),
  gutter: z._default(z.number().check(z.gte(0), z.lte(200)), 20),
});

export type SummaryV2Config = z.output<typeof summaryV2ConfigSchema>;
