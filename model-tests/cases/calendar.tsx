import { createRoot } from 'react-dom/client';
import { calendarMachine } from '../../machines/calendar/machine';
import type { CalendarEntry } from '../../machines/calendar/types';
import { CalendarView } from '../../views/calendar/CalendarView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The calendar chart's walk (model-tests/calendar.model.test.tsx) and its page in the chart lab: a month grid of the
// server's events (docs/blocks.md "Calendar"), a month either side of the first.

export const FIRST_MONTH = '2026-12';
export const CALENDAR_ENTRIES: CalendarEntry[] = [
  { title: 'Sourdough class', url: '/events/sourdough', day: '2026-11-28' },
  { title: 'Christmas market', url: '/events/market', day: '2026-12-19' },
  { title: 'Stollen tasting', url: null, day: '2026-12-19' },
  { title: 'New year bake', url: '/events/new-year', day: '2027-01-02' },
];

export const calendarCase: ChartCase<typeof calendarMachine> = {
  title: 'a month grid of the server’s events',
  machine: calendarMachine,
  input: { month: FIRST_MONTH },
  mount: async (actorRef, container) => {
    const root = createRoot(container);
    await renderNow(() => root.render(<CalendarView actorRef={actorRef} id="events" locale="en-GB" entries={CALENDAR_ENTRIES} />));
    return () => renderNow(() => root.unmount());
  },
  // A month either side of the first: the grid is the same for any other.
  events: (snapshot) => ({
    PREVIOUS: snapshot.context.month >= FIRST_MONTH ? [{}] : [],
    NEXT: snapshot.context.month <= FIRST_MONTH ? [{}] : [],
  }),
};

export const labCases = [calendarCase];
