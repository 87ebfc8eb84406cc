import { and, assign, not, setup } from 'xstate';

/** display-widgets §9 "Tooltip": delay 1200 ms; width 250; offset 15; edge margin 20. */
export const TOOLTIP_DELAY_MS = 1200;

/**
 * Not in the spec (docs/site-chrome.md "Tooltips and animations"): how long a shown tooltip stays after the pointer
 * leaves its trigger or the tooltip, so the pointer can cross the 15 px gap onto the tooltip (WCAG 1.4.13 "hoverable").
 */
export const TOOLTIP_LEAVE_GRACE_MS = 300;

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
  /** the pointer moved onto / off the shown tooltip itself */
  | { type: 'POINTER_ENTER_TOOLTIP' }
  | { type: 'POINTER_LEAVE_TOOLTIP' }
  /** Escape, through the shared layer stack */
  | { type: 'CLOSE' };

export interface TooltipContext {
  /** the trigger the tooltip belongs to (waiting for the delay, or shown); null when closed */
  trigger: string | null;
  text: string;
  /** the trigger has keyboard focus (it was focused, not only hovered): then only blur or Escape hide its tooltip */
  focused: boolean;
}

/**
 * The page's one tooltip (display-widgets §2 "Popups", §9): one actor per page, so only one tooltip is ever open;
 * its context names the trigger. Hovering a trigger starts the delay (`opening`); after 1.2 s (`after: { hoverDelay }`)
 * the tooltip opens. Focus opens it at once. Blurring its trigger, or Escape,
 * closes it. The pointer leaving its trigger (or the tooltip) starts a short grace (`closing`, still shown): after
 * TOOLTIP_LEAVE_GRACE_MS (`after: { leaveGrace }`) it closes, unless the pointer reaches
 * the tooltip or its trigger first (WCAG 1.4.13 "hoverable"). While its trigger has focus, the pointer's moves do not
 * hide it (WCAG 1.4.13 "persistent": focus has not moved away). Hovering or focusing another trigger moves the one
 * tooltip there (hover restarts the delay).
 */
export const tooltipMachine = setup({
  types: {
    context: {} as TooltipContext,
    events: {} as TooltipEvent,
  },
  guards: {
    isCurrentTrigger: ({ context, event }) => 'trigger' in event && event.trigger === context.trigger,
    isOtherTrigger: ({ context, event }) => 'trigger' in event && event.trigger !== context.trigger,
    triggerFocused: ({ context }) => context.focused,
  },
  actions: {
    nameTrigger: assign(({ event }) =>
      event.type === 'POINTER_ENTER' || event.type === 'FOCUS'
        ? { trigger: event.trigger, text: event.text, focused: event.type === 'FOCUS' }
        : {},
    ),
    markFocused: assign({ focused: () => true }),
    forgetTrigger: assign({ trigger: () => null, text: () => '', focused: () => false }),
  },
  delays: { hoverDelay: TOOLTIP_DELAY_MS, leaveGrace: TOOLTIP_LEAVE_GRACE_MS },
}).createMachine({
  id: 'tooltip',
  context: { trigger: null, text: '', focused: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        POINTER_ENTER: { target: 'opening', actions: 'nameTrigger' },
        FOCUS: { target: 'open', actions: 'nameTrigger' },
      },
    },
    opening: {
      after: { hoverDelay: 'open' },
      on: {
        // Entering a trigger again (usually another one) starts the delay again, for that trigger.
        POINTER_ENTER: { target: 'opening', reenter: true, actions: 'nameTrigger' },
        FOCUS: { target: 'open', actions: 'nameTrigger' },
        // Nothing is shown yet, so there is nothing to move onto: leaving stops the wait at once.
        POINTER_LEAVE: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        BLUR: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        // No CLOSE: nothing is shown yet, so Escape belongs to whatever else is open (or to the keyboard router).
      },
    },
    open: {
      on: {
        POINTER_ENTER: { guard: 'isOtherTrigger', target: 'opening', actions: 'nameTrigger' },
        FOCUS: [
          { guard: 'isOtherTrigger', target: 'open', actions: 'nameTrigger' },
          // Focusing the hovered trigger: from now on only blur or Escape hide it.
          { actions: 'markFocused' },
        ],
        POINTER_LEAVE: { guard: and(['isCurrentTrigger', not('triggerFocused')]), target: 'closing' },
        POINTER_LEAVE_TOOLTIP: { guard: not('triggerFocused'), target: 'closing' },
        BLUR: { guard: 'isCurrentTrigger', target: 'closed', actions: 'forgetTrigger' },
        CLOSE: { target: 'closed', actions: 'forgetTrigger' },
      },
    },
    // The pointer left the trigger or the tooltip: still shown for the grace, so it can reach the tooltip. Only
    // reached while the trigger has no focus, so there is no BLUR here.
    closing: {
      after: { leaveGrace: { target: 'closed', actions: 'forgetTrigger' } },
      on: {
        POINTER_ENTER_TOOLTIP: 'open',
        POINTER_ENTER: [
          { guard: 'isCurrentTrigger', target: 'open' },
          { target: 'opening', actions: 'nameTrigger' },
        ],
        FOCUS: { target: 'open', actions: 'nameTrigger' },
        CLOSE: { target: 'closed', actions: 'forgetTrigger' },
      },
    },
  },
});
