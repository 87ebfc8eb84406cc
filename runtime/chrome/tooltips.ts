import { startActor, stopActor } from '../actors';
import type { Initialiser } from '../initialise';
import { logError } from '../log';
import { TOOLTIP_DELAY_MS, tooltipMachine, type TooltipEvent } from '../../machines/tooltip/machine';

/**
 * Tooltips (display-widgets §2 "Popups", §9; docs/site-chrome.md "Tooltips"). A trigger is any element with a
 * non-empty `data-tooltip` attribute; its value is the tooltip's text. The page has one tooltip chart (actor
 * `tooltip`), so at most one tooltip is open. Hovering a trigger for 1.2 s, or focusing it, shows the tooltip;
 * leaving, blurring or Escape hides it. The view (`chrome/tooltip`, with React) is downloaded on the first hover or
 * focus of a trigger, never on a page without triggers or where nobody points at one.
 */
export const TOOLTIP_TRIGGER_SELECTOR = '[data-tooltip]';
export const TOOLTIP_ACTOR_ID = 'tooltip';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const windowTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The hover delay's clock: `start` (re)starts a one-shot timer that calls `onElapsed` after `ms`; `cancel` stops it. */
export function hoverDelayTimer(onElapsed: () => void, ms = TOOLTIP_DELAY_MS, timers: Timers = windowTimers) {
  let handle: unknown;
  let running = false;
  const cancel = () => {
    if (running) timers.clearTimeout(handle);
    running = false;
  };
  return {
    start() {
      cancel();
      running = true;
      handle = timers.setTimeout(() => {
        running = false;
        onElapsed();
      }, ms);
    },
    cancel,
  };
}

let triggerCount = 0;

/**
 * Wires one trigger's pointer and focus events to the chart; returns the unwiring. The trigger gets an id (the
 * chart names it by id, the view finds it by id) and, when it cannot take focus by itself, tabindex="0" so keyboard
 * users reach its tooltip too. Touch pointers are ignored: a tap focuses a focusable trigger instead.
 */
export function wireTrigger(element: HTMLElement, send: (event: TooltipEvent) => void): () => void {
  if (!element.id) {
    do triggerCount += 1;
    while (element.ownerDocument.getElementById(`tooltip-trigger-${triggerCount}`));
    element.id = `tooltip-trigger-${triggerCount}`;
  }
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = 0;
  const text = () => (element.dataset.tooltip ?? '').trim();
  const isTouch = (event: Event) => (event as PointerEvent).pointerType === 'touch';
  const listeners: Array<[string, (event: Event) => void]> = [
    ['pointerenter', (event) => !isTouch(event) && text() && send({ type: 'POINTER_ENTER', trigger: element.id, text: text() })],
    ['pointerleave', (event) => !isTouch(event) && send({ type: 'POINTER_LEAVE', trigger: element.id })],
    ['focus', () => text() && send({ type: 'FOCUS', trigger: element.id, text: text() })],
    ['blur', () => send({ type: 'BLUR', trigger: element.id })],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
  };
}

export const tooltipsFeature: Initialiser = ({ document: doc }) => {
  const triggers = [...doc.querySelectorAll<HTMLElement>(TOOLTIP_TRIGGER_SELECTOR)].filter((el) => el.dataset.tooltip?.trim());
  if (!triggers.length) return;
  const timer = hoverDelayTimer(() => actor.send({ type: 'HOVER_DELAY_ELAPSED' }));
  const actor = startActor(
    TOOLTIP_ACTOR_ID,
    tooltipMachine.provide({ actions: { startHoverDelay: () => timer.start(), cancelHoverDelay: () => timer.cancel() } }),
  );
  let destroyed = false;
  let unmount: (() => void) | undefined;
  let view: Promise<void> | undefined;
  const loadView = () =>
    (view ??= import('../../views/tooltip/mount').then(
      ({ mountTooltip }) => {
        if (!destroyed) unmount = mountTooltip(actor, doc);
      },
      (error) => logError('The tooltip could not be loaded.', error),
    ));
  const unwire = triggers.map((trigger) =>
    wireTrigger(trigger, (event) => {
      void loadView();
      actor.send(event);
    }),
  );
  return () => {
    destroyed = true;
    unwire.forEach((undo) => undo());
    timer.cancel();
    unmount?.();
    stopActor(TOOLTIP_ACTOR_ID);
  };
};
