import type { SnapshotFrom } from 'xstate';
import { stepIndex } from '../gallery/index-rules';
import { lightboxAnatomy, type LightboxPart } from './anatomy';
import { clickTargetOf, keepPressInPlayer, lightboxClick, playVideoAt } from './clicks';
import type { LightboxEvent, lightboxMachine } from './machine';

type LightboxSnapshot = SnapshotFrom<typeof lightboxMachine>;
export type LightboxPhase = 'closed' | 'opening' | 'open' | 'closing';
export type LightboxTheme = 'light' | 'dark';

export interface LightboxConnectOptions {
  /** the gallery's block id: prefix of every DOM id */
  id: string;
  /** the dialog's accessible name (the gallery's label) */
  label: string;
  theme: LightboxTheme;
}

/** closed, opening, open or closing: the root's data-state and what the view draws. */
export function lightboxPhase(snapshot: LightboxSnapshot): LightboxPhase {
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches({ shown: 'closing' })) return 'closing';
  return snapshot.matches({ shown: { active: 'opening' } }) ? 'opening' : 'open';
}

const around = (index: number, count: number, delta: 1 | -1) => stepIndex(index, delta, { count, loop: true, perGroup: 1 }).index;

/** The slides drawn: the current one and its neighbours (preloaded, hidden), each once. */
export function drawnSlides(index: number, count: number): number[] {
  return [...new Set([around(index, count, -1), index, around(index, count, 1)])].sort((a, b) => a - b);
}

/**
 * Where a drawn slide sits on the mobile track (its data-place): 0 the current one, -1 to its left, 1 to its right.
 * The slide just left stays on the side it scrolled out to (against the move's direction); with two slides the
 * other one waits on the right until the first move.
 */
export function slidePlace(slide: number, at: { index: number; count: number; leaving: number | null; direction: 1 | -1 }): -1 | 0 | 1 {
  if (slide === at.index) return 0;
  if (slide === at.leaving) return at.direction === 1 ? -1 : 1;
  return slide === around(at.index, at.count, -1) && slide !== around(at.index, at.count, 1) ? -1 : 1;
}

/**
 * Pure: a lightbox snapshot → prop-getters (WAI-ARIA modal dialog): a labelled dialog with aria-modal, real close,
 * previous and next buttons (the arrows exist only with more than one slide), a polite "n of N" status that follows
 * the slide shown, a caption trigger for narrow screens. A click on the dialog is decided by `lightboxClick` from
 * the part it landed on (`clickTargetOf`); arrow keys are the chart's (throttled); Escape comes through the shared
 * layer stack (`close`).
 */
export function connectLightbox(snapshot: LightboxSnapshot, send: (event: LightboxEvent) => void, options: LightboxConnectOptions) {
  const { index, count, captionShown, leaving } = snapshot.context;
  const phase = lightboxPhase(snapshot);
  const hasArrows = count > 1;
  const ids = { root: `${options.id}:lightbox`, meta: `${options.id}:lightbox:meta`, status: `${options.id}:lightbox:status` };
  const part = (name: LightboxPart) => ({ ...lightboxAnatomy.attrs(name), 'data-state': phase, 'data-theme': options.theme });
  const button = (name: 'close' | 'previous' | 'next' | 'caption-toggle', label: string, event: LightboxEvent) => ({
    ...part(name),
    type: 'button' as const,
    'aria-label': label,
    onClick: () => send(event),
  });
  return {
    phase,
    index,
    count,
    /** drawn: from the open request until the fade out ends */
    visible: phase !== 'closed',
    /** holds focus and sits on the layer stack: opening or open */
    modal: phase === 'opening' || phase === 'open',
    hasArrows,
    captionShown,
    slides: drawnSlides(index, count),
    /** What Escape does, through the shared layer stack. */
    close: () => send({ type: 'CLOSE', via: 'escape' }),
    backdropProps: { ...part('backdrop'), 'aria-hidden': true },
    /**
     * The slides' box, which a drag moves (views/gallery/SwipeViewport): the slides loop, so only one slide has edges.
     * Dragged images would start the browser's own drag and cancel the pointer.
     */
    viewportProps: { ...part('viewport'), onDragStart: (event: { preventDefault(): void }) => event.preventDefault() },
    swipeEdges: { atStart: !hasArrows, atEnd: !hasArrows },
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: 'dialog',
      'aria-modal': true,
      'aria-label': options.label,
      tabIndex: -1,
      /** A click inside the dialog (a control's is its own): what the rule decides; a video wrapper's starts its video. */
      onClick: (event: { target: EventTarget | null; clientX: number; currentTarget: Element }) => {
        const result = phase === 'open' ? lightboxClick(clickTargetOf(event.target), event.clientX, event.currentTarget.ownerDocument.defaultView?.innerWidth ?? 0, hasArrows) : 'nothing';
        if (result === 'play-video') playVideoAt(event.target);
        if (result === 'next') send({ type: 'NEXT' });
        if (result === 'previous') send({ type: 'PREVIOUS' });
        if (result === 'close') send({ type: 'CLOSE', via: 'click' });
      },
      /** Arrow keys (the chart throttles them); other keys are the controls' own. */
      onKeyDown: (event: { key: string; preventDefault(): void }) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
        event.preventDefault();
        send({ type: 'ARROW_KEY', direction: event.key === 'ArrowRight' ? 'next' : 'previous' });
      },
    },
    slideProps: (slide: number) => ({
      ...part('slide'),
      id: `${options.id}:lightbox:slide:${slide}`,
      'data-index': slide,
      'data-current': slide === index || undefined,
      // Mobile: the track's place, and the slide scrolling out (only it and the current one move, so a neighbour
      // that changes sides, three slides looping, does not cross the screen).
      'data-place': slidePlace(slide, snapshot.context),
      'data-leaving': slide === leaving || undefined,
      // The neighbours are drawn only so their images load: hidden from everyone until they are current.
      'aria-hidden': slide === index ? undefined : true,
      inert: slide !== index || undefined,
    }),
    /** A slide's video wrapper (a native video or an embed's player). */
    videoProps: { ...lightboxAnatomy.attrs('video'), onPointerDown: keepPressInPlayer },
    metaProps: { ...part('meta'), id: ids.meta, 'data-shown': captionShown || undefined },
    closeProps: button('close', 'Close', { type: 'CLOSE', via: 'button' }),
    previousProps: hasArrows ? button('previous', 'Previous image', { type: 'PREVIOUS' }) : null,
    nextProps: hasArrows ? button('next', 'Next image', { type: 'NEXT' }) : null,
    captionToggleProps: {
      ...button('caption-toggle', 'Caption', { type: 'TOGGLE_CAPTION' }),
      'aria-expanded': captionShown,
      'aria-controls': ids.meta,
    },
    statusProps: { ...part('status'), id: ids.status, role: 'status', 'aria-live': 'polite' as const, children: `${index + 1} of ${count}` },
  };
}

export type LightboxApi = ReturnType<typeof connectLightbox>;
