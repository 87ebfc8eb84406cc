// What the visitor did inside a block before its view was mounted, handed over to the view (docs/contract.md "When a
// block boots"): focus lands on the equivalent part, a click or a key on a control is handled once after mounting,
// a link is followed natively and typing into a field is left to the browser (the view keeps the field's text).
import { ACTIVATABLE, FOCUSABLE, type HeldClick, type HeldKey, type PartDescription } from './held';
import { heldFromMarkup, hold } from './interactions';

const describe = (block: Element, element: Element, among: string): PartDescription => ({ element, among: Array.from(block.querySelectorAll(among)) });

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
  /** what gives it all to the view: downloaded with the kind's chunk, once the visitor has done something */
  let rest: Promise<typeof import('./handover-deliver')> | undefined;
  return {
    take(event) {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || delivering) return false;
      rest ??= import('./handover-deliver');
      switch (event.type) {
        case 'focusin':
          focused = describe(block, target, FOCUSABLE);
          return true;
        case 'pointerdown':
          return true;
        case 'keydown': {
          const { key: name } = event as KeyboardEvent;
          if (!heldFromMarkup(event)) return true;
          if (!key && target !== block.ownerDocument.body) {
            const { code, shiftKey, ctrlKey, altKey, metaKey, repeat } = event as KeyboardEvent;
            key = { init: { key: name, code, shiftKey, ctrlKey, altKey, metaKey, repeat, bubbles: true, cancelable: true }, target: describe(block, target, FOCUSABLE) };
          }
          hold(event);
          return true;
        }
        case 'click': {
          if (!heldFromMarkup(event)) return true;
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
      const held = { focused, click, key };
      focused = click = key = null;
      if (!held.focused && !held.click && !held.key) return;
      delivering = true;
      try {
        await (await (rest ??= import('./handover-deliver'))).handOver(block, held, nextTask);
      } finally {
        delivering = false;
      }
    },
  };
}

