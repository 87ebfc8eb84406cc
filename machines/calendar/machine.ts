import { assign, setup } from 'xstate';
import { shiftMonth } from './rules';

export type CalendarEvent =
  /** The visitor pressed Previous month. */
  | { type: 'PREVIOUS' }
  /** The visitor pressed Next month. */
  | { type: 'NEXT' };

export interface CalendarInput {
  /** The month shown first (`YYYY-MM`): the current month where the events happen. */
  month: string;
}

/** A calendar block (docs/blocks.md "Calendar"): the month it shows, moved a month at a time. */
export const calendarMachine = setup({
  types: {
    input: {} as CalendarInput,
    context: {} as { month: string },
    events: {} as CalendarEvent,
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({ month: input.month }),
  initial: 'showing',
  states: {
    showing: {
      on: {
        PREVIOUS: { actions: assign({ month: ({ context }) => shiftMonth(context.month, -1) }) },
        NEXT: { actions: assign({ month: ({ context }) => shiftMonth(context.month, 1) }) },
      },
    },
  },
});
