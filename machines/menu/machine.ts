import { assign, setup } from 'xstate';
import { movedFocus, type FocusMove } from './rules';

export interface MenuInput {
  tabCount: number;
}

export type MenuEvent =
  /** a click on tab `index`: selects it (and focus is there) */
  | { type: 'SELECT'; index: number }
  /** focus arrived on tab `index` (Tab into the row, a programmatic focus) */
  | { type: 'FOCUS'; index: number }
  /** an arrow, Home or End on a tab */
  | { type: 'MOVE'; move: FocusMove }
  /** Enter or Space on a tab: selects the focused one */
  | { type: 'ACTIVATE' };

/**
 * Menu block (visitor-runtime §4 "Menu block"): one tab is selected, the first at first. A click, or Enter or Space
 * on the focused tab, selects; Left and Right move focus between the tabs with wraparound (Home and End to the ends),
 * without selecting (WAI-ARIA tabs with manual activation: the menus below do not change while the visitor moves).
 */
export const menuMachine = setup({
  types: {
    input: {} as MenuInput,
    context: {} as { tabCount: number; selected: number; focused: number },
    events: {} as MenuEvent,
  },
  guards: {
    isTab: ({ context, event }) => 'index' in event && Number.isInteger(event.index) && event.index >= 0 && event.index < context.tabCount,
  },
  actions: {
    selectTab: assign(({ event }) => (event.type === 'SELECT' ? { selected: event.index, focused: event.index } : {})),
    focusTab: assign(({ event }) => (event.type === 'FOCUS' ? { focused: event.index } : {})),
    moveFocus: assign(({ context, event }) => (event.type === 'MOVE' ? { focused: movedFocus(context.focused, context.tabCount, event.move) } : {})),
    selectFocused: assign(({ context }) => ({ selected: context.focused })),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({ tabCount: input.tabCount, selected: 0, focused: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: { guard: 'isTab', actions: 'selectTab' },
        FOCUS: { guard: 'isTab', actions: 'focusTab' },
        MOVE: { actions: 'moveFocus' },
        ACTIVATE: { actions: 'selectFocused' },
      },
    },
  },
});
