import { assign, emit, setup } from 'xstate';
import { normaliseIndex, stepIndex } from '../gallery/index-rules';
import { providedCallback } from '../shared/provided';

/** Lightbox timings (display-widgets §9): the content fades in 0.6 s (the overlay 0.3 s, in CSS); arrow keys 200 ms. */
export const LIGHTBOX_SPEED_MS = 600;
export const LIGHTBOX_OVERLAY_SPEED_MS = 300;
export const KEY_THROTTLE_MS = 200;

/** How the visitor closed it (kept for the record; each way removes the lightbox's history entry). */
export type LightboxCloseVia = 'button' | 'escape' | 'click';

export type LightboxEvent =
  /** A gallery item asked for the lightbox (the gallery's open request, answered by the runtime). */
  | { type: 'OPEN'; index: number }
  /** The previous and next buttons, or a click on the left or right half of the window. */
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** An arrow key: throttled, at most one move per 200 ms. */
  | { type: 'ARROW_KEY'; direction: 'next' | 'previous' }
  /** Mobile: the caption trigger slides the meta panel in or out. */
  | { type: 'TOGGLE_CAPTION' }
  | { type: 'CLOSE'; via: LightboxCloseVia }
  /** The browser's Back took the lightbox's history entry (popstate, from the invoked `historyEntry`). */
  | { type: 'HISTORY_BACK' };

/**
 * What the runtime hears: `changed` when a slide becomes the one shown (on opening, previous null, and on every
 * move: the address follows it, the slide left returns its video to its overlay); `closing` when the lightbox starts
 * closing (its slide's video stops).
 */
export type LightboxEmitted = { type: 'changed'; index: number; previous: number | null } | { type: 'closing'; index: number };

export interface LightboxInput {
  count: number;
}

export interface LightboxContext {
  count: number;
  index: number;
  captionShown: boolean;
  /** the slide shown before the last move (it scrolls out on mobile), null until a move */
  leaving: number | null;
  /** the last move's direction: 1 next, -1 previous */
  direction: 1 | -1;
}

/** Slides loop (display-widgets §4 "Desktop slides loop"), with two items too: next and previous both show the other. */
const step = (context: LightboxContext, delta: 1 | -1) => stepIndex(context.index, delta, { count: context.count, loop: true, perGroup: 1 }).index;

/**
 * The lightbox (display-widgets §4 "Lightbox", §5 "Lightbox", §9): closed until a gallery asks for it; opening
 * (0.6 s fade in) then open; closing (0.6 s fade out) then closed. While shown the page's scroll is locked and the
 * body carries a class (`pageLock`); from the open request until closing starts the lightbox holds one history
 * entry (`historyEntry`: Back closes it; closing another way removes it); while open the page behind is inert
 * (`pageInert`, started once focus is inside, stopped before focus goes back); while shown the click that ends a
 * drag on the slides is not a click (`dragClicks`). The four are invoked actors the runtime provides, so leaving a
 * state, or stopping the actor, undoes them. Once open and with every move, focus on the slide left (which turns
 * inert) or lost to the page goes to the dialog (`holdFocus`, a provided action). Arrow keys move at most once per 200 ms
 * (`keys.throttled`); the buttons and clicks are not throttled. Pure: no DOM, no timers of its own.
 */
export const lightboxMachine = setup({
  types: {
    context: {} as LightboxContext,
    input: {} as LightboxInput,
    events: {} as LightboxEvent,
    emitted: {} as LightboxEmitted,
  },
  delays: { fadeIn: LIGHTBOX_SPEED_MS, fadeOut: LIGHTBOX_SPEED_MS, keyThrottle: KEY_THROTTLE_MS },
  actors: {
    // Placeholders: the runtime provides them (runtime/lightbox/page-effects.ts).
    pageLock: providedCallback(),
    pageInert: providedCallback(),
    historyEntry: providedCallback(),
    dragClicks: providedCallback(),
  },
  guards: {
    hasSlides: ({ context }) => context.count > 0,
    hasSeveral: ({ context }) => context.count > 1,
    isNext: ({ context, event }) => context.count > 1 && event.type === 'ARROW_KEY' && event.direction === 'next',
    isPrevious: ({ context, event }) => context.count > 1 && event.type === 'ARROW_KEY' && event.direction === 'previous',
  },
  actions: {
    showRequested: assign(({ context, event }) =>
      event.type === 'OPEN' ? { index: normaliseIndex(event.index, context.count), captionShown: false, leaving: null, direction: 1 as const } : {},
    ),
    showNext: assign(({ context }) => ({ index: step(context, 1), leaving: context.index, direction: 1 as const })),
    showPrevious: assign(({ context }) => ({ index: step(context, -1), leaving: context.index, direction: -1 as const })),
    announceShown: emit(({ context }) => ({ type: 'changed' as const, index: context.index, previous: null })),
    announceMove: emit(({ context }) => ({ type: 'changed' as const, index: context.index, previous: context.leaving })),
    announceClosing: emit(({ context }) => ({ type: 'closing' as const, index: context.index })),
    toggleCaption: assign({ captionShown: ({ context }) => !context.captionShown }),
    // Provided by the runtime (runtime/lightbox/page-effects.ts): the dialog takes focus that would be lost.
    holdFocus: () => {},
  },
}).createMachine({
  id: 'lightbox',
  context: ({ input }) => ({ count: Math.max(0, input.count), index: 0, captionShown: false, leaving: null, direction: 1 }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { guard: 'hasSlides', target: 'shown', actions: 'showRequested' } },
    },
    shown: {
      invoke: [
        { id: 'pageLock', src: 'pageLock' },
        { id: 'dragClicks', src: 'dragClicks' },
      ],
      initial: 'active',
      states: {
        active: {
          invoke: { id: 'historyEntry', src: 'historyEntry' },
          on: {
            CLOSE: 'closing',
            HISTORY_BACK: 'closing',
          },
          initial: 'opening',
          states: {
            // Announced once the history entry is in (the invoke above starts first): the address it names follows.
            opening: { entry: 'announceShown', after: { fadeIn: 'open' } },
            open: {
              entry: 'holdFocus',
              invoke: { id: 'pageInert', src: 'pageInert' },
              on: {
                NEXT: { guard: 'hasSeveral', actions: ['showNext', 'announceMove', 'holdFocus'] },
                PREVIOUS: { guard: 'hasSeveral', actions: ['showPrevious', 'announceMove', 'holdFocus'] },
                TOGGLE_CAPTION: { actions: 'toggleCaption' },
              },
              initial: 'ready',
              states: {
                ready: {
                  on: {
                    ARROW_KEY: [
                      { guard: 'isNext', target: 'throttled', actions: ['showNext', 'announceMove', 'holdFocus'] },
                      { guard: 'isPrevious', target: 'throttled', actions: ['showPrevious', 'announceMove', 'holdFocus'] },
                    ],
                  },
                },
                // Arrow keys are ignored until 200 ms have passed since the last one that moved.
                throttled: { after: { keyThrottle: 'ready' } },
              },
            },
          },
        },
        closing: { entry: 'announceClosing', after: { fadeOut: '#lightbox.closed' } },
      },
    },
  },
});
