/**
 * The table-booking blocks' owner notice (visitor-runtime §2 "Table-booking block notice"): a logged-in account sees
 * it instead of the working widget, whose script is then never loaded. Shared by the table-booking block kinds and
 * the page furniture's `[data-table-booking]` blocks (runtime/chrome/furniture/table-booking.ts); a module of its own
 * so that neither carries the other.
 */
export const TABLE_BOOKING_NOTICE = 'Preview Only - Please log out of your account in order to use the block.';

export type TableBookingTreatment = 'notice' | 'widget';

/** What a table-booking block gets: the preview notice for a logged-in account, the working widget otherwise. */
export const tableBookingTreatment = (site: { readonly authenticatedAccount?: unknown }): TableBookingTreatment =>
  site.authenticatedAccount ? 'notice' : 'widget';
