import { assign, setup } from 'xstate';

/** How the visitor closed the overlay: its close button, Escape (through the layer stack) or a click beside it. */
export type PopupCloseVia = 'button' | 'escape' | 'overlay';

export type PopupOverlayEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE'; via: PopupCloseVia }
  /** The newsletter form inside the overlay succeeded. */
  | { type: 'SUBMITTED' };

/**
 * The popup overlay (visitor-runtime §3 "Popup overlay settings", §4 "Other"): hidden until the feature has decided
 * it shows and its view is mounted, then shown; a successful signup in its newsletter form leaves it open with the
 * form's thank-you message (submitted); closing ends it. The local-storage record is written by provided actions
 * (the runtime's), the census hears of each showing. Pure: no timers, no invoke.
 */
export const popupOverlayMachine = setup({
  types: {
    context: {} as { closedBy: PopupCloseVia | null },
    events: {} as PopupOverlayEvent,
  },
  actions: {
    rememberClose: assign({ closedBy: ({ event }) => (event.type === 'CLOSE' ? event.via : null) }),
    // Provided by the runtime: POST /api/census/overlay.
    reportShown: () => {},
    // Provided by the runtime: the record gets the version, the closed date and the signup flag.
    recordClosed: () => {},
    recordSubmitted: () => {},
  },
}).createMachine({
  id: 'popupOverlay',
  context: { closedBy: null },
  initial: 'hidden',
  states: {
    hidden: { on: { OPEN: 'shown' } },
    shown: {
      entry: 'reportShown',
      on: {
        CLOSE: { target: 'closed', actions: ['rememberClose', 'recordClosed'] },
        SUBMITTED: { target: 'submitted', actions: 'recordSubmitted' },
      },
    },
    submitted: {
      on: { CLOSE: { target: 'closed', actions: ['rememberClose', 'recordClosed'] } },
    },
    closed: { type: 'final' },
  },
});
