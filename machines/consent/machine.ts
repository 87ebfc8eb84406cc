import { setup } from 'xstate';

export type ConsentChoice = 'accepted' | 'declined';

/**
 * The visitor's cookie consent (visitor-runtime §3, §4 "Cookie banner"): read from the consent cookie at start,
 * then changed by the banner's accept or decline. Effects, provided by the runtime: storing the choice (the 30-day
 * cookie), clearing the tracking cookies on a refusal, and announcing the change so tracking starts or stops.
 * Choosing again what is already chosen only renews the cookie.
 */
export const consentMachine = setup({
  types: {
    input: {} as { stored: ConsentChoice | null },
    context: {} as { stored: ConsentChoice | null },
    events: {} as { type: 'ACCEPT' } | { type: 'DECLINE' },
  },
  guards: {
    storedAccepted: ({ context }) => context.stored === 'accepted',
    storedDeclined: ({ context }) => context.stored === 'declined',
  },
  actions: {
    storeChoice: (_, _params: { choice: ConsentChoice }) => {},
    clearTrackingCookies: () => {},
    announce: (_, _params: { choice: ConsentChoice }) => {},
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ stored: input.stored }),
  initial: 'reading',
  states: {
    reading: {
      always: [
        { guard: 'storedAccepted', target: 'accepted' },
        { guard: 'storedDeclined', target: 'declined' },
        { target: 'undecided' },
      ],
    },
    undecided: {
      on: {
        ACCEPT: { target: 'accepted', actions: [{ type: 'storeChoice', params: { choice: 'accepted' } }, { type: 'announce', params: { choice: 'accepted' } }] },
        DECLINE: {
          target: 'declined',
          actions: [{ type: 'storeChoice', params: { choice: 'declined' } }, 'clearTrackingCookies', { type: 'announce', params: { choice: 'declined' } }],
        },
      },
    },
    accepted: {
      on: {
        ACCEPT: { actions: { type: 'storeChoice', params: { choice: 'accepted' } } },
        DECLINE: {
          target: 'declined',
          actions: [{ type: 'storeChoice', params: { choice: 'declined' } }, 'clearTrackingCookies', { type: 'announce', params: { choice: 'declined' } }],
        },
      },
    },
    declined: {
      on: {
        DECLINE: { actions: { type: 'storeChoice', params: { choice: 'declined' } } },
        ACCEPT: { target: 'accepted', actions: [{ type: 'storeChoice', params: { choice: 'accepted' } }, { type: 'announce', params: { choice: 'accepted' } }] },
      },
    },
  },
});
