import type { SnapshotFrom } from 'xstate';
import { videoAnatomy } from './anatomy';
import type { VideoEvent, videoMachine } from './machine';

const part = videoAnatomy.attrs;

/** The video's state for data-state: invalid, unloaded, overlay or playing. */
export function videoState(snapshot: SnapshotFrom<typeof videoMachine>): string {
  const { value } = snapshot;
  return typeof value === 'string' ? value : Object.keys(value)[0]!;
}

/**
 * Pure: a video snapshot → prop-getters. The facade is a real button named "Play: <title>" (click, Enter and Space
 * are the button's own); hovering or focusing it warms the player's host up. The player is an iframe with the
 * video's title, sandboxed as the vendor table says; `playerKey` changes with each load, so a reload is a new iframe.
 */
export function connectVideo(snapshot: SnapshotFrom<typeof videoMachine>, send: (event: VideoEvent) => void, options: { id: string; title: string }) {
  const state = videoState(snapshot);
  const { url, loads, mode, provider, placeholderPadding, frame } = snapshot.context;
  return {
    state,
    playing: state === 'playing',
    invalid: state === 'invalid',
    /**
     * §9: invalid and unloaded show a box without a picture, whose height is the placeholder's (the embed's own
     * shape, else 65 %); null while the facade or the player gives the box its shape.
     */
    placeholderPadding: state === 'invalid' || state === 'unloaded' ? placeholderPadding : null,
    rootProps: { ...part('root'), id: `${options.id}:video`, 'data-state': state, 'data-mode': mode, 'data-provider': provider ?? undefined },
    playProps: {
      ...part('play'),
      id: `${options.id}:play`,
      type: 'button' as const,
      'aria-label': `Play: ${options.title}`,
      onClick: () => send({ type: 'PLAY' }),
      onPointerEnter: () => send({ type: 'PRECONNECT' }),
      onFocus: () => send({ type: 'PRECONNECT' }),
    },
    /** The player's React key: a reload is a new iframe. */
    playerKey: loads,
    playerProps: {
      ...part('player'),
      src: url ?? undefined,
      title: options.title,
      // As the vendor table says (the chart has none for an embed it did not take: invalid, no player).
      sandbox: frame?.sandbox,
      allow: frame?.allow,
      allowFullScreen: true,
      /**
       * A press on the player is the player's (its seek bar is a sideways drag). The page itself sees one only while
       * the browser cannot yet hit-test the player's page (it has not drawn its first frame): then the press lands on
       * the iframe element and must not start a swipe around it either.
       */
      onPointerDown: (event: { stopPropagation(): void }) => event.stopPropagation(),
    },
  };
}
