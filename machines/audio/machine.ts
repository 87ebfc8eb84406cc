import { emit, setup } from 'xstate';

export type AudioEvent =
  /** The audio element started playing (its native controls, or the keyboard on them). */
  | { type: 'PLAY' }
  /** It paused or reached its end. */
  | { type: 'PAUSE' }
  /** Another player on the page started (runtime/media/one-at-a-time.ts): this one pauses. */
  | { type: 'RESET' };

export type AudioEmitted = { type: 'started' };

/**
 * An audio block (visitor-runtime §2): the server's `<audio>` with its native controls, `paused` or `playing` as the
 * element reports. Starting it emits `started`, so the page's other players (videos, other audio blocks) stop: one
 * plays at a time. A RESET while playing pauses the element (`pauseMedia`, provided by the runtime: a DOM call).
 */
export const audioMachine = setup({
  types: {
    events: {} as AudioEvent,
    emitted: {} as AudioEmitted,
  },
  actions: {
    announceStart: emit({ type: 'started' } as const),
    pauseMedia: () => {},
  },
}).createMachine({
  id: 'audio',
  initial: 'paused',
  states: {
    paused: { on: { PLAY: 'playing' } },
    playing: {
      entry: 'announceStart',
      on: {
        PAUSE: 'paused',
        RESET: { target: 'paused', actions: 'pauseMedia' },
      },
    },
  },
});
