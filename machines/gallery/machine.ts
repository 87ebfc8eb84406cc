import { assign, emit, not, raise, setup } from 'xstate';
import { carouselSlidesPerRow } from './carousel';
import { directionOf, jumpIndex, normaliseIndex, stepIndex, type IndexLimits } from './index-rules';
import type { KeyCommand } from './keys';
import { providedCallback } from '../shared/provided';

/** display-widgets §9: resize debounce 100 ms in designs. */
export const GALLERY_RESIZE_DEBOUNCE_MS = 100;

export interface GalleryInput {
  count: number;
  loop: boolean;
  /** the slide shown first (from the address, say); normalised */
  startIndex?: number;
  /** how long a change moves (the design's speed; 0 under reduced motion) */
  transitionMs: number;
  /** arrow keys move this gallery (off on a linked child, §4 "Linked galleries") */
  keyboard: boolean;
  /** a carousel moves in groups of slidesPerRow, reduced on narrow windows; other designs move one slide */
  grouped: boolean;
  slidesPerRow: number;
  windowWidth: number;
}

export interface GalleryContext {
  index: number;
  count: number;
  loop: boolean;
  perGroup: number;
  slidesPerRow: number;
  grouped: boolean;
  keyboard: boolean;
  transitionMs: number;
  /** the slide shown before the last change, and which way that change went */
  previous: number | null;
  direction: 'forward' | 'reverse';
  /** the window width waiting for the resize debounce */
  pendingWidth: number | null;
}

export type GalleryEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'FIRST' }
  | { type: 'LAST' }
  | { type: 'GO_TO'; index: number }
  /** from the keyboard listener: a command only a keyboard-enabled gallery follows */
  | { type: 'KEY'; command: KeyCommand }
  /**
   * A linked gallery changed: follow it, even while moving, so the two never disagree. Following is a move too, so
   * while either of two linked galleries moves both refuse changes (§4 "Gallery index").
   */
  | { type: 'SYNC'; index: number }
  | { type: 'VIEWPORT'; width: number }
  /** an item of a grid-like design activated (click, Enter, Space) with the lightbox on: it becomes current and opens */
  | { type: 'OPEN'; index: number };

/** What the chart tells the page: the slide changed (reset the previous slide's video), or an end was reached. */
export type GalleryEmitted =
  | { type: 'changed'; index: number; previous: number; direction: 'forward' | 'reverse' }
  | { type: 'reachedBeginning' }
  | { type: 'reachedEnd' }
  /** open the lightbox at this item (display-widgets §2: grid-like designs with `lightbox` on) */
  | { type: 'openRequested'; index: number };

const limits = (context: GalleryContext): IndexLimits => ({ count: context.count, loop: context.loop, perGroup: context.perGroup });


/**
 * A gallery's index (display-widgets §4 "Gallery index", "Linked galleries", "Keyboard", "Carousel"). Two regions:
 * `slides` is idle or moving (for the design's transition time); a change is refused while moving, and a linked
 * gallery's change (SYNC) makes this one move with it. Loop off clamps and emits reachedBeginning/reachedEnd; loop on wraps. A
 * carousel moves by groups. `layout` debounces window resizes (100 ms) before a carousel regroups.
 * The runtime provides the keyboard listener (KEY) and the window-size watch (VIEWPORT) as invoked actors.
 */
