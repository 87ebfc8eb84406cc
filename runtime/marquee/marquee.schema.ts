import * as z from 'zod/mini';
import { MARQUEE_DEFAULTS } from '../../machines/marquee/rules';
import '../schemas/messages';

/**
 * Configuration of a marquee block (visitor-runtime §3 "Marquee properties"), with the spec's defaults. The items
 * themselves are the server's markup, adopted where they are (docs/blocks.md "Marquee").
 */
export const marqueeConfigSchema = z.object({
  waveFrequency: z._default(z.number().check(z.gte(0)), MARQUEE_DEFAULTS.waveFrequency),
  waveIntensity: z._default(z.number().check(z.gte(0)), MARQUEE_DEFAULTS.waveIntensity),
  animationDirection: z._default(z.enum(['left', 'right']), MARQUEE_DEFAULTS.animationDirection),
  animationSpeed: z._default(z.number().check(z.gt(0)), MARQUEE_DEFAULTS.animationSpeed),
  pausedOnHover: z._default(z.boolean(), MARQUEE_DEFAULTS.pausedOnHover),
});

export type MarqueeConfig = z.output<typeof marqueeConfigSchema>;
