// The part of the handover that gives the view what the visitor did (runtime/block-handover.ts): downloaded only once
// a visitor has pressed, focused or typed inside a block before it was mounted.
import { PART_ATTRIBUTE } from '../machines/shared/part-attributes';
import { ACTIVATABLE, FOCUSABLE, isTextEntry, type HeldClick, type HeldKey, type PartDescription } from './block-handover';

const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.getAttribute('title') ?? (element as HTMLElement).innerText ?? element.textContent ?? '')
    .trim()
    .toLowerCase();

const shown = (element: Element) =>
  element.getClientRects().length > 0 && !(element as HTMLElement).hidden && !element.closest('[hidden], [inert], [aria-hidden="true"]') && !element.matches(':disabled');

/** The part of the mounted view that is `described`: itself if kept, else by name, part, class, label or place. */
function equivalent(block: Element, described: PartDescription, among: string): HTMLElement | null {
  // Kept and still shown (a view that adopts the markup may hide what it draws anew, as the gallery's controls).
  if (described.element.isConnected && block.contains(described.element) && shown(described.element)) return described.element as HTMLElement;
  const candidates = Array.from(block.querySelectorAll<HTMLElement>(among));
  const visible = candidates.filter(shown);
  const pool = visible.length ? visible : candidates;
  const { element } = described;
  const name = element.getAttribute('name');
  const part = element.getAttribute(PART_ATTRIBUTE);
  const classes = Array.from(element.classList);
  const label = labelOf(element);
  const index = described.among.indexOf(element);
  return (
    (name && pool.find((c) => c.getAttribute('name') === name)) ||
    (part && pool.find((c) => c.getAttribute(PART_ATTRIBUTE) === part)) ||
    pool.find((c) => classes.includes(c.getAttribute(PART_ATTRIBUTE) ?? '')) ||
    (label && (pool.find((c) => labelOf(c) === label) ?? pool.find((c) => labelOf(c).startsWith(label)))) ||
    (index >= 0 ? candidates[index] : undefined) ||
    pool[0] ||
    null
  );
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
    const part = equivalent(block, focused, FOCUSABLE);
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

/** Gives the mounted view the click and the key the capture held. */
function replay(block: Element, { click, key }: { click: HeldClick | null; key: HeldKey | null }): void {
  const doc = block.ownerDocument;
  if (click) {
    // The part kept, else what is now under the pointer (a view that adopts the markup draws in its box), else the
    // equivalent part; clicked where the visitor clicked.
    const point = doc.elementFromPoint(click.init.clientX!, click.init.clientY!);
    const kept = click.target.element.isConnected && block.contains(click.target.element) && shown(click.target.element) ? click.target.element : null;
    const target = kept ?? (point && block.contains(point) ? point : equivalent(block, click.target, ACTIVATABLE));
    target?.dispatchEvent(new MouseEvent('click', click.init));
  }
  if (key) {
    const active = doc.activeElement;
    const target = (active && block.contains(active) ? active : equivalent(block, key.target, FOCUSABLE)) as HTMLElement | null;
    if (!target) return;
    const handled = !target.dispatchEvent(new KeyboardEvent('keydown', key.init));
    // What the key would have done natively on a button: activate it.
    const activates = key.init.key === 'Enter' || key.init.key === ' ';
    if (!handled && activates && target.matches('button, [role="button"], a, input[type="submit"], input[type="button"], summary')) target.click();
    target.dispatchEvent(new KeyboardEvent('keyup', key.init));
  }
}
