import { setup } from 'xstate';

export type MapEvent = { type: 'ENGAGE' } | { type: 'RELEASE' };

/**
 * Whether a drawn map takes the wheel (display-widgets: the map does not capture the page's wheel scrolling until
 * it has been clicked or focused). Inert, the wheel scrolls the page over the map; a click or focus engages it;
 * focus leaving the map gives the wheel back to the page.
 */
export const mapMachine = setup({
  types: { events: {} as MapEvent },
}).createMachine({
  id: 'map',
  initial: 'inert',
  states: {
    inert: { on: { ENGAGE: 'engaged' } },
    engaged: { on: { RELEASE: 'inert' } },
  },
});
