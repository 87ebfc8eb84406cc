import { assign, sendTo, setup } from 'xstate';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeBucket } from './rules';
import { providedCallback } from '../shared/provided';

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
    readClock: providedCallback(),
  },
  actions: {
    recordNow: assign({ now: ({ event }) => event.now }),
    readNow: sendTo('clock', { type: 'READ' }),
  },
}).createMachine({
  id: 'relativeTime',
  context: ({ input }) => ({ date: input.date, now: null }),
  invoke: { id: 'clock', src: 'readClock' },
  // Every reading decides the label; the state it lands in is entered again (internal transition from the root), so
  // the next refresh is 5 s after the reading. `dated` is final: the actor is done and takes no reading.
  on: {
    TICK: [
      { guard: 'isJustNow', target: '.justNow', actions: 'recordNow' },
      { guard: 'isSecondsAgo', target: '.secondsAgo', actions: 'recordNow' },
      { target: '.dated', actions: 'recordNow' },
    ],
  },
  initial: 'pending',
  states: {
    pending: {},
    justNow: { after: { refresh: { actions: 'readNow' } } },
    secondsAgo: { after: { refresh: { actions: 'readNow' } } },
    dated: { type: 'final' },
  },
});
