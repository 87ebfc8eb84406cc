import { setup } from 'xstate';
import { providedCallback } from '../shared/provided';
import { SCALED_TEXT_RESIZE_DEBOUNCE_MS } from './rules';

/** the runtime's watch (`watchSizes`): a container's width changed, or the page's fonts arrived */
export type ScaledTextEvent = { type: 'RESIZED' };

/**
 * Scaled text (visitor-runtime §9): the page's scaled-text headings fill their containers' width. `fitted` fits them
 * (`fitText`, the runtime's measure and write) on entry; a resize moves to `settling`, and every further resize starts
 * the 100 ms wait again, so a window dragged wider fits the text once, 100 ms after the last change. `watchSizes`, the
 * runtime's watch of the containers and the fonts, lives as long as the chart (stopping the actor ends it).
 */
export const scaledTextMachine = setup({
  types: { events: {} as ScaledTextEvent },
  delays: { resizeDebounce: SCALED_TEXT_RESIZE_DEBOUNCE_MS },
  actors: {
    // Placeholder: the runtime provides it (runtime/chrome/scaled-text.ts).
    watchSizes: providedCallback(),
  },
  actions: {
    // Placeholder: the runtime measures each heading and writes its size (machines/scaled-text/rules.ts).
    fitText: () => {},
  },
}).createMachine({
  id: 'scaledText',
  invoke: { id: 'watchSizes', src: 'watchSizes' },
  initial: 'fitted',
  states: {
    fitted: {
      entry: 'fitText',
      on: { RESIZED: 'settling' },
    },
    settling: {
      after: { resizeDebounce: 'fitted' },
      on: { RESIZED: { target: 'settling', reenter: true } },
    },
  },
});
