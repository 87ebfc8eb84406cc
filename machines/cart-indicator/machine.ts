import { assign, setup } from 'xstate';

/**
 * The cart indicator (display-widgets §4 "Cart indicator"): uninitialised until the cart's first sync, initialised
 * from then on; each sync the server confirms gives it the cart's quantity. It shows only confirmed quantities, so
 * the badge is never ahead of the server.
 */
export const cartIndicatorMachine = setup({
  types: {
    context: {} as { quantity: number | null },
    events: {} as { type: 'SYNCED'; quantity: number },
  },
  actions: {
    takeQuantity: assign({ quantity: ({ event }) => event.quantity }),
  },
}).createMachine({
  id: 'cartIndicator',
  context: { quantity: null },
  initial: 'uninitialised',
  states: {
    uninitialised: { on: { SYNCED: { target: 'initialised', actions: 'takeQuantity' } } },
    initialised: { on: { SYNCED: { actions: 'takeQuantity' } } },
  },
});
