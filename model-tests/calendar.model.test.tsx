// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { calendarAnatomy } from '../machines/calendar/anatomy';
import { daysInMonth, monthTitle } from '../machines/calendar/rules';
import { CALENDAR_ENTRIES, calendarCase } from './cases/calendar';
import { walkChart } from './harness';

const part = (container: HTMLElement, name: 'previous' | 'next' | 'title') => container.querySelector<HTMLElement>(calendarAnatomy.selector(name))!;

describe('calendar chart through its month grid', () => {
  walkChart({
    ...calendarCase,
    serializeState: (snapshot) => snapshot.context.month,
    actions: {
      PREVIOUS: ({ container }) => void fireEvent.click(part(container, 'previous')),
      NEXT: ({ container }) => void fireEvent.click(part(container, 'next')),
    },
    states: {
      showing: ({ container, snapshot }) => {
        const { month } = snapshot.context;
        const inMonth = CALENDAR_ENTRIES.filter((entry) => entry.day.startsWith(month));
        expect(part(container, 'title').textContent).toBe(`${monthTitle(month, 'en-GB')}: ${inMonth.length === 0 ? 'No events this month' : `${inMonth.length} ${inMonth.length === 1 ? 'event' : 'events'} this month`}`);
        expect(container.querySelectorAll(calendarAnatomy.selector('day'))).toHaveLength(daysInMonth(month));
        expect([...container.querySelectorAll(calendarAnatomy.selector('event'))].map((event) => [event.closest('td')!.getAttribute('data-day'), event.textContent, event.getAttribute('href')])).toEqual(
          inMonth.map((entry) => [entry.day, entry.title, entry.url]),
        );
        expect(part(container, 'previous').getAttribute('aria-label')).toMatch(/^Previous month, /);
        expect(container.querySelectorAll('th[scope="col"]')).toHaveLength(7);
      },
    },
  });
});
