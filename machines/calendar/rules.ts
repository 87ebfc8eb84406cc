/** Month grids of a calendar block (docs/blocks.md "Calendar"). Months are `YYYY-MM`, days `YYYY-MM-DD`. */

/** The month `count` months after `month` (before, when negative). */
export function shiftMonth(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + count;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Days in a month. */
export const daysInMonth = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
};

/**
 * The month as weeks starting on Monday (ISO 8601, our choice: the spec gives none): seven cells a week, each a day
 * of the month or null before its first and after its last.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const lead = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7;
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth(month) }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month's name and year in the page's language ("December 2026"). */
export function monthTitle(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, index - 1, 15));
}

/** The weekdays' names, Monday first, long and short. */
export function weekdayNames(locale: string): Array<{ long: string; short: string }> {
  return Array.from({ length: 7 }, (_, day) => {
    const date = Date.UTC(2024, 0, 1 + day); // 1 January 2024 was a Monday
    const name = (weekday: 'long' | 'short') => new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date);
    return { long: name('long'), short: name('short') };
  });
}
