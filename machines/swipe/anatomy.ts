/**
 * The swipe has no part of its own: it marks the viewport it drives (a gallery's or the lightbox's) with the drag's
 * state, which the designs' styles read (no transition while dragging, the snap's duration while snapping) and the
 * tests wait on. Its name and values come from here, as a component's parts come from its anatomy.
 */
export type SwipeState = 'idle' | 'pressed' | 'dragging' | 'snapping';

export const swipeAnatomy = {
  /** The attribute the viewport carries, its value the drag's state. */
  stateAttribute: 'data-swipe',
  /** `[data-swipe="…"]`: the viewport in that state, for CSS. */
  stateSelector: (state: SwipeState) => `[data-swipe="${state}"]`,
} as const;
