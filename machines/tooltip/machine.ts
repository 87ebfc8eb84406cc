import { assign, setup } from 'xstate';

/** display-widgets §9 "Tooltip": delay 1200 ms; width 250; offset 15; edge margin 20. */
export const TOOLTIP_DELAY_MS = 1200;

/** A trigger names itself by its element id and carries its text (the `data-tooltip` attribute). */
export interface TooltipTrigger {
  trigger: string;
  text: string;
}

export type TooltipEvent =
  | ({ type: 'POINTER_ENTER' } & TooltipTrigger)
  | { type: 'POINTER_LEAVE'; trigger: string }
  | ({ type: 'FOCUS' } & TooltipTrigger)
  | { type: 'BLUR'; trigger: string }
  /** sent by the runtime's hover timer TOOLTIP_DELAY_MS after `startHoverDelay` */
  | { type: 'HOVER_DELAY_ELAPSED' }
  /** Escape, through the shared layer stack */
  | { type: 'CLOSE' };

export interface TooltipContext {
  /** the trigger the tooltip belongs to (waiting for the delay, or shown); null when closed */
  trigger: string | null;
  text: string;
}

/**
 * The page's one tooltip (display-widgets §2 "Popups", §9): one actor per page, so only one tooltip is ever open;
 * its context names the trigger. Hovering a trigger starts the delay (`opening`); the runtime's timer sends
 * HOVER_DELAY_ELAPSED after 1.2 s and the tooltip opens. Focus opens it at once. Leaving or blurring its trigger, or
 * Escape, closes it. Hovering or focusing another trigger moves the one tooltip there (hover restarts the delay).
 * The runtime provides `startHoverDelay` / `cancelHoverDelay` (runtime/chrome/tooltips.ts).
 */
export const tooltipMachine = setup({
  types: {
    context: {} as TooltipContext,
    events: {} as TooltipEvent,
  },
  guards: {
    isCurrentTrigger: ({ context, event }) => 'trigger' in event && event.trigger === context.trigger,
    isOtherTrigger: ({ context, event }) => 'trigger' in event && event.trigger !== context.trigger,
  },
  actions: {
    nameTrigger: assign(({ event }) =>
      event.type === 'POINTER_ENTER' || event.type === 'FOCUS' ? { trigger: event.trigger, text: event.text } : {},
    ),
    forgetTrigger: assign({ trigger: () => null, text: () => '' }),
    // Provided by the runtime: a timer that sends HOVER_DELAY_ELAPSED after TOOLTIP_DELAY_MS, and its cancel.
    startHoverDelay: () => {},
    cancelHoverDelay: () => {},
  },
}).createMachine({
  id: 'tooltip',
  context: { trigger: null, text: '' },
  initial: 'closed',
  states: {
    closed: {
      on: {
        POINTER_ENTER: { target: 'opening', actions: 'nameTrigger' },
        FOCUS: { target: 'open', actions: 'nameTrigger' },
      },
    },
    opening: {
      entry: 'startHoverDelay',
      exit: 'cancelHoverDelay',
      on: {
        HOVER_DELAY_ELAPSED: 'open',
        // Entering a trigger again (usually another one) starts the delay again, for that trigger.
        POINTER_ENTER: { target: 'opening', reenter: true, actions: 'nameTrigger' },
        FOCUS: { target: 'open', actions: 'nameTrigger' },
        POINTER_LEAVE: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        BLUR: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        // No CLOSE: nothing is shown yet, so Escape belongs to whatever else is open (or to the keyboard router).
      },
    },
    open: {
      on: {
        POINTER_ENTER: { guard: 'isOtherTrigger', target: 'opening', actions: 'nameTrigger' },
        FOCUS: { guard: 'isOtherTrigger', target: 'open', actions: 'nameTrigger' },
        POINTER_LEAVE: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        BLUR: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        CLOSE: { target: 'closed', actions: 'forgetTrigger' },
      },
    },
  },
});
