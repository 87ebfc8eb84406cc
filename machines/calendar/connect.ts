import type { SnapshotFrom } from 'xstate';
import { calendarAnatomy } from './anatomy';
import type { CalendarEvent, calendarMachine } from './machine';
import { monthTitle, monthWeeks, shiftMonth, weekdayNames } from './rules';
import type { CalendarEntry } from './types';

type Snapshot = SnapshotFrom<typeof calendarMachine>;

export interface CalendarOptions {
  id: string;
  locale: string;
  entries: readonly CalendarEntry[];
}

/**
 * Pure: snapshot → a month as a table (its caption the month, a polite live region so a move is announced; weekday
 * column headers; a cell per day with that day's event links) and the two month buttons, named for where they go.
 */
export function connectCalendar(snapshot: Snapshot, send: (event: CalendarEvent) => void, { id, locale, entries }: CalendarOptions) {
  const { month } = snapshot.context;
  const part = calendarAnatomy.attrs;
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
  const count = entries.filter((entry) => entry.day.startsWith(`${month}-`)).length;
  return {
    month,
    title: monthTitle(month, locale),
    summary: count === 0 ? 'No events this month' : `${count} ${count === 1 ? 'event' : 'events'} this month`,
    weekdays: weekdayNames(locale),
    weeks: monthWeeks(month).map((week) => week.map((day) => (day === null ? null : { day, date: Number(day.slice(8)), entries: byDay.get(day) ?? [] }))),
    rootProps: { ...part('root'), 'data-month': month },
    navProps: { ...part('nav'), 'aria-label': 'Months' },
    previousProps: { ...part('previous'), type: 'button' as const, 'aria-controls': `${id}-calendar`, onClick: () => send({ type: 'PREVIOUS' }) },
    previousLabel: `Previous month, ${monthTitle(shiftMonth(month, -1), locale)}`,
    nextProps: { ...part('next'), type: 'button' as const, 'aria-controls': `${id}-calendar`, onClick: () => send({ type: 'NEXT' }) },
    nextLabel: `Next month, ${monthTitle(shiftMonth(month, 1), locale)}`,
    gridProps: { ...part('grid'), id: `${id}-calendar` },
    titleProps: { ...part('title'), 'aria-live': 'polite' as const },
    dayProps: { ...part('day') },
    eventProps: { ...part('event') },
  };
}
