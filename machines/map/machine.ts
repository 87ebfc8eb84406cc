import { setup } from 'xstate';
import { providedCallback } from '../shared/provided';

export type MapEvent = { type: 'ENGAGE' } | { type: 'RELEASE' };

/**
 * A map block (display-widgets §2 "Map widget"): the map drawn by the maps script for as long as the map lives, and
 * whether it takes the wheel (display-widgets: the map does not capture the page's wheel scrolling until it has been
 * clicked or focused). Inert, the wheel scrolls the page over the map; a click or focus engages it; focus leaving
 * the map gives the wheel back to the page. The drawing (`drawMap`: asks for the page's maps script, draws once it
 * and the canvas are there, follows the live options, destroys the map when stopped) and the wheel taken while
 * engaged (`takeWheel`) are invoked actors the runtime provides (runtime/map/draw-map.ts).
 */
export const mapMachine = setup({
  types: { events: {} as MapEvent },
  actors: {
    // Placeholders: the runtime provides them.
    drawMap: providedCallback(),
    takeWheel: providedCallback(),
  },
}).createMachine({
  id: 'map',
  invoke: { id: 'drawMap', src: 'drawMap' },
  initial: 'inert',
  states: {
    inert: { on: { ENGAGE: 'engaged' } },
    engaged: {
      invoke: { id: 'takeWheel', src: 'takeWheel' },
      on: { RELEASE: 'inert' },
    },
  },
});
