import { assign, setup } from 'xstate';

/** The animation length of visitor-runtime §9. */
export const ACCORDION_ANIMATION_MS = 250;

export interface AccordionInput {
  itemCount: number;
  allowMultiple: boolean;
  expandFirst: boolean;
}

type AccordionEvent = { type: 'TOGGLE'; index: number };

/**
 * Accordion block (visitor-runtime §4 "Other"): items open and close with a 250 ms animation; several may be open
 * only when allowed; the first starts expanded if flagged; nothing toggles while an item is animating.
 * The runtime provides the `animation` delay: 0 when the visitor prefers reduced motion.
 */
export const accordionMachine = setup({
  types: {
    input: {} as AccordionInput,
    context: {} as { open: boolean[]; allowMultiple: boolean; animating: number | null },
    events: {} as AccordionEvent,
  },
  guards: {
    isValidItem: ({ context, event }) =>
      event.type === 'TOGGLE' && event.index >= 0 && event.index < context.open.length,
  },
  delays: { animation: ACCORDION_ANIMATION_MS },
  actions: {
    toggleItem: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      const opening = !context.open[event.index];
      const open = context.open.map((isOpen, i) =>
        i === event.index ? opening : opening && !context.allowMultiple ? false : isOpen,
      );
      return { open, animating: event.index };
    }),
    finishAnimation: assign({ animating: () => null }),
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({
    open: Array.from({ length: input.itemCount }, (_, i) => i === 0 && input.expandFirst),
    allowMultiple: input.allowMultiple,
    animating: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: { guard: 'isValidItem', target: 'animating', actions: 'toggleItem' },
      },
    },
    // TOGGLE is not handled here: an item cannot be toggled while animating.
    animating: { after: { animation: { target: 'idle', actions: 'finishAnimation' } } },
  },
});
