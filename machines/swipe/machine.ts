import { assign, emit, setup } from 'xstate';
import { boundedOffset, decideAxis, releaseVelocity, snapDurationMs, swipeDecision, VELOCITY_WINDOW_MS, type PointerSample, type SwipeBoundaries } from './rules';
import { providedCallback } from '../shared/provided';

export interface SwipeInput {
  boundaries: SwipeBoundaries;
  /** false under prefers-reduced-motion: the snap takes no time */
  motion: boolean;
}

export interface SwipeContext extends SwipeInput {
  pointerId: number;
  start: PointerSample | null;
  /** the samples of the last 100 ms, for the release velocity */
  samples: PointerSample[];
  width: number;
  windowWidth: number;
  atStart: boolean;
  atEnd: boolean;
  /** where the slides are drawn, relative to their resting place (px) */
  offset: number;
  snapMs: number;
  /** the press became a drag: the click that ends it is not a click on a slide */
  dragged: boolean;
}

/** A pointer position from the page (clientX/Y and the event's timeStamp). */
export interface PointerPosition {
  x: number;
  y: number;
  time: number;
}

export type SwipeEvent =
  /** from the viewport: a primary pointer went down, with what the drag needs to know of the gallery */
  | ({ type: 'POINTER_DOWN'; pointerId: number; width: number; windowWidth: number; atStart: boolean; atEnd: boolean } & PointerPosition)
  /** from the pointer follower (window listeners while held) */
  | ({ type: 'POINTER_MOVE' } & PointerPosition)
  | ({ type: 'POINTER_UP' } & PointerPosition)
  | { type: 'POINTER_CANCEL' };

export type SwipeEmitted = { type: 'swiped'; direction: 'next' | 'previous' };

const positionOf = (event: SwipeEvent): PointerSample | null => ('x' in event ? { x: event.x, y: event.y, time: event.time } : null);
const delta = (context: SwipeContext, event: SwipeEvent) => {
  const at = positionOf(event);
  return at && context.start ? { dx: at.x - context.start.x, dy: at.y - context.start.y } : { dx: 0, dy: 0 };
};
const withSample = (context: SwipeContext, event: SwipeEvent) => {
  const at = positionOf(event);
  if (!at) return context.samples;
  // Only the velocity window's samples say anything of the release.
  return [...context.samples.filter((s) => at.time - s.time <= VELOCITY_WINDOW_MS), at];
};
const release = (context: SwipeContext, event: SwipeEvent) => {
  const samples = withSample(context, event);
  const end = samples[samples.length - 1]!;
  const velocity = releaseVelocity(samples);
  return {
    decision: swipeDecision({ dx: end.x - context.start!.x, width: context.width, velocity, durationMs: end.time - context.start!.time }),
    velocity,
  };
};

/**
 * A drag over a gallery's viewport (display-widgets §4 "Swipe"). `held.pressed` is the start: a release with no
 * movement is a tap (the slide's own click follows). Beyond 10 px the axis is decided: vertical leaves the page to
 * scroll, horizontal is `held.dragging`, where the slides follow the pointer (the context's offset, bounded past an
 * end). The release decides: a change is emitted (`swiped`) and the slides snap for 0.7/velocity s (clamped).
 * The runtime provides `followPointer`, the window's pointer listeners while held.
 */
export const swipeMachine = setup({
  types: {
    input: {} as SwipeInput,
    context: {} as SwipeContext,
    events: {} as SwipeEvent,
    emitted: {} as SwipeEmitted,
  },
  guards: {
    horizontal: ({ context, event }) => {
      const { dx, dy } = delta(context, event);
      return decideAxis(dx, dy) === 'x';
    },
    vertical: ({ context, event }) => {
      const { dx, dy } = delta(context, event);
      return decideAxis(dx, dy) === 'y';
    },
    changesSlide: ({ context, event }) => release(context, event).decision !== 'stay',
  },
  actions: {
    press: assign(({ event }) => {
      if (event.type !== 'POINTER_DOWN') return {};
      const { pointerId, width, windowWidth, atStart, atEnd } = event;
      const start = { x: event.x, y: event.y, time: event.time };
      return { pointerId, width, windowWidth, atStart, atEnd, start, samples: [start], offset: 0, dragged: false };
    }),
    track: assign({ samples: ({ context, event }) => withSample(context, event) }),
    follow: assign(({ context, event }) => ({
      samples: withSample(context, event),
      offset: boundedOffset(delta(context, event).dx, context, context.boundaries, context.width),
      dragged: true,
    })),
    snap: assign(({ context, event }) => ({
      offset: 0,
      snapMs: context.motion ? snapDurationMs(event.type === 'POINTER_CANCEL' ? 0 : release(context, event).velocity, context.windowWidth) : 0,
    })),
    announceSwipe: emit(({ context, event }) => ({ type: 'swiped' as const, direction: release(context, event).decision as 'next' | 'previous' })),
  },
  delays: {
    snap: ({ context }) => context.snapMs,
  },
  actors: {
    // Placeholder: the runtime provides the window's pointermove/pointerup/pointercancel for this pointer.
    followPointer: providedCallback<{ pointerId: number }>(),
  },
}).createMachine({
  id: 'swipe',
  context: ({ input }) => ({
    ...input,
    pointerId: 0,
    start: null,
    samples: [],
    width: 0,
    windowWidth: 0,
    atStart: false,
    atEnd: false,
    offset: 0,
    snapMs: 0,
    dragged: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { POINTER_DOWN: { target: 'held', actions: 'press' } },
    },
    held: {
      invoke: { id: 'followPointer', src: 'followPointer', input: ({ context }) => ({ pointerId: context.pointerId }) },
      initial: 'pressed',
      states: {
        pressed: {
          on: {
            POINTER_MOVE: [
              { guard: 'horizontal', target: 'dragging', actions: 'follow' },
              // The page scrolls (touch-action: pan-y); the gallery lets go.
              { guard: 'vertical', target: '#swipe.idle' },
              { actions: 'track' },
            ],
            // A tap: the click that follows is the slide's.
            POINTER_UP: { target: '#swipe.idle' },
            POINTER_CANCEL: { target: '#swipe.idle' },
          },
        },
        dragging: {
          on: {
            POINTER_MOVE: { actions: 'follow' },
            POINTER_UP: [
              { guard: 'changesSlide', target: '#swipe.snapping', actions: ['announceSwipe', 'snap'] },
              { target: '#swipe.snapping', actions: 'snap' },
            ],
            POINTER_CANCEL: { target: '#swipe.snapping', actions: 'snap' },
          },
        },
      },
    },
    // The slides ease to their place; a new press catches them.
    snapping: {
      after: { snap: 'idle' },
      on: { POINTER_DOWN: { target: 'held', actions: 'press' } },
    },
  },
});
