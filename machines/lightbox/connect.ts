import type { SnapshotFrom } from 'xstate';
import { stepIndex } from '../gallery/index-rules';
import { lightboxAnatomy, type LightboxPart } from './anatomy';
import { lightboxClick, type ClickTarget, type LightboxClick } from './clicks';
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

/** The slides drawn: the current one and its neighbours (preloaded, hidden), each once. */
export function drawnSlides(index: number, count: number): number[] {
  const around = (delta: 1 | -1) => stepIndex(index, delta, { count, loop: true, perGroup: 1 }).index;
  return [...new Set([around(-1), index, around(1)])].sort((a, b) => a - b);
}

/**
 * Pure: a lightbox snapshot → prop-getters (WAI-ARIA modal dialog): a labelled dialog with aria-modal, real close,
 * previous and next buttons (the arrows exist only with more than one slide), a polite "n of N" status that follows
 * the slide shown, a caption trigger for narrow screens. Clicks are decided by `lightboxClick`; arrow keys are the
 * chart's (throttled); Escape comes through the shared layer stack (`close`).
 */
export function connectLightbox(snapshot: LightboxSnapshot, send: (event: LightboxEvent) => void, options: LightboxConnectOptions) {
  const { index, count, captionShown } = snapshot.context;
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
    /** A click inside the dialog (not on a control): sends what the rule decides and tells the view. */
    click: (target: ClickTarget, x: number, windowWidth: number): LightboxClick => {
      const result = phase === 'open' ? lightboxClick(target, x, windowWidth, hasArrows) : 'nothing';
      if (result === 'next') send({ type: 'NEXT' });
      if (result === 'previous') send({ type: 'PREVIOUS' });
      if (result === 'close') send({ type: 'CLOSE', via: 'click' });
      return result;
    },
    /** Arrow keys (the chart throttles them); other keys are the controls' own. */
    keyDown: (key: string): boolean => {
      if (key !== 'ArrowRight' && key !== 'ArrowLeft') return false;
      send({ type: 'ARROW_KEY', direction: key === 'ArrowRight' ? 'next' : 'previous' });
      return true;
    },
    backdropProps: { ...part('backdrop'), 'aria-hidden': true },
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: 'dialog',
      'aria-modal': true,
      'aria-label': options.label,
      tabIndex: -1,
    },
    slideProps: (slide: number) => ({
      ...part('slide'),
      'data-index': slide,
      'data-current': slide === index || undefined,
      // The neighbours are drawn only so their images load: hidden from everyone until they are current.
      'aria-hidden': slide === index ? undefined : true,
      inert: slide !== index || undefined,
    }),
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
