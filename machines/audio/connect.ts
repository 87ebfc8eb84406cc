import type { SnapshotFrom } from 'xstate';
import { audioAnatomy } from './anatomy';
import type { audioMachine } from './machine';

type Snapshot = SnapshotFrom<typeof audioMachine>;
type Send = (event: { type: 'PLAY' } | { type: 'PAUSE' }) => void;

/**
 * Pure: snapshot → the block's parts. The element keeps its native controls (the browser's keyboard and labels);
 * the root says whether it plays; the element's own play, pause and end events are the chart's.
 */
export function connectAudio(snapshot: Snapshot, send: Send) {
  const state = snapshot.value as 'paused' | 'playing';
  return {
    state,
    rootProps: { ...audioAnatomy.attrs('root'), 'data-state': state },
    mediaProps: { ...audioAnatomy.attrs('media'), controls: true, 'data-state': state },
    mediaHandlers: {
      play: () => send({ type: 'PLAY' }),
      pause: () => send({ type: 'PAUSE' }),
      ended: () => send({ type: 'PAUSE' }),
    },
  };
}
