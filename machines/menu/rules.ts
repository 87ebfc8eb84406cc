/** Where a key moves focus among the tabs: the arrows with wraparound, Home and End to the ends. */
export type FocusMove = 'next' | 'previous' | 'first' | 'last';

/** The tab focus lands on after `move`, among `count` tabs (wrapping past either end). */
export function movedFocus(focused: number, count: number, move: FocusMove): number {
  if (count <= 0) return 0;
  switch (move) {
    case 'next':
      return (focused + 1) % count;
    case 'previous':
      return (focused - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/**
 * What a key on a tab does (visitor-runtime §4 "Menu block"; WAI-ARIA tabs with manual activation): Left and Right
 * move focus with wraparound, Home and End to the first and last; Enter or Space selects the focused tab. Other keys
 * are the page's.
 */
export function menuKey(key: string): { type: 'MOVE'; move: FocusMove } | { type: 'ACTIVATE' } | null {
  switch (key) {
    case 'ArrowRight':
      return { type: 'MOVE', move: 'next' };
    case 'ArrowLeft':
      return { type: 'MOVE', move: 'previous' };
    case 'Home':
      return { type: 'MOVE', move: 'first' };
    case 'End':
      return { type: 'MOVE', move: 'last' };
    case 'Enter':
    case ' ':
      return { type: 'ACTIVATE' };
    default:
      return null;
  }
}
