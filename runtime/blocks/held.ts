// What the block handover holds of the visitor's doing before the view was mounted (runtime/blocks/handover.ts takes it,
// runtime/blocks/handover-deliver.ts gives it to the view): which parts count, and how a part is described.
import { ANY_PART_SELECTOR } from '../../machines/shared/part-attributes';

/** Elements a visitor can focus (what Tab reaches). */
export const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], audio[controls], [tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable="true"]';
/** What a click activates: focusable elements, and parts a view binds (a slide, a control drawn as a div). */
export const ACTIVATABLE = `${FOCUSABLE}, [role="button"], ${ANY_PART_SELECTOR}`;

/** A part of the server markup, and the block's focusable (or activatable) elements as the server drew them: what
 * finds the equivalent part in the mounted view. */
export interface PartDescription {
  element: Element;
  among: Element[];
}

export interface HeldClick {
  target: PartDescription;
  init: MouseEventInit;
}

export interface HeldKey {
  init: KeyboardEventInit;
  target: PartDescription;
}
