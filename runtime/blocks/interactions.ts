// One capture of pointer, focus, key and click events on the document for every dormant or loading block: a block
// registers while it waits and the capture tells it what the visitor did inside it, before any handler of its
// server markup sees the event. The capture starts in the core, before the block machinery (runtime/blocks/index.ts, a
// chunk of its own) has arrived: what the visitor does inside a block meanwhile is kept and handed over once the
// blocks have registered, so it is not lost to the download.
import { BLOCK_SELECTOR } from './selector';

const TEXT_INPUT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'password', 'number', 'date', 'time', 'datetime-local', 'month', 'week', '']);

/** A field the visitor types into: keys there are the browser's. */
export function isTextEntry(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && (element.isContentEditable || element instanceof HTMLSelectElement);
}

/** A link that leads somewhere: followed natively. `#` and `javascript:` links are controls a view takes over. */
function navigatingLink(element: Element): HTMLAnchorElement | null {
  const link = element.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const href = link.getAttribute('href')!.trim();
  return href === '' || href.startsWith('#') || /^javascript:/i.test(href) || link.getAttribute('role') === 'button' ? null : link;
}

/** A label that points at a field: a click on it is the browser's (it focuses or toggles the field). A label with no
 * field (a published menu's tab label) is a control a view takes over. */
function labelOfControl(element: Element): boolean {
  const label = element.closest('label');
  return label instanceof HTMLLabelElement && label.control !== null;
}

/**
 * Whether a captured event must be kept from the server markup's handlers for the view (runtime/blocks/handover.ts
 * then replays it once mounted): a click, unless on a link that leads somewhere, a field or a field's label; a key, unless
 * typing into a field, Tab or a modifier, or Enter on such a link; neither on a media element's native controls.
 * Those the browser handles natively.
 */
export function heldFromMarkup(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  // A media element's native controls (an audio block's) play and pause by themselves: clicks and keys are theirs.
  if (target.closest('audio[controls], video[controls]')) return false;
  if (event.type === 'click') return !(navigatingLink(target) || isTextEntry(target) || labelOfControl(target));
  if (event.type !== 'keydown') return false;
  const { key } = event as KeyboardEvent;
  return !(isTextEntry(target) || ['Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes(key) || (key === 'Enter' && navigatingLink(target)));
}

/** Keeps the event from the server markup: no default action, no other handler. */
export function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

const CAPTURED = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

type Listener = (event: Event) => void;
const waiting = new Map<Element, Listener>();
/** Events inside a block while the block machinery downloads; undefined when nothing is being kept. */
let early: Event[] | undefined;
let listening = false;

function route(event: Event): void {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    const listener = waiting.get(node as Element);
    if (listener) return listener(event);
  }
  if (early && event.target instanceof Element && event.target.closest(BLOCK_SELECTOR)) {
    // The block's own capture is not there yet: it will see the event then, and would have held it now.
    if (heldFromMarkup(event)) hold(event);
    early.push(event);
  }
}

function listen(on: boolean): void {
  if (on === listening) return;
  listening = on;
  for (const type of CAPTURED) (on ? document.addEventListener : document.removeEventListener).call(document, type, route, true);
}

const idle = () => {
  if (waiting.size === 0 && !early) listen(false);
};

/** Calls `listener` with every captured event inside `element`; returns the stop (the last one removes the capture). */
export function captureInteractions(element: Element, listener: Listener): () => void {
  listen(true);
  waiting.set(element, listener);
  return () => {
    if (waiting.get(element) !== listener) return;
    waiting.delete(element);
    idle();
  };
}

/**
 * Keeps what the visitor does inside any block from now until `release`: the core calls it when the page has blocks
 * and it starts downloading their machinery. `release(true)` hands what was kept to the blocks registered by then,
 * in order (each block's own capture decides, as if it had been there); `release(false)` drops it (destroyed first).
 */
export function keepEarlyInteractions(): (handOver: boolean) => void {
  const kept: Event[] = [];
  early = kept;
  listen(true);
  return (handOver) => {
    // Once: a later call (the page destroyed while its blocks started) leaves a newer keeping alone.
    if (early !== kept) return;
    early = undefined;
    if (handOver) for (const event of kept) route(event);
    idle();
  };
}
