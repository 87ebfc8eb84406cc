import { assign, setup } from 'xstate';
import type { MapConfig } from '../map/types';

/** The options of a drawn map that can change while it is shown: every UI option (display-widgets §3), not its place. */
export type MapLiveOptions = Omit<MapConfig, 'location'>;

/** display-widgets §9: option updates are debounced 60 ms. */
export const MAP_OPTIONS_DEBOUNCE_MS = 60;

export type MapOptionsEvent = { type: 'UPDATE'; options: Partial<MapLiveOptions> };

/**
 * A map's options as the editor changes them: updates gather while they keep coming and apply together once 60 ms
 * pass without one, so a slider dragged through twenty values redraws the map once. The view hands `options` to
 * the maps API.
 */
export const mapOptionsMachine = setup({
  types: {
    context: {} as { options: MapLiveOptions; pending: Partial<MapLiveOptions> },
    input: {} as { options: MapLiveOptions },
    events: {} as MapOptionsEvent,
  },
  delays: { optionsDebounce: MAP_OPTIONS_DEBOUNCE_MS },
  actions: {
    gather: assign(({ context, event }) => ({ pending: { ...context.pending, ...event.options } })),
    apply: assign(({ context }) => ({ options: { ...context.options, ...context.pending }, pending: {} })),
  },
}).createMachine({
  id: 'mapOptions',
  context: ({ input }) => ({ options: input.options, pending: {} }),
  initial: 'steady',
  states: {
    steady: { on: { UPDATE: { target: 'gathering', actions: 'gather' } } },
    gathering: {
      on: { UPDATE: { target: 'gathering', reenter: true, actions: 'gather' } },
      after: { optionsDebounce: { target: 'steady', actions: 'apply' } },
    },
  },
});
