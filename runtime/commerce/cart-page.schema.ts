import * as z from 'zod/mini';
import '../schemas/messages';

/** The cart page's configuration: the store's checkout minimum, when it has one (display-widgets §5). */
export const cartPageConfigSchema = z.object({ checkoutMinimumCents: z.optional(z.number().check(z.int(), z.nonnegative())) });
export type CartPageConfig = z.output<typeof cartPageConfigSchema>;
