/**
 * Dates of shows and events as the server lists them (docs/blocks.md "Tour dates", "Calendar"): an instant with its
 * offset, shown in the time zone of the place it happens.
 */

/** An ISO 8601 date and time with its offset or Z ("2026-12-05T20:00:00+01:00"): its instant in ms, else null. A
 * time without an offset is refused: it names no instant. */
export function parseInstant(text: string | null | undefined): number | null {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const time = Date.parse(text!.trim());
  return Number.isFinite(time) ? time : null;
}

/** The time zone if the browser knows it, else null (the caller says 'Failed to load timezone'). */
export function knownTimeZone(timeZone: string): string | null {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

/** The calendar day of an instant in a time zone (the browser's own when none), as `YYYY-MM-DD`. */
export function localDay(instant: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A show is past once its day is over where it happens: it stays listed on the evening it plays. */
export const isPast = (start: number, now: number, timeZone?: string): boolean => localDay(now, timeZone) > localDay(start, timeZone);

/** How a show's date reads: weekday, day, month, year, time and the zone's short name, in the page's language. */
export function showDate(start: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
}
