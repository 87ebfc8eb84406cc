import { isEditMode, isFramed } from '../framing';
import type { Initialiser } from '../initialise';
import type { SiteContext } from '../schemas/site-context';
import { ANIMATION_SELECTOR } from './markers';
import { prefersReducedMotion } from '../reduced-motion';
import { tween, windowFrames, type FrameScheduler } from '../tween';
export { ANIMATION_SELECTOR };

/**
 * Animated widgets (visitor-runtime §4 "Other", §6, §9; display-widgets §4 "Animated widgets"; docs/site-chrome.md
 * "Animations"). An element marked `data-animation="fade" | "scale" | "expand"` is hidden when the chrome starts
 * and animates in the first time it enters the viewport: fade (opacity 0 to 1), scale (0.94 to 1, with the fade)
 * or expand (height 0 to its natural height). Default duration 0.3 s; `data-animation-duration` (seconds) overrides
 * it. Not initialised in edit mode; with prefers-reduced-motion the elements are shown at once. No chart: an element
 * goes one way only (waiting → animating → shown), on one event, with nothing to cancel or choose — pure rules below,
 * `data-animation-state` on the element, and the tween helper for the frames.
 */
export const ANIMATION_KINDS = ['fade', 'scale', 'expand'] as const;
export type AnimationKind = (typeof ANIMATION_KINDS)[number];
/** visitor-runtime §9 "Animation default duration 0.3 s; scale-down 0.94". */
export const DEFAULT_ANIMATION_DURATION_S = 0.3;
export const SCALE_FROM = 0.94;
/** Part of the element that must be in view before it animates in (one of the spec's intersection thresholds). */
export const ANIMATION_THRESHOLD = 0.1;

// ---- Pure rules ------------------------------------------------------------------------------------------------

export function parseAnimationKind(value: string | null | undefined): AnimationKind | null {
  const kind = value?.trim().toLowerCase();
  return (ANIMATION_KINDS as readonly string[]).includes(kind ?? '') ? (kind as AnimationKind) : null;
}

/** The duration in ms from `data-animation-duration` (seconds); the default unless it is a finite number ≥ 0. */
export function animationDurationMs(value: string | null | undefined): number {
  const seconds = value == null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_ANIMATION_DURATION_S * 1000;
}

export { isEditMode };

export type AnimationMode = 'off' | 'show-at-once' | 'animate';

/** Whether the feature starts at all, and how: off in edit mode; no motion when the visitor prefers reduced motion. */
export function animationMode(facts: { editMode: boolean; reducedMotion: boolean }): AnimationMode {
  if (facts.editMode) return 'off';
  return facts.reducedMotion ? 'show-at-once' : 'animate';
}

export interface FrameStyle {
  opacity?: string;
  transform?: string;
  height?: string;
  overflow?: string;
  'box-sizing'?: string;
}

/** The inline style of one frame: `progress` 0 is the hidden start, 1 the final look (eased progress in); expand
 * needs the element's full height (border box). */
export function frameStyle(kind: AnimationKind, progress: number, fullHeight = 0): FrameStyle {
  const p = Math.min(1, Math.max(0, progress));
  switch (kind) {
    case 'fade':
      return { opacity: String(p) };
    case 'scale':
      return { opacity: String(p), transform: `scale(${SCALE_FROM + (1 - SCALE_FROM) * p})` };
    case 'expand':
      // border-box: the height animated is the whole box (padding and border included), as measured.
      return { height: `${fullHeight * p}px`, overflow: 'hidden', 'box-sizing': 'border-box' };
  }
}


// ---- The feature ------------------------------------------------------------------------------------------------

export interface AnimationEnvironment {
  editMode: boolean;
  reducedMotion: boolean;
  /** calls `onEnter` once per element the first time it is in view; returns the stop. Absent: all in view now. */
  observe?: (elements: Element[], onEnter: (element: Element) => void) => () => void;
  scheduler?: FrameScheduler;
}

const applyStyle = (element: HTMLElement, style: FrameStyle) => {
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
};
const clearStyle = (element: HTMLElement, kind: AnimationKind) => {
  for (const name of Object.keys(frameStyle(kind, 1))) element.style.removeProperty(name);
};

/** Starts the animated elements of a document; returns the destructor (which shows every element as it is). */
export function startAnimations(doc: Document, env: AnimationEnvironment): (() => void) | undefined {
  const mode = animationMode(env);
  if (mode === 'off') return undefined;
  const elements = [...doc.querySelectorAll<HTMLElement>(ANIMATION_SELECTOR)].filter((el) => parseAnimationKind(el.dataset.animation));
  if (!elements.length) return undefined;
  const show = (element: HTMLElement) => {
    clearStyle(element, parseAnimationKind(element.dataset.animation)!);
    element.dataset.animationState = 'shown';
  };
  if (mode === 'show-at-once' || !env.observe) {
    elements.forEach(show);
    return undefined;
  }
  const cancels = new Map<Element, () => void>();
  for (const element of elements) {
    const kind = parseAnimationKind(element.dataset.animation)!;
    element.dataset.animationState = 'waiting';
    applyStyle(element, frameStyle(kind, 0));
  }
  const animateIn = (target: Element) => {
    const element = target as HTMLElement;
    if (element.dataset.animationState !== 'waiting') return;
    const kind = parseAnimationKind(element.dataset.animation)!;
    element.dataset.animationState = 'animating';
    // Collapsed, the element's scrollHeight is its natural content + padding; offsetHeight - clientHeight its borders.
    const fullHeight = kind === 'expand' ? element.scrollHeight + element.offsetHeight - element.clientHeight : 0;
    cancels.set(
      element,
      tween((progress) => applyStyle(element, frameStyle(kind, progress, fullHeight)), {
        duration: animationDurationMs(element.dataset.animationDuration),
        scheduler: env.scheduler,
        onDone: () => {
          cancels.delete(element);
          show(element);
        },
      }),
    );
  };
  const stop = env.observe(elements, animateIn);
  return () => {
    stop();
    cancels.forEach((cancel) => cancel());
    elements.forEach(show);
  };
}

/** Each element once, the first time at least ANIMATION_THRESHOLD of it is in the viewport. */
export function observeEntering(elements: Element[], onEnter: (element: Element) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        onEnter(entry.target);
      }
    },
    { threshold: ANIMATION_THRESHOLD },
  );
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}


export function pageAnimationEnvironment(site: SiteContext): AnimationEnvironment {
  return {
    editMode: isEditMode({ framed: isFramed(), loggedIn: Boolean(site.authenticatedAccount) }),
    reducedMotion: prefersReducedMotion(),
    observe: typeof IntersectionObserver === 'function' ? observeEntering : undefined,
  };
}

export const animationsFeature: Initialiser = ({ document: doc, site }) => startAnimations(doc, pageAnimationEnvironment(site));
