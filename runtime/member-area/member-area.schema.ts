import * as z from 'zod/mini';
import '../schemas/messages';

/** A member area block's configuration (`data-block-json`): `joinUrl`, where a visitor becomes a member (absent: no join link). */
export const memberAreaConfigSchema = z.object({ joinUrl: z.optional(z.string().check(z.minLength(1))) });
export type MemberAreaConfig = z.output<typeof memberAreaConfigSchema>;
