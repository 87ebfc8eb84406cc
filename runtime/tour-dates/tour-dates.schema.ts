import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * A tour dates or calendar block's configuration (`data-block-json`): `timeZone`, the IANA zone its dates happen in
 * when an item names none (`data-time-zone`); absent, the visitor's own.
 */
export const datedBlockConfigSchema = z.object({ timeZone: z.optional(z.string().check(z.minLength(1))) });
export type DatedBlockConfig = z.output<typeof datedBlockConfigSchema>;