export const galleryMachine = setup({
  types: {
    input: {} as GalleryInput,
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    emitted: {} as GalleryEmitted,
  },
  guards: {
    atEnd: ({ context }) => stepIndex(context.index, 1, limits(context)).edge === 'end',
    atBeginning: ({ context }) => stepIndex(context.index, -1, limits(context)).edge === 'beginning',
    jumpIsCurrent: ({ context, event }) => {
      const target = event.type === 'FIRST' ? 0 : event.type === 'LAST' ? context.count - 1 : 'index' in event ? event.index : context.index;
      return jumpIndex(target, limits(context)) === context.index;
    },
    syncDiffers: ({ context, event }) => event.type === 'SYNC' && normaliseIndex(event.index, context.count) !== context.index,
    keyboardEnabled: ({ context }) => context.keyboard,
  },
  actions: {
    goForward: assign(({ context }) => ({
      previous: context.index,
      index: stepIndex(context.index, 1, limits(context)).index,
      direction: 'forward' as const,
    })),
    goBack: assign(({ context }) => ({
      previous: context.index,
      index: stepIndex(context.index, -1, limits(context)).index,
      direction: 'reverse' as const,
    })),
    jump: assign(({ context, event }) => {
      const target = event.type === 'FIRST' ? 0 : event.type === 'LAST' ? context.count - 1 : 'index' in event ? event.index : context.index;
      const index = event.type === 'SYNC' ? normaliseIndex(target, context.count) : jumpIndex(target, limits(context));
      return { previous: context.index, index, direction: directionOf(context.index, index, 0) };
    }),
    announceChange: emit(({ context }) => ({
      type: 'changed' as const,
      index: context.index,
      previous: context.previous ?? context.index,
      direction: context.direction,
    })),
    reachedEnd: emit({ type: 'reachedEnd' as const }),
    reachedBeginning: emit({ type: 'reachedBeginning' as const }),
    select: assign({ index: ({ context, event }) => (event.type === 'OPEN' ? normaliseIndex(event.index, context.count) : context.index) }),
    requestOpen: emit(({ context }) => ({ type: 'openRequested' as const, index: context.index })),
    followKey: raise(({ event }) => ({ type: event.type === 'KEY' ? event.command : 'NEXT' }) as GalleryEvent),
    holdWidth: assign({ pendingWidth: ({ event }) => (event.type === 'VIEWPORT' ? event.width : null) }),
    regroup: assign(({ context }) => {
      const perGroup = context.grouped && context.pendingWidth !== null ? carouselSlidesPerRow(context.slidesPerRow, context.pendingWidth) : context.perGroup;
      return { perGroup, index: jumpIndex(context.index, { ...limits(context), perGroup }), pendingWidth: null };
    }),
  },
  delays: {
    transition: ({ context }) => context.transitionMs,
    resizeDebounce: GALLERY_RESIZE_DEBOUNCE_MS,
  },
  actors: {
    // Placeholders: the runtime provides the document keydown listener and the window-size watch.
    keyboard: providedCallback(),
    watchViewport: providedCallback(),
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => {
    const perGroup = input.grouped ? carouselSlidesPerRow(input.slidesPerRow, input.windowWidth) : 1;
    const lim = { count: input.count, loop: input.loop, perGroup };
    return {
      index: jumpIndex(input.startIndex ?? 0, lim),
      count: input.count,
      loop: input.loop,
      perGroup,
      slidesPerRow: input.slidesPerRow,
      grouped: input.grouped,
      keyboard: input.keyboard,
      transitionMs: input.transitionMs,
      previous: null,
      direction: 'forward',
      pendingWidth: null,
    };
  },
  invoke: [
    { id: 'keyboard', src: 'keyboard' },
    { id: 'viewport', src: 'watchViewport' },
  ],
  type: 'parallel',
  states: {
    slides: {
      initial: 'idle',
      on: {
        SYNC: { guard: 'syncDiffers', target: '.moving', actions: ['jump', 'announceChange'] },
        // Opening is not a move: the lightbox shows the item, the collection stays where it is.
        OPEN: { actions: ['select', 'requestOpen'] },
        KEY: { guard: 'keyboardEnabled', actions: 'followKey' },
      },
      states: {
        idle: {
          on: {
            NEXT: [
              { guard: 'atEnd', actions: 'reachedEnd' },
              { target: 'moving', actions: ['goForward', 'announceChange'] },
            ],
            PREVIOUS: [
              { guard: 'atBeginning', actions: 'reachedBeginning' },
              { target: 'moving', actions: ['goBack', 'announceChange'] },
            ],
            FIRST: { guard: not('jumpIsCurrent'), target: 'moving', actions: ['jump', 'announceChange'] },
            LAST: { guard: not('jumpIsCurrent'), target: 'moving', actions: ['jump', 'announceChange'] },
            GO_TO: { guard: not('jumpIsCurrent'), target: 'moving', actions: ['jump', 'announceChange'] },
          },
        },
        // NEXT, PREVIOUS, FIRST, LAST and GO_TO are not handled here: no change while the slides move.
        moving: { after: { transition: 'idle' } },
      },
    },
    layout: {
      initial: 'steady',
      on: { VIEWPORT: { target: '.settling', reenter: true, actions: 'holdWidth' } },
      states: {
        steady: {},
        settling: { after: { resizeDebounce: { target: 'steady', actions: 'regroup' } } },
      },
    },
  },
});
