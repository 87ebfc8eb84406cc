import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * A calendar block's configuration (`data-block-json`): `timeZone`, the IANA zone its events happen in when an item
 * names none (`data-time-zone`); absent, the visitor's own. The tour dates block's field (./tour-dates.ts), declared
 * apart so that the two chunks share no module (a module this small, shared, would go into the chunk every block
 * page downloads: docs/budgets.md).
 */
export const calendarConfigSchema = z.object({ timeZone: z.optional(z.string().check(z.minLength(1))) });
export type CalendarConfig = z.output<typeof calendarConfigSchema>;
