import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { MARQUEE_RERENDER_DEBOUNCE_MS } from './rules';

export interface MarqueeInput {
  pausedOnHover: boolean;
  /** the visitor prefers reduced motion when the block mounts (MOTION_REDUCED / MOTION_ALLOWED follow changes) */
  reducedMotion: boolean;
}

export interface MarqueeContext {
  pausedOnHover: boolean;
  reducedMotion: boolean;
  /** the block is in the viewport (it starts out of it until the page's watch says otherwise) */
  visible: boolean;
  /** the pointer is over the block */
  hovered: boolean;
  /** the visitor pressed the pause control (WCAG 2.2.2): stays paused until they press play */
  pausedByVisitor: boolean;
}

export type MarqueeEvent =
  /** the page's watch (`watchPage`): the block entered or left the viewport */
  | { type: 'VISIBLE' }
  | { type: 'HIDDEN' }
  /** the page's watch: the visitor's reduced-motion preference changed */
  | { type: 'MOTION_REDUCED' }
  | { type: 'MOTION_ALLOWED' }
  /** the page's watch: the block's size changed, or the page's fonts arrived */
  | { type: 'RESIZED' }
  /** the pointer entered or left the block */
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  /** the pause/play control */
  | { type: 'TOGGLE' };

const mayMove = (c: MarqueeContext) => c.visible && !c.reducedMotion;
const held = (c: MarqueeContext) => c.pausedByVisitor || (c.pausedOnHover && c.hovered);

/**
 * Marquee (visitor-runtime §4 "Marquee", §3, §9): `motion` runs while the block is visible and reduced motion is not
 * preferred, and is stopped otherwise; a running marquee pauses while the visitor holds it (the pause control, WCAG
 * 2.2.2) or, when pausedOnHover, while the pointer is over it, and runs on from where it was. `running` invokes
 * `animate`, the runtime's animation of the track on the compositor: leaving it pauses the track where it is.
 * `layout` lays the items out again (`relayout`, the runtime's) once no resize came for 1000 ms. `watchPage`, the
 * runtime's watch of the viewport, the motion preference and the block's size, lives as long as the marquee.
 */
export const marqueeMachine = setup({
  types: {
    input: {} as MarqueeInput,
    context: {} as MarqueeContext,
    events: {} as MarqueeEvent,
  },
  delays: { rerender: MARQUEE_RERENDER_DEBOUNCE_MS },
  actors: {
    // Placeholders: the runtime provides them (runtime/marquee/effects.ts).
    watchPage: fromCallback<EventObject>(() => () => {}),
    animate: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    // Placeholder: the runtime measures the block and lays the items out again.
    relayout: () => {},
    show: assign({ visible: true }),
    hide: assign({ visible: false }),
    reduceMotion: assign({ reducedMotion: true }),
    allowMotion: assign({ reducedMotion: false }),
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    toggleVisitorPause: assign({ pausedByVisitor: ({ context }) => !context.pausedByVisitor }),
  },
  guards: {
    runs: ({ context }) => mayMove(context) && !held(context),
    isHeld: ({ context }) => mayMove(context) && held(context),
    mustStop: ({ context }) => !mayMove(context),
  },
}).createMachine({
  id: 'marquee',
  context: ({ input }) => ({
    pausedOnHover: input.pausedOnHover,
    reducedMotion: input.reducedMotion,
    visible: false,
    hovered: false,
    pausedByVisitor: false,
  }),
  invoke: { id: 'watch', src: 'watchPage' },
  on: {
    VISIBLE: { actions: 'show' },
    HIDDEN: { actions: 'hide' },
    MOTION_REDUCED: { actions: 'reduceMotion' },
    MOTION_ALLOWED: { actions: 'allowMotion' },
    POINTER_ENTER: { actions: 'hover' },
    POINTER_LEAVE: { actions: 'unhover' },
    TOGGLE: { actions: 'toggleVisitorPause' },
  },
  type: 'parallel',
  states: {
    motion: {
      initial: 'stopped',
      states: {
        stopped: {
          always: [
            { guard: 'runs', target: 'running' },
            { guard: 'isHeld', target: 'paused' },
          ],
        },
        running: {
          invoke: { id: 'animation', src: 'animate' },
          always: [
            { guard: 'mustStop', target: 'stopped' },
            { guard: 'isHeld', target: 'paused' },
          ],
        },
        paused: {
          always: [
            { guard: 'mustStop', target: 'stopped' },
            { guard: 'runs', target: 'running' },
          ],
        },
      },
    },
    layout: {
      initial: 'settled',
      states: {
        settled: { on: { RESIZED: 'waiting' } },
        waiting: {
          on: { RESIZED: { target: 'waiting', reenter: true } },
          after: { rerender: { target: 'settled', actions: 'relayout' } },
        },
      },
    },
  },
});
