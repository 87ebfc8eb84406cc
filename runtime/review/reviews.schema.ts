import * as z from 'zod/mini';
import '../schemas/messages';

/** The review request block (page type 209): its token, else the page address's `token` query value. */
export const reviewsConfigSchema = z.object({ token: z.optional(z.string().check(z.minLength(1))) });
export type ReviewsConfig = z.output<typeof reviewsConfigSchema>;
