/** display-widgets §3 "Gallery state" keys and §4 "Keyboard"; Home/End beyond the spec (WAI-ARIA carousel). */
export const KEY_PREVIOUS = 37; // left arrow
export const KEY_NEXT = 39; // right arrow

export type KeyCommand = 'PREVIOUS' | 'NEXT' | 'FIRST' | 'LAST';

export interface KeyFacts {
  key: string;
  keyCode: number;
  /** a modifier (Alt, Ctrl, Meta) is held: the browser's own shortcut */
  modified: boolean;
  /** the target is a text input, textarea, select or editable area */
  inEditable: boolean;
  inViewport: boolean;
  /** keyboard focus is inside the gallery: Home/End are the page's own keys otherwise */
  focusInside: boolean;
}

/** The command a key press gives, or null: ignored in editable targets and when the gallery is out of view. */
export function keyCommand(facts: KeyFacts): KeyCommand | null {
  if (facts.modified || facts.inEditable || !facts.inViewport) return null;
  if (facts.key === 'ArrowLeft' || facts.keyCode === KEY_PREVIOUS) return 'PREVIOUS';
  if (facts.key === 'ArrowRight' || facts.keyCode === KEY_NEXT) return 'NEXT';
  if (facts.key === 'Home' && facts.focusInside) return 'FIRST';
  if (facts.key === 'End' && facts.focusInside) return 'LAST';
  return null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time']);

/** A text input, textarea, select or contenteditable target: its keys belong to it. */
export function isEditableTarget(target: { tagName?: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
}

/**
 * Grid-like designs (grid, autogrid, autocolumns, autorows, list): the item an arrow key moves focus to, in reading
 * order — Right and Down to the next, Left and Up to the previous, Home and End to the first and last — without
 * wrapping; null for any other key (Tab leaves the collection, Enter and Space activate the item).
 */
export function focusStep(index: number, key: string, count: number): number | null {
  const last = Math.max(0, count - 1);
  const to = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[key];
  return to === undefined ? null : Math.min(last, Math.max(0, to));
}
