import { assign, emit, not, setup } from 'xstate';
import { providedPromise, providedCallback } from '../shared/provided';

/** display-widgets §9: gallery autoplay default timeout 5000 ms. */
export const AUTOPLAY_DEFAULT_MS = 5000;

export interface AutoplayInput {
  /** autoplay is on in the block and the address has no nomotion=true */
  enabled: boolean;
  intervalMs: number;
  /** the visitor prefers reduced motion: rotation starts stopped (WAI-ARIA carousel) */
  reducedMotion: boolean;
}

/** Why rotation waits. Any one pauses it; the rotation control stops it outright. */
export interface PauseReasons {
  hovered: boolean;
  focused: boolean;
  hidden: boolean;
  videoPlaying: boolean;
}

export interface AutoplayContext extends PauseReasons {
  intervalMs: number;
  /** what is left of the current interval: a pause keeps it, a slide change refills it */
  remainingMs: number;
  /** when the current wait started (the runtime's clock, ms) */
  startedAt: number | null;
  startStopped: boolean;
}

export type AutoplayEvent =
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'PAGE_HIDDEN' }
  | { type: 'PAGE_VISIBLE' }
  | { type: 'VIDEO_PLAYING' }
  | { type: 'VIDEO_STOPPED' }
  /** the rotation control (Stop/Start slide rotation) */
  | { type: 'TOGGLE' }
  /** the gallery's slide changed, by autoplay or by the visitor: a new full interval */
  | { type: 'SLIDE_CHANGED' };

export type AutoplayEmitted = { type: 'advance' };

const paused = (c: PauseReasons) => c.hovered || c.focused || c.hidden || c.videoPlaying;

/**
 * Gallery autoplay (display-widgets §4 "Autoplay", WAI-ARIA carousel pattern): off when disabled or with nomotion;
 * otherwise rotating (advance every interval) or stopped by the rotation control (or from the start under reduced
 * motion). While rotating it pauses for the pointer over the gallery or its controls, keyboard focus inside, a
 * hidden tab and a playing video, and keeps the remaining time: resuming waits only what was left. The time is read
 * by the invoked `readTime` (the runtime's clock), once when a wait starts and once when it pauses.
 */
export const galleryAutoplayMachine = setup({
  types: {
    input: {} as AutoplayInput,
    context: {} as AutoplayContext,
    events: {} as AutoplayEvent,
    emitted: {} as AutoplayEmitted,
  },
  guards: {
    enabled: ({ context }) => context.intervalMs > 0,
    startsStopped: ({ context }) => context.startStopped,
    isPaused: ({ context }) => paused(context),
    isFree: ({ context }) => !paused(context),
  },
  actions: {
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focus: assign({ focused: true }),
    unfocus: assign({ focused: false }),
    hide: assign({ hidden: true }),
    show: assign({ hidden: false }),
    videoStarts: assign({ videoPlaying: true }),
    videoStops: assign({ videoPlaying: false }),
    refill: assign({ remainingMs: ({ context }) => context.intervalMs, startedAt: () => null }),
    recordStart: assign({ startedAt: ({ event }) => (event as { output?: number }).output ?? null }),
    keepRemaining: assign({
      remainingMs: ({ context, event }) => {
        const now = (event as { output?: number }).output;
        if (context.startedAt === null || typeof now !== 'number') return context.remainingMs;
        return Math.min(context.remainingMs, Math.max(0, context.remainingMs - (now - context.startedAt)));
      },
      startedAt: () => null,
    }),
    advance: emit({ type: 'advance' as const }),
  },
  delays: {
    remaining: ({ context }) => context.remainingMs,
  },
  actors: {
    // Placeholders: the runtime provides its clock's reading and the page-visibility watch.
    readTime: providedPromise<number>(),
    watchPage: providedCallback(),
  },
}).createMachine({
  id: 'galleryAutoplay',
  context: ({ input }) => ({
    intervalMs: input.enabled ? Math.max(0, input.intervalMs) : 0,
    remainingMs: Math.max(0, input.intervalMs),
    startedAt: null,
    startStopped: input.reducedMotion,
    hovered: false,
    focused: false,
    hidden: false,
    videoPlaying: false,
  }),
  // The tab's visibility and the gallery's videos are watched while autoplay exists: a rotation started while the
  // tab is hidden or a video plays starts paused.
  invoke: { id: 'page', src: 'watchPage' },
  initial: 'deciding',
  on: {
    POINTER_ENTER: { actions: 'hover' },
    POINTER_LEAVE: { actions: 'unhover' },
    FOCUS_IN: { actions: 'focus' },
    FOCUS_OUT: { actions: 'unfocus' },
    PAGE_HIDDEN: { actions: 'hide' },
    PAGE_VISIBLE: { actions: 'show' },
    VIDEO_PLAYING: { actions: 'videoStarts' },
    VIDEO_STOPPED: { actions: 'videoStops' },
  },
  states: {
    deciding: {
      always: [
        { guard: not('enabled'), target: 'off' },
        { guard: 'startsStopped', target: 'stopped' },
        { target: 'rotating' },
      ],
    },
    off: { type: 'final' },
    stopped: {
      on: { TOGGLE: { target: 'rotating', actions: 'refill' } },
    },
    rotating: {
      initial: 'running',
      on: {
        TOGGLE: 'stopped',
        SLIDE_CHANGED: { target: '.running', reenter: true, actions: 'refill' },
      },
      states: {
        running: {
          always: { guard: 'isPaused', target: 'pausing' },
          invoke: { id: 'startTime', src: 'readTime', onDone: { actions: 'recordStart' } },
          after: { remaining: { target: 'running', reenter: true, actions: ['advance', 'refill'] } },
        },
        // Reads the clock once to keep what is left of the interval, then waits.
        pausing: {
          invoke: { id: 'pauseTime', src: 'readTime', onDone: { target: 'paused', actions: 'keepRemaining' } },
        },
        paused: {
          always: { guard: 'isFree', target: 'running' },
        },
      },
    },
  },
});
