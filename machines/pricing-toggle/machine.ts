import { assign, setup } from 'xstate';

/** The toggle switches between exactly two price options (visitor-runtime §4). */
export const PRICING_OPTION_COUNT = 2;

export type PricingToggleEvent =
  /** a press on option `index` (a click, or Enter or Space on the button) */
  { type: 'SELECT'; index: number };

/**
 * Member-access pricing toggle (visitor-runtime §4): one of two price options is selected, the first at first; a
 * press on the other selects it, and its price and join-button groups show in place of the first's. A press on the
 * selected option changes nothing.
 */
export const pricingToggleMachine = setup({
  types: {
    context: {} as { selected: number },
    events: {} as PricingToggleEvent,
  },
  guards: {
    isOtherOption: ({ context, event }) => Number.isInteger(event.index) && event.index >= 0 && event.index < PRICING_OPTION_COUNT && event.index !== context.selected,
  },
  actions: {
    select: assign(({ event }) => ({ selected: event.index })),
  },
}).createMachine({
  id: 'pricingToggle',
  context: { selected: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { SELECT: { guard: 'isOtherOption', actions: 'select' } },
    },
  },
});
