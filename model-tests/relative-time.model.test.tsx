// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { formatDate } from '../machines/relative-time/rules';
import { DATE, LOCALE, PAGE_TEXT, relativeTimeCase } from './cases/relative-time';
import { walkChart } from './harness';

const time = (container: HTMLElement) => container.querySelector('time')!;

/** The <time> element: machine-readable instant, full date as title, the chart's state. */
function expectTime(container: HTMLElement, state: string, text: string) {
  const element = time(container);
  expect(element.getAttribute('datetime')).toBe('2026-11-21T08:17:00.000Z');
  expect(element.getAttribute('title')).toBe(formatDate(DATE, LOCALE));
  expect(element.dataset.state).toBe(state);
  expect(element.textContent).toBe(text);
}

describe('relative-time chart through its view (time read by its clock)', () => {
  walkChart({
    ...relativeTimeCase,
    actions: {
      // A reading of the invoked clock (the runtime's clockReader reads Date.now(); here the walk names the moment).
      TICK: ({ fromActor, event }) => fromActor('clock', event),
      // The 5 s refresh asks the clock to read again; the walk answers with the reading as TICK above.
      'xstate.after.refresh.relativeTime.justNow': ({ clock }) => clock.increment(5000),
      'xstate.after.refresh.relativeTime.secondsAgo': ({ clock }) => clock.increment(5000),
    },
    states: {
      pending: ({ container }) => expectTime(container, 'pending', PAGE_TEXT),
      justNow: ({ container }) => expectTime(container, 'justNow', 'just now'),
      secondsAgo: ({ container, snapshot }) => {
        const seconds = Math.floor((snapshot.context.now! - DATE) / 1000);
        expect([10, 35]).toContain(seconds);
        expectTime(container, 'secondsAgo', `about ${seconds} seconds ago`);
      },
      dated: ({ container, snapshot }) => {
        expect(snapshot.status).toBe('done');
        expectTime(container, 'dated', formatDate(DATE, LOCALE));
      },
    },
  });
});
