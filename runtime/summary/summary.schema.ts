import * as z from 'zod/mini';
import type { SummaryWidget } from '../../machines/summary/rules';
import type { Expect, SameType } from '../schemas/same-type';
import '../schemas/messages';

const nonEmpty = z.string().check(z.trim(), z.minLength(1));

/**
 * Configuration of a summary block (visitor-runtime §2, §7). An event summary names the widget the platform renders
 * for it (`widget`: type, id, value) and its collection: the block loads that rendering and shows it in place of its
 * content. Without a widget the server's summary is complete as drawn and the block leaves it.
 */
export const summaryConfigSchema = z.object({
  collectionId: z.optional(nonEmpty),
  widget: z.optional(
    z.object({ type: z.union([nonEmpty, z.number()]), id: nonEmpty, value: z.optional(z.unknown()) }),
  ),
});

export type SummaryConfig = z.output<typeof summaryConfigSchema>;
export type _SummaryWidgetReadsTheDomainType = Expect<SameType<NonNullable<SummaryConfig['widget']>, SummaryWidget>>;
