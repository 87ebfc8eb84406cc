import { assign, emit, setup } from 'xstate';
import { embedRatio, placeholderPadding, playerUrl, preconnectOrigin, RESIZE_TIMEOUT_MS, videoProvider, videoType, type VideoMode, type VideoProvider, type VideoType } from './rules';
import type { FramePolicy } from '../shared/frame-policy';
import { providedCallback } from '../shared/provided';

export type VideoEvent =
  /** The visitor activates the play button (click, Enter or Space). */
  | { type: 'PLAY' }
  /** The pointer or focus is on the play button: the player's host may be warmed up. */
  | { type: 'PRECONNECT' }
  /** Another video started on the page, or the gallery left this slide: back to the overlay. */
  | { type: 'RESET' }
  | { type: 'UNLOAD' }
  | { type: 'LOAD' }
  | { type: 'SET_MODE'; mode: VideoMode }
  /** Fit mode: the window resized, fullscreen changed, or the style editor opened or closed. */
  | { type: 'LAYOUT_CHANGED' };

/** What the player-commands actor needs: the player it talks to and who provides it (§7). */
export interface PlayerCommandsInput {
  url: string;
  provider: VideoProvider | null;
}

export type VideoEmitted = { type: 'started' } | { type: 'preconnect'; origin: string } | { type: 'recentre' };

export interface VideoInput {
  html: string;
  providerName?: string | null;
  mode?: VideoMode;
  /**
   * The embed's player (`embedSource` of the html) as the runtime's vendor table (runtime/vendors.ts) took it: its
   * address and its frame's sandbox and permissions; null when the html names none (an invalid embed). An address
   * the table refuses never reaches the chart.
   */
  player: { source: string; frame: FramePolicy } | null;
}

export interface VideoContext {
  type: VideoType;
  provider: VideoProvider | null;
  source: string | null;
  /** The player frame's sandbox and permissions (the vendor table's). */
  frame: FramePolicy | null;
  mode: VideoMode;
  /** The player's address while it plays. */
  url: string | null;
  /** How many times the player was (re)loaded: a new value is a new iframe. */
  loads: number;
  /** §9: the height (percent of the width) of the box that stands where no picture gives the shape (invalid, unloaded). */
  placeholderPadding: number;
  preconnected: boolean;
}

/**
 * One video embed (display-widgets §4 "Video", "Video embeds"): a facade (thumbnail and play button) until the
 * visitor plays, then the player; starting another video on the page returns this one to its overlay (the runtime
 * sends RESET to the others when it emits `started`); unloading returns it to unloaded; changing the mode reloads
 * a playing video; in fit mode a layout change re-centres it once things have been still for 1000 ms. An invalid
 * embed logs 'Invalid video embed.' and stays flagged.
 */
export const videoMachine = setup({
  types: {
    context: {} as VideoContext,
    input: {} as VideoInput,
    events: {} as VideoEvent,
    emitted: {} as VideoEmitted,
  },
  delays: { resizeTimeout: RESIZE_TIMEOUT_MS },
  actors: {
    // Placeholder: the runtime provides it (views/video/block.tsx): window resizes, fullscreen changes and the
    // style editor opening or closing, each as LAYOUT_CHANGED.
    layoutChanges: providedCallback(),
    // Placeholder: the runtime provides it (runtime/video/page-videos.ts): posts §7's `play` to the player once its
    // iframe has loaded, and `pause` when the video leaves `playing` (its cleanup), before the player is removed.
    playerCommands: providedCallback<PlayerCommandsInput>(),
  },
  guards: {
    isInvalid: ({ context }) => context.type === 'invalid' || context.source === null || context.frame === null,
    notPreconnected: ({ context }) => !context.preconnected,
    fitsMode: ({ context }) => context.mode === 'fit',
  },
  actions: {
    // Provided by the runtime (runtime/video/page-videos.ts): 'Invalid video embed.' in the console.
    reportInvalid: () => {},
    startPlayer: assign(({ context }) => ({ url: playerUrl(context.source!, context.provider), loads: context.loads + 1 })),
    stopPlayer: assign({ url: null }),
    announceStart: emit({ type: 'started' } as const),
    preconnect: emit(({ context }) => ({ type: 'preconnect' as const, origin: preconnectOrigin(context.source!, context.provider) ?? '' })),
    markPreconnected: assign({ preconnected: true }),
    setMode: assign(({ event }) => (event.type === 'SET_MODE' ? { mode: event.mode } : {})),
    recentre: emit({ type: 'recentre' } as const),
  },
}).createMachine({
  id: 'video',
  context: ({ input }) => {
    return {
      type: videoType(input.html),
      provider: videoProvider(input.html ?? '', input.providerName),
      source: input.player?.source ?? null,
      frame: input.player?.frame ?? null,
      mode: input.mode ?? 'none',
      url: null,
      loads: 0,
      preconnected: false,
      placeholderPadding: placeholderPadding(embedRatio(input.html)),
    };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isInvalid', target: 'invalid' }, { target: 'overlay' }],
    },
    invalid: { type: 'final', entry: 'reportInvalid' },
    unloaded: {
      on: { LOAD: 'overlay', SET_MODE: { actions: 'setMode' } },
    },
    overlay: {
      on: {
        PLAY: { target: 'playing', actions: 'announceStart' },
        PRECONNECT: { guard: 'notPreconnected', actions: ['markPreconnected', 'preconnect'] },
        UNLOAD: 'unloaded',
        SET_MODE: { actions: 'setMode' },
      },
    },
    playing: {
      entry: 'startPlayer',
      exit: 'stopPlayer',
      invoke: [{ id: 'layout', src: 'layoutChanges' }, { id: 'player', src: 'playerCommands', input: ({ context }) => ({ url: context.url!, provider: context.provider }) }],
      on: {
        RESET: 'overlay',
        UNLOAD: 'unloaded',
        // A new mode reloads the player.
        SET_MODE: { target: 'playing', reenter: true, actions: 'setMode' },
      },
      initial: 'steady',
      states: {
        steady: { on: { LAYOUT_CHANGED: { guard: 'fitsMode', target: 'settling' } } },
        settling: {
          on: { LAYOUT_CHANGED: { target: 'settling', reenter: true } },
          after: { resizeTimeout: { target: 'steady', actions: 'recentre' } },
        },
      },
    },
  },
});
