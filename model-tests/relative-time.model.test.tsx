// @vitest-environment happy-dom
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { relativeTimeMachine } from '../machines/relative-time/machine';
import { formatDate } from '../machines/relative-time/rules';
import { RelativeTimeView } from '../views/relative-time/RelativeTimeView';
import { reactView, walkChart } from './harness';

// A blog post published at DATE; the page rendered its date as text, which shows until the first tick.
const DATE = Date.UTC(2026, 10, 21, 8, 17);
const PAGE_TEXT = 'November 21, 2026';
const LOCALE = 'en-US';

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof relativeTimeMachine> }) => (
  <RelativeTimeView actorRef={actorRef} fallbackText={PAGE_TEXT} locale={LOCALE} />
);

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
    machine: relativeTimeMachine,
    input: { date: DATE },
    mount: reactView(View),
    // The clock's readings (at start, then each 5 s refresh); these moments cover every bucket, a refresh within one,
    // and a clock set back.
    events: {
      TICK: [
        { now: DATE + 2_000 }, // just now
        { now: DATE + 10_000 }, // about 10 seconds ago
        { now: DATE + 35_000 }, // about 35 seconds ago (a later refresh)
        { now: DATE + 86_400_000 }, // a day later: the formatted date
      ],
    },
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
