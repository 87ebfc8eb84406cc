import * as z from 'zod/mini';
import '../schemas/messages';

/** A search block's configuration: none (`{}`); the server's form carries its field and label. */
export const searchConfigSchema = z.object({});
export type SearchConfig = z.output<typeof searchConfigSchema>;
