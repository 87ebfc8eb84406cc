// The part of the handover that gives the view what the visitor did (runtime/blocks/handover.ts): downloaded only once
// a visitor has pressed, focused or typed inside a block before it was mounted.
import { PART_ATTRIBUTE } from '../../machines/shared/part-attributes';
import { ACTIVATABLE, FOCUSABLE, type HeldClick, type HeldKey, type PartDescription } from './held';
import { isTextEntry } from './interactions';

const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.getAttribute('title') ?? (element as HTMLElement).innerText ?? element.textContent ?? '')
    .trim()
    .toLowerCase();

const shown = (element: Element) =>
  element.getClientRects().length > 0 && !(element as HTMLElement).hidden && !element.closest('[hidden], [inert], [aria-hidden="true"]') && !element.matches(':disabled');

/** The element itself, when the view kept it and it is still shown (a view that adopts the markup may hide what it
 * draws anew, as the gallery's controls). */
const keptOf = (block: Element, { element }: PartDescription) =>
  element.isConnected && block.contains(element) && shown(element) ? (element as HTMLElement) : null;

/** One thing that names a part, read on the server's element and on the view's. */
interface NameKey {
  server: (element: Element) => boolean;
  view: (element: Element) => boolean;
}

/** What names `element`, strongest first: its name, its part, a class naming a part, its label (or the start of it). */
function nameKeys(element: Element): NameKey[] {
  const keys: NameKey[] = [];
  const name = element.getAttribute('name');
  if (name) keys.push({ server: (e) => e.getAttribute('name') === name, view: (e) => e.getAttribute('name') === name });
  const part = element.getAttribute(PART_ATTRIBUTE);
  if (part) keys.push({ server: (e) => e.getAttribute(PART_ATTRIBUTE) === part, view: (e) => e.getAttribute(PART_ATTRIBUTE) === part });
  for (const className of Array.from(element.classList)) {
    keys.push({ server: (e) => e.classList.contains(className), view: (e) => e.getAttribute(PART_ATTRIBUTE) === className });
  }
  const label = labelOf(element);
  if (label) {
    keys.push({ server: (e) => labelOf(e) === label, view: (e) => labelOf(e) === label });
    keys.push({ server: (e) => labelOf(e) === label, view: (e) => labelOf(e).startsWith(label) });
  }
  return keys;
}

/** Whether anything names the part (a picture in a slide has nothing: only its place says what it was). */
const isNamed = (described: PartDescription) => nameKeys(described.element).length > 0;

/**
 * The part of the mounted view that is `described`: itself if kept, else the one part the strongest thing naming it
 * names. Several parts of one name (a list's "Remove" buttons) are told apart by their order only when the view draws
 * as many as the server did; otherwise, or when nothing in the view bears its name, null.
 */
function named(block: Element, described: PartDescription, among: string): HTMLElement | null {
  const kept = keptOf(block, described);
  if (kept) return kept;
  const candidates = Array.from(block.querySelectorAll<HTMLElement>(among));
  const visible = candidates.filter(shown);
  const pool = visible.length ? visible : candidates;
  for (const key of nameKeys(described.element)) {
    const inView = pool.filter(key.view);
    if (inView.length === 0) continue;
    const onServer = described.among.filter(key.server);
    if (inView.length === 1 && onServer.length <= 1) return inView[0]!;
    return inView.length === onServer.length ? (inView[onServer.indexOf(described.element)] ?? null) : null;
  }
  return null;
}

/** Where focus goes: the named part, else the part in the same place among the focusable ones, else the first shown.
 * A guess is harmless for focus (the visitor sees where it is); a click or a key is never replayed on one. */
function focusTarget(block: Element, described: PartDescription): HTMLElement | null {
  const found = named(block, described, FOCUSABLE);
  if (found) return found;
  const candidates = Array.from(block.querySelectorAll<HTMLElement>(FOCUSABLE));
  const index = described.among.indexOf(described.element);
  return (index >= 0 ? candidates[index] : undefined) ?? candidates.find(shown) ?? candidates[0] ?? null;
}

/** Focuses the equivalent part (carrying the caret) at once, then, a task later (the view's effects have run by
 * then), replays the click and the key that were held, once. */
export async function handOver(
  block: Element,
  { focused, click, key }: { focused: PartDescription | null; click: HeldClick | null; key: HeldKey | null },
  nextTask: () => Promise<void>,
): Promise<void> {
  const doc = block.ownerDocument;
  const active = doc.activeElement;
  // Focus that went into the server markup and has not moved on since (its element is gone, or still focused).
  if (focused && (!active || active === doc.body || active === focused.element)) {
    const part = focusTarget(block, focused);
    if (part && part !== active) {
      part.focus({ preventScroll: true });
      const was = focused.element;
      if (isTextEntry(part) && isTextEntry(was) && 'setSelectionRange' in part && 'selectionStart' in was && was.selectionStart !== null) {
        try {
          part.setSelectionRange(was.selectionStart, was.selectionEnd, was.selectionDirection ?? undefined);
        } catch {
          // a field type without a caret (email, number): the browser keeps its own
        }
      }
    }
  }
  if (!click && !key) return;
  await nextTask();
  replay(block, { click, key });
}

/**
 * Gives the mounted view the click and the key the capture held, each on the part that is what the visitor pressed:
 * kept, named as it was, or, for a part nothing names (a picture in a slide), what is now where the visitor clicked
 * (a view that adopts the markup draws in its box). When that part is gone (an item the view no longer draws) the
 * click or key is dropped: replaying it on another control (the first one, or the one now in its place) could remove
 * another item from a cart or send a form.
 */
function replay(block: Element, { click, key }: { click: HeldClick | null; key: HeldKey | null }): void {
  if (click) {
    const target = named(block, click.target, ACTIVATABLE) ?? (isNamed(click.target) ? null : underPointer(block, click));
    target?.dispatchEvent(new MouseEvent('click', click.init));
  }
  if (key) {
    const target = named(block, key.target, FOCUSABLE);
    if (!target) return;
    const handled = !target.dispatchEvent(new KeyboardEvent('keydown', key.init));
    // What the key would have done natively on a button: activate it.
    const activates = key.init.key === 'Enter' || key.init.key === ' ';
    if (!handled && activates && target.matches('button, [role="button"], a, input[type="submit"], input[type="button"], summary')) target.click();
    target.dispatchEvent(new KeyboardEvent('keyup', key.init));
  }
}

/** What is now under the pointer where the visitor clicked, inside the block. */
function underPointer(block: Element, click: HeldClick): Element | null {
  const point = block.ownerDocument.elementFromPoint(click.init.clientX!, click.init.clientY!);
  return point && block.contains(point) ? point : null;
}
