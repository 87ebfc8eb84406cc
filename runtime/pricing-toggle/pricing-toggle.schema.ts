import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * Configuration of a pricing toggle block: none (`{}`). Its options, prices and join buttons are the server's
 * markup (docs/blocks.md "Pricing toggle"), adopted where they are.
 */
export const pricingToggleConfigSchema = z.object({});

export type PricingToggleConfig = z.output<typeof pricingToggleConfigSchema>;
