import type { SnapshotFrom } from 'xstate';
import { marqueeAnatomy } from './anatomy';
import type { MarqueeEvent, marqueeMachine } from './machine';

type Snapshot = SnapshotFrom<typeof marqueeMachine>;
export type MarqueeMotion = 'running' | 'paused' | 'stopped';

/** The control's words: what pressing it does (WCAG 2.2.2), its visible text inside its accessible name. */
export const MARQUEE_CONTROL_TEXT = { pause: 'Pause', play: 'Play' } as const;
export const MARQUEE_CONTROL_LABEL = { pause: 'Pause scrolling text', play: 'Play scrolling text' } as const;

/** Pure: snapshot → prop-getters for the server's marquee and the pause/play control the view renders. */
export function connectMarquee(snapshot: Snapshot, send: (event: MarqueeEvent) => void) {
  const { pausedByVisitor, reducedMotion } = snapshot.context;
  const motion: MarqueeMotion = snapshot.matches({ motion: 'running' }) ? 'running' : snapshot.matches({ motion: 'paused' }) ? 'paused' : 'stopped';
  const part = marqueeAnatomy.attrs;
  const action = pausedByVisitor ? 'play' : 'pause';
  return {
    motion,
    rootProps: {
      ...part('root'),
      'data-state': motion,
      onPointerEnter: () => send({ type: 'POINTER_ENTER' }),
      onPointerLeave: () => send({ type: 'POINTER_LEAVE' }),
    },
    trackProps: { ...part('track'), 'data-state': motion },
    /** The first group is the text read out once; the copies that fill the line are decoration. */
    getGroupProps: (index: number) => ({ ...part('group'), 'aria-hidden': index === 0 ? undefined : true }),
    controlProps: {
      ...part('control'),
      type: 'button' as const,
      'aria-label': MARQUEE_CONTROL_LABEL[action],
      'data-state': action,
      // Under reduced motion the marquee never moves: nothing to pause.
      hidden: reducedMotion,
      onClick: () => send({ type: 'TOGGLE' }),
    },
    controlText: MARQUEE_CONTROL_TEXT[action],
  };
}
