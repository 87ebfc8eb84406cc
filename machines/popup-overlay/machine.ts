import { setup } from 'xstate';

export type PopupOverlayEvent =
  | { type: 'OPEN' }
  /** Its close button, Escape (through the layer stack) or a click beside it: the record and the page treat all alike. */
  | { type: 'CLOSE' }
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
    events: {} as PopupOverlayEvent,
  },
  actions: {
    // Provided by the runtime: POST /api/census/overlay.
    reportShown: () => {},
    // Provided by the runtime: the record gets the version, the closed date and the signup flag.
    recordClosed: () => {},
    recordSubmitted: () => {},
  },
}).createMachine({
  id: 'popupOverlay',
  initial: 'hidden',
  states: {
    hidden: { on: { OPEN: 'shown' } },
    shown: {
      entry: 'reportShown',
      on: {
        CLOSE: { target: 'closed', actions: 'recordClosed' },
        SUBMITTED: { target: 'submitted', actions: 'recordSubmitted' },
      },
    },
    submitted: {
      on: { CLOSE: { target: 'closed', actions: 'recordClosed' } },
    },
    closed: { type: 'final' },
  },
});
