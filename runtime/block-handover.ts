// What the visitor did inside a block before its view was mounted, handed over to the view (docs/contract.md "When a
// block boots"): focus lands on the equivalent part, a click or a key on a control is handled once after mounting,
// a link is followed natively and typing into a field is left to the browser (the view keeps the field's text).

/** Elements a visitor can focus (what Tab reaches). */
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], audio[controls], [tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable="true"]';
/** What a click activates: focusable elements, and parts a view binds (a slide, a control drawn as a div). */
const ACTIVATABLE = `${FOCUSABLE}, [role="button"], [data-part]`;

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

/** How to find a part again in the mounted view. */
interface PartDescription {
  element: Element;
  name: string | null;
  part: string | null;
  classes: string[];
  label: string;
  /** its place among the block's focusable elements (or activatable ones), -1 when it is none */
  index: number;
}

const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.getAttribute('title') ?? (element as HTMLElement).innerText ?? element.textContent ?? '')
    .trim()
    .toLowerCase();

function describe(block: Element, element: Element, among: string): PartDescription {
  return {
    element,
    name: element.getAttribute('name'),
    part: element.getAttribute('data-part'),
    classes: Array.from(element.classList),
    label: labelOf(element),
    index: Array.from(block.querySelectorAll(among)).indexOf(element),
  };
}

const shown = (element: Element) =>
  element.getClientRects().length > 0 && !(element as HTMLElement).hidden && !element.closest('[hidden], [inert], [aria-hidden="true"]') && !element.matches(':disabled');

/** The part of the mounted view that is `described`: itself if kept, else by name, part, class, label or place. */
function equivalent(block: Element, described: PartDescription, among: string): HTMLElement | null {
  if (described.element.isConnected && block.contains(described.element)) return described.element as HTMLElement;
  const candidates = Array.from(block.querySelectorAll<HTMLElement>(among));
  const visible = candidates.filter(shown);
  const pool = visible.length ? visible : candidates;
  const { name, part, classes, label, index } = described;
  return (
    (name && pool.find((c) => c.getAttribute('name') === name)) ||
    (part && pool.find((c) => c.getAttribute('data-part') === part)) ||
    pool.find((c) => classes.includes(c.getAttribute('data-part') ?? '')) ||
    (label && (pool.find((c) => labelOf(c) === label) ?? pool.find((c) => labelOf(c).startsWith(label)))) ||
    (index >= 0 ? candidates[index] : undefined) ||
    pool[0] ||
    null
  );
}

interface HeldClick {
  target: PartDescription;
  init: MouseEventInit;
}

interface HeldKey {
  init: KeyboardEventInit;
  target: PartDescription;
}

/** The interactions of one block from its first to its mounting. */
export interface Handover {
  /**
   * A captured event inside the block (dormant or loading): true when it boots the block. A click on a control and
   * a key on a focused control are held (kept from the server markup's handlers) for the view.
   */
  take(event: Event): boolean;
  /**
   * Right after mounting: focuses the equivalent part (carrying the caret) at once, then, a task later (the view's
   * effects have run by then), replays what was held, once.
   */
  deliver(nextTask: () => Promise<void>): Promise<void>;
}

export function blockHandover(block: Element): Handover {
  let focused: PartDescription | null = null;
  let click: HeldClick | null = null;
  let key: HeldKey | null = null;
  /** while the handover itself focuses and clicks: its own events are the view's, not the visitor's */
  let delivering = false;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  return {
    take(event) {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || delivering) return false;
      switch (event.type) {
        case 'focusin':
          focused = describe(block, target, FOCUSABLE);
          return true;
        case 'pointerdown':
          return true;
        case 'keydown': {
          const { key: name } = event as KeyboardEvent;
          const native = isTextEntry(target) || ['Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes(name) || (name === 'Enter' && navigatingLink(target));
          if (!native && !key && target !== block.ownerDocument.body) {
            const { code, shiftKey, ctrlKey, altKey, metaKey, repeat } = event as KeyboardEvent;
            key = { init: { key: name, code, shiftKey, ctrlKey, altKey, metaKey, repeat, bubbles: true, cancelable: true }, target: describe(block, target, FOCUSABLE) };
            hold(event);
          } else if (!native) hold(event);
          return true;
        }
        case 'click': {
          if (navigatingLink(target) || isTextEntry(target) || target.closest('label')) return true;
          const activated = target.closest(ACTIVATABLE) ?? target;
          const { clientX, clientY, screenX, screenY, shiftKey, ctrlKey, altKey, metaKey, button, detail } = event as MouseEvent;
          const init = { clientX, clientY, screenX, screenY, shiftKey, ctrlKey, altKey, metaKey, button, detail, bubbles: true, cancelable: true, composed: true, view: window };
          click ??= { target: describe(block, block.contains(activated) ? activated : target, ACTIVATABLE), init };
          hold(event);
          return true;
        }
        default:
          return false;
      }
    },
    async deliver(nextTask) {
      const doc = block.ownerDocument;
      const active = doc.activeElement;
      // Focus that went into the server markup and has not moved on since (its element is gone, or still focused).
      delivering = true;
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
      const held = { click, key };
      focused = click = key = null;
      try {
        if (!held.click && !held.key) return;
        await nextTask();
        replay(block, held);
      } finally {
        delivering = false;
      }
    },
  };
}

/** Gives the mounted view the click and the key the capture held. */
function replay(block: Element, { click, key }: { click: HeldClick | null; key: HeldKey | null }): void {
  const doc = block.ownerDocument;
  if (click) {
    // The part kept, else what is now under the pointer (a view that adopts the markup draws in its box), else the
    // equivalent part; clicked where the visitor clicked.
    const point = doc.elementFromPoint(click.init.clientX!, click.init.clientY!);
    const kept = click.target.element.isConnected && block.contains(click.target.element) ? click.target.element : null;
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
