import { assign, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeBucket } from '../../runtime/text/relative-time';

export type RelativeTimeEvent = { type: 'TICK'; now: number };

/**
 * One date node's relative time (display-widgets §4 "Relative time"): pending until the first TICK, then
 * 'just now', 'about N seconds ago' (under 60 s) or a formatted date. The invoked `clock` (provided by the runtime)
 * reads the time: once when it starts, then whenever asked; the chart asks every 5 s (`after: { refresh }`) while
 * the label can still change. Each reading comes in as TICK carrying now (ms since 1970). Once a formatted date
 * shows it never changes again, so `dated` is final: the clock stops and nothing is asked any more.
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
  delays: { refresh: RELATIVE_TIME_REFRESH_MS },
  actors: {
    // Placeholder: the runtime provides the clock (runtime/chrome/relative-time.ts clockReader).
    readClock: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    recordNow: assign({ now: ({ event }) => event.now }),
    readNow: sendTo('clock', { type: 'READ' }),
  },
}).createMachine({
  id: 'relativeTime',
  context: ({ input }) => ({ date: input.date, now: null }),
  invoke: { id: 'clock', src: 'readClock' },
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
      after: { refresh: { actions: 'readNow' } },
      on: {
        // Re-entered on every reading, so the next refresh is 5 s after it.
        TICK: [
          { guard: 'isJustNow', target: 'justNow', reenter: true, actions: 'recordNow' },
          { guard: 'isSecondsAgo', target: 'secondsAgo', reenter: true, actions: 'recordNow' },
          { target: 'dated', actions: 'recordNow' },
        ],
      },
    },
    secondsAgo: {
      after: { refresh: { actions: 'readNow' } },
      on: {
        // Re-entered on every reading, so the next refresh is 5 s after it.
        TICK: [
          { guard: 'isJustNow', target: 'justNow', reenter: true, actions: 'recordNow' },
          { guard: 'isSecondsAgo', target: 'secondsAgo', reenter: true, actions: 'recordNow' },
          { target: 'dated', actions: 'recordNow' },
        ],
      },
    },
    dated: { type: 'final' },
  },
});
