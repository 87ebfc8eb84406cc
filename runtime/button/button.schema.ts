import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * Configuration of a button block: the census fields of visitor-runtime §3 "Census button payload" that the page
 * states. What it leaves out comes from the server's link (runtime/button/fields.ts): its text, href and target.
 */
export const buttonConfigSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1))),
  buttonText: z.optional(z.string()),
  clickthroughUrl: z.optional(z.string()),
  alignment: z.optional(z.string()),
  size: z.optional(z.string()),
  newWindow: z.optional(z.boolean()),
  /** 1 a button block, 2 a button in a popup overlay. */
  context: z.optional(z.union([z.literal(1), z.literal(2)])),
});

export type ButtonConfig = z.output<typeof buttonConfigSchema>;
