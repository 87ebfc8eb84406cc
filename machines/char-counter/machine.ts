import { assign, setup } from 'xstate';

export interface CharCounterInput {
  /** From parseCounterMax: 0 means no counter. */
  max: number;
  /** The textarea's length when the counter attaches (a restored draft may already be long). */
  length: number;
}

export type CharCounterEvent = { type: 'INPUT'; length: number };

/**
 * A textarea's character counter (visitor-runtime §5): 'length / max', in error once the length exceeds the max;
 * off when the max is 0. The max is fixed when the counter attaches (once per textarea, §4).
 */
export const charCounterMachine = setup({
  types: {
    input: {} as CharCounterInput,
    context: {} as CharCounterInput,
    events: {} as CharCounterEvent,
  },
  guards: {
    hasNoMax: ({ context }) => context.max === 0,
    isOverMax: ({ context }) => context.length > context.max,
    exceedsMax: ({ context, event }) => event.length > context.max,
  },
  actions: {
    setLength: assign({ length: ({ event }) => event.length }),
  },
}).createMachine({
  id: 'charCounter',
  context: ({ input }) => ({ max: input.max, length: input.length }),
  initial: 'attaching',
  states: {
    // Transient: picks the first state from the attach-time length.
    attaching: {
      always: [{ guard: 'hasNoMax', target: 'off' }, { guard: 'isOverMax', target: 'over' }, { target: 'within' }],
    },
    // No counter: typing is not tracked.
    off: {},
    within: {
      on: { INPUT: [{ guard: 'exceedsMax', target: 'over', actions: 'setLength' }, { actions: 'setLength' }] },
    },
    over: {
      on: { INPUT: [{ guard: 'exceedsMax', actions: 'setLength' }, { target: 'within', actions: 'setLength' }] },
    },
  },
});
