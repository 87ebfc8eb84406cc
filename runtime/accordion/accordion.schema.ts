import * as z from 'zod/mini';
import '../schemas/messages';

/** Configuration of an accordion block (`data-block-json`). Item text is shown as text, never as HTML. */
export const accordionConfigSchema = z.object({
  items: z.array(z.object({ title: z.string().check(z.minLength(1)), content: z.string() })).check(z.minLength(1)),
  allowMultiple: z._default(z.boolean(), false),
  expandFirst: z._default(z.boolean(), false),
});

export type AccordionConfig = z.output<typeof accordionConfigSchema>;
