import { assign, setup } from 'xstate';
import { relativeTimeBucket } from '../../runtime/text/relative-time';

export type RelativeTimeEvent = { type: 'TICK'; now: number };

/**
 * One date node's relative time (display-widgets §4 "Relative time"): pending until the first TICK, then
 * 'just now', 'about N seconds ago' (under 60 s) or a formatted date. Time comes in as TICK events carrying now
 * (ms since 1970), sent every 5 s by the site chrome (runtime/chrome/relative-time.ts) — the chart has no clock.
 * Once a formatted date shows it never changes again, so `dated` is final and the ticking can stop.
 * A clock set back moves a date from seconds back to 'just now'.
 */
export const relativeTimeMachine = setup({
  types: {
    context: {} as { date: number; now: number | null },
    input: {} as { date: number },
    events: {} as RelativeTimeEvent,
  },
  guards: {
    isJustNow: ({ context, event }) => relativeTimeBucket(context.date, event.now) === 'justNow',
    isSecondsAgo: ({ context, event }) => relativeTimeBucket(context.date, event.now) === 'secondsAgo',
  },
  actions: {
    recordNow: assign({ now: ({ event }) => event.now }),
  },
}).createMachine({
  id: 'relativeTime',
  context: ({ input }) => ({ date: input.date, now: null }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        TICK: [
          { guard: 'isJustNow', target: 'justNow', actions: 'recordNow' },
          { guard: 'isSecondsAgo', target: 'secondsAgo', actions: 'recordNow' },
          { target: 'dated', actions: 'recordNow' },
        ],
      },
    },
    justNow: {
      on: {
        TICK: [
          { guard: 'isJustNow', target: 'justNow', actions: 'recordNow' },
          { guard: 'isSecondsAgo', target: 'secondsAgo', actions: 'recordNow' },
          { target: 'dated', actions: 'recordNow' },
        ],
      },
    },
    secondsAgo: {
      on: {
        TICK: [
          { guard: 'isJustNow', target: 'justNow', actions: 'recordNow' },
          { guard: 'isSecondsAgo', target: 'secondsAgo', actions: 'recordNow' },
          { target: 'dated', actions: 'recordNow' },
        ],
      },
    },
    dated: { type: 'final' },
  },
});
