import type { Actor } from 'xstate';
import { tooltipAnatomy } from '../../machines/tooltip/anatomy';
import type { TooltipEvent, tooltipMachine } from '../../machines/tooltip/machine';
import { startActor, stopActor } from '../actors';
import type { Initialiser } from '../initialise';
import { logError } from '../log';
import { TOOLTIP_TRIGGER_SELECTOR, watchMarkers } from './markers';

/**
 * Tooltips (display-widgets §2 "Popups", §9; docs/site-chrome.md "Tooltips and animations"). A trigger is any element
 * with a non-empty `data-tooltip` attribute; its value is the tooltip's text. The page has one tooltip chart (actor
 * `tooltip`), so at most one tooltip is open. Hovering a trigger for 1.2 s, or focusing it, shows the tooltip;
 * blurring or Escape hides it; leaving the trigger or the tooltip hides it after a 300 ms grace, in which the pointer
 * may move onto the tooltip (WCAG 1.4.13 "hoverable"). Events are delegated on the document, so triggers added to
 * the page later work too; a MutationObserver prepares them (id, tabindex) as soon as they are added. The view
 * (`chrome/tooltip`, with React) is downloaded on the first hover or focus of a trigger, never where nobody points
 * at one.
 */
export { TOOLTIP_TRIGGER_SELECTOR };
/** The shown tooltip (machines/tooltip/connect.ts rootProps). */
export const TOOLTIP_SELECTOR = tooltipAnatomy.selector('root');
export const TOOLTIP_ACTOR_ID = 'tooltip';

let triggerCount = 0;
const triggerText = (element: HTMLElement) => (element.dataset.tooltip ?? '').trim();

/**
 * Makes one trigger usable; returns whether it is a trigger (it has text). It gets an id (the chart names it by id,
 * the view finds it by id) and, when it cannot take focus by itself, tabindex="0" so keyboard users reach its
 * tooltip too. Idempotent.
 */
export function prepareTrigger(element: HTMLElement): boolean {
  if (!triggerText(element)) return false;
  if (!element.id) {
    do triggerCount += 1;
    while (element.ownerDocument.getElementById(`tooltip-trigger-${triggerCount}`));
    element.id = `tooltip-trigger-${triggerCount}`;
  }
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = 0;
  return true;
}

/** Prepares `root` (when it is a trigger) and every trigger inside it; returns how many there are. */
export function prepareTriggers(root: ParentNode): number {
  const self = 'matches' in root && (root as Element).matches(TOOLTIP_TRIGGER_SELECTOR) ? [root as HTMLElement] : [];
  const inside = [...root.querySelectorAll<HTMLElement>(TOOLTIP_TRIGGER_SELECTOR)];
  return [...self, ...inside].filter(prepareTrigger).length;
}

const closestTo = (node: EventTarget | null, selector: string): HTMLElement | null =>
  node && typeof (node as Element).closest === 'function' ? (node as Element).closest<HTMLElement>(selector) : null;

/**
 * Listens on the document (so triggers added at any time count) and turns pointer and focus events into the chart's
 * events; returns the unwiring. Enter / leave are worked out from `pointerover` / `pointerout` (and focusin /
 * focusout) with their related target, so moving between a trigger's own children is neither. Touch pointers are
 * ignored: a tap focuses a focusable trigger instead.
 */
export function delegateTooltipEvents(doc: Document, send: (event: TooltipEvent) => void): () => void {
  const isTouch = (event: Event) => (event as PointerEvent).pointerType === 'touch';
  /** The element matching `selector` that the event entered or left (not the one it came from / goes to). */
  const crossed = (event: Event, selector: string) => {
    const element = closestTo(event.target, selector);
    return element && element !== closestTo((event as FocusEvent).relatedTarget, selector) ? element : null;
  };
  const enter = (event: Event, type: 'POINTER_ENTER' | 'FOCUS') => {
    const trigger = crossed(event, TOOLTIP_TRIGGER_SELECTOR);
    if (trigger && prepareTrigger(trigger)) send({ type, trigger: trigger.id, text: triggerText(trigger) });
  };
  const leave = (event: Event, type: 'POINTER_LEAVE' | 'BLUR') => {
    const trigger = crossed(event, TOOLTIP_TRIGGER_SELECTOR);
    if (trigger?.id) send({ type, trigger: trigger.id });
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    [
      'pointerover',
      (event) => {
        if (isTouch(event)) return;
        enter(event, 'POINTER_ENTER');
        if (crossed(event, TOOLTIP_SELECTOR)) send({ type: 'POINTER_ENTER_TOOLTIP' });
      },
    ],
    [
      'pointerout',
      (event) => {
        if (isTouch(event)) return;
        leave(event, 'POINTER_LEAVE');
        if (crossed(event, TOOLTIP_SELECTOR)) send({ type: 'POINTER_LEAVE_TOOLTIP' });
      },
    ],
    ['focusin', (event) => enter(event, 'FOCUS')],
    ['focusout', (event) => leave(event, 'BLUR')],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener);
  };
}

/**
 * Prepares triggers as soon as they are added to the page (or get a `data-tooltip`), before a keyboard user can Tab
 * to them; returns the disconnect. Without MutationObserver, late triggers are prepared on their first hover or focus.
 */
export function watchForTriggers(doc: Document): () => void {
  return watchMarkers(doc, ['data-tooltip'], (element) => void prepareTriggers(element));
}

export const tooltipsFeature: Initialiser = ({ document: doc }) => {
  let destroyed = false;
  let actor: Actor<typeof tooltipMachine> | undefined;
  /** what the visitor did while the chart was downloading: replayed in order once it runs */
  const early: TooltipEvent[] = [];
  // The chart is a chunk of its own: started with the page when it has triggers (so `visitorRuntime.actors` shows
  // it), else on the first one's use; a page without tooltips never downloads it.
  let chart: Promise<void> | undefined;
  const ensureActor = () =>
    (chart ??= import('../../machines/tooltip/machine').then(
      ({ tooltipMachine }) => {
        if (destroyed) return;
        actor = startActor(TOOLTIP_ACTOR_ID, tooltipMachine);
        for (const event of early.splice(0)) actor.send(event);
      },
      (error) => logError('The tooltip could not be loaded.', error),
    ));
  if (prepareTriggers(doc) > 0) void ensureActor();

  let unmount: (() => void) | undefined;
  let view: Promise<void> | undefined;
  const loadView = () =>
    (view ??= Promise.all([ensureActor(), import('../../views/tooltip/mount')]).then(
      ([, { mountTooltip }]) => {
        if (!destroyed && actor) unmount = mountTooltip(actor, doc);
      },
      (error) => logError('The tooltip could not be loaded.', error),
    ));
  const unwatch = watchForTriggers(doc);
  const undelegate = delegateTooltipEvents(doc, (event) => {
    if (event.type === 'POINTER_ENTER' || event.type === 'FOCUS') void loadView();
    if (actor) actor.send(event);
    else if (chart) early.push(event);
  });
  return () => {
    destroyed = true;
    early.length = 0;
    unwatch();
    undelegate();
    unmount?.();
    if (actor) stopActor(TOOLTIP_ACTOR_ID);
  };
};
