import * as z from 'zod/mini';
import '../schemas/messages';

/** No configuration: the cart indicator reads the badge the server drew. */
export const cartIndicatorConfigSchema = z.object({});
export type CartIndicatorConfig = z.output<typeof cartIndicatorConfigSchema>;
