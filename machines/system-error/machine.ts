import { assign, setup } from 'xstate';

/**
 * The system error overlay (visitor-runtime §8 "Data layer"): 'Something Went Wrong!' with the messages that
 * caused it, Reload Page and Clear. Further errors while it is shown are added to the list, once each.
 */
export const systemErrorMachine = setup({
  types: {
    context: {} as { messages: string[] },
    events: {} as { type: 'SHOW'; message: string } | { type: 'CLEAR' } | { type: 'RELOAD' },
  },
  actions: {
    addMessage: assign({
      messages: ({ context, event }) =>
        event.type === 'SHOW' && !context.messages.includes(event.message)
          ? [...context.messages, event.message]
          : context.messages,
    }),
    clearMessages: assign({ messages: () => [] }),
    // Provided by the runtime: location.reload().
    reloadPage: () => {},
  },
}).createMachine({
  id: 'systemError',
  context: { messages: [] },
  initial: 'hidden',
  states: {
    hidden: { on: { SHOW: { target: 'shown', actions: 'addMessage' } } },
    shown: {
      on: {
        SHOW: { actions: 'addMessage' },
        CLEAR: { target: 'hidden', actions: 'clearMessages' },
        RELOAD: 'reloading',
      },
    },
    reloading: { entry: 'reloadPage', type: 'final' },
  },
});
