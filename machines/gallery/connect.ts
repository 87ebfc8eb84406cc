import type { SnapshotFrom } from 'xstate';
import type { galleryAutoplayMachine } from '../gallery-autoplay/machine';
import { galleryAnatomy } from './anatomy';
import { controlsDisabled, groupStart, slideDistance } from './index-rules';
import type { GalleryEvent, galleryMachine } from './machine';

type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;
type AutoplaySnapshot = SnapshotFrom<typeof galleryAutoplayMachine>;

export interface GalleryConnectOptions {
  /** the block id: prefix of every DOM id */
  id: string;
  /** the region's label */
  label: string;
  /** which slides the design shows now; the others are inert (no focus, hidden from assistive technology) */
  isShown: (index: number) => boolean;
  /** a grid-like design: a labelled region holding a list, not a carousel */
  collection?: boolean;
}

const part = galleryAnatomy.attrs;

/** The current group's first slide: what a carousel's status and shown slides count from. */
export const currentStart = (snapshot: GallerySnapshot) => groupStart(snapshot.context.index, snapshot.context.perGroup);

/**
 * Pure: a gallery snapshot → prop-getters (WAI-ARIA carousel pattern): a labelled region with
 * `aria-roledescription="carousel"`, slides as groups labelled "n of N" (the ones not shown inert), previous/next
 * buttons controlling the track and disabled at the ends with loop off, and a status line.
 */
export function connectGallery(snapshot: GallerySnapshot, send: (event: GalleryEvent) => void, options: GalleryConnectOptions) {
  const { index, count, loop, perGroup } = snapshot.context;
  const moving = snapshot.matches({ slides: 'moving' });
  const disabled = controlsDisabled(index, { count, loop, perGroup });
  const trackId = `${options.id}:track`;
  const control = (which: 'previous' | 'next') => ({
    ...part(which),
    id: `${options.id}:${which}`,
    type: 'button' as const,
    'aria-controls': trackId,
    'aria-label': which === 'previous' ? 'Previous slide' : 'Next slide',
    disabled: disabled[which],
    'data-disabled': disabled[which] || undefined,
    onClick: () => send({ type: which === 'previous' ? 'PREVIOUS' : 'NEXT' }),
  });
  return {
    index,
    count,
    moving,
    direction: snapshot.context.direction,
    rootProps: {
      ...part('root'),
      id: `${options.id}:gallery`,
      role: 'region',
      'aria-roledescription': options.collection ? undefined : 'carousel',
      'aria-label': options.label,
      'data-moving': moving || undefined,
    },
    previousProps: control('previous'),
    nextProps: control('next'),
    /** Slide `i` is within `reach` steps of the current one (its image is wanted ahead of being shown). */
    isNear: (i: number, reach: number) => slideDistance(index, i, count, loop) <= reach,
    /** loop off and at an end: a drag meets its boundary there */
    edges: { atStart: disabled.previous, atEnd: disabled.next },
    trackProps: { ...part('track'), id: trackId },
    getSlideProps: (i: number) => {
      const shown = options.isShown(i);
      return {
        ...part('slide'),
        id: `${options.id}:slide:${i}`,
        role: 'group',
        'aria-roledescription': 'slide',
        'aria-label': `${i + 1} of ${count}`,
        'data-index': i,
        'data-state': i === index ? 'current' : shown ? 'shown' : 'hidden',
        // Off-screen slides cannot be tabbed into nor read (inert hides them from assistive technology too).
        inert: !shown || undefined,
        'aria-hidden': !shown || undefined,
      };
    },
    statusText: perGroup > 1
      ? `Slides ${index + 1} to ${Math.min(count, index + perGroup)} of ${count}`
      : `Slide ${index + 1} of ${count}`,
  };
}

/** The events the gallery's region sends its autoplay: the rotation control, and what pauses rotation. */
type AutoplaySend = (event: { type: 'TOGGLE' | 'POINTER_ENTER' | 'POINTER_LEAVE' | 'FOCUS_IN' | 'FOCUS_OUT' }) => void;

/**
 * Pure: the rotation control and the live region's politeness (WAI-ARIA carousel): the button says what it will do
 * ("Stop slide rotation" while rotating), and slide changes are announced only when not rotating. The region's
 * `pauseProps`: a pointer over it (not touch, whose press is no hover) and focus anywhere inside pause rotation;
 * focus moving between its own elements is no leaving. Capture-phase focus and blur reach the region on React and
 * preact/compat alike (React's onFocus bubbles like focusin; preact's is the DOM's focus, which does not).
 */
export function connectAutoplay(snapshot: AutoplaySnapshot | undefined, send: AutoplaySend, { id }: { id: string }) {
  const rotating = snapshot?.matches('rotating') ?? false;
  const available = snapshot !== undefined && !snapshot.matches('off') && !snapshot.matches('deciding');
  const hover = (type: 'POINTER_ENTER' | 'POINTER_LEAVE') => (event: { pointerType: string }) => {
    if (event.pointerType !== 'touch') send({ type });
  };
  return {
    available,
    rotating,
    pauseProps: {
      onPointerEnter: hover('POINTER_ENTER'),
      onPointerLeave: hover('POINTER_LEAVE'),
      onFocusCapture: () => send({ type: 'FOCUS_IN' }),
      onBlurCapture: (event: { currentTarget: Node; relatedTarget: EventTarget | null }) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'FOCUS_OUT' });
      },
    },
    rotationProps: {
      ...part('rotation'),
      id: `${id}:rotation`,
      type: 'button' as const,
      'aria-label': rotating ? 'Stop slide rotation' : 'Start slide rotation',
      'data-state': rotating ? (snapshot!.matches({ rotating: 'running' }) ? 'running' : 'paused') : 'stopped',
      onClick: () => send({ type: 'TOGGLE' }),
    },
    live: (rotating ? 'off' : 'polite') as 'off' | 'polite',
  };
}
