import { createAnatomy } from '../shared/anatomy';

/** A tour dates block: each show (`show`, the server's item), marked past or upcoming, and the `empty` line the block adds when none is upcoming. */
export const tourDatesAnatomy = createAnatomy('tour-dates', ['show', 'empty']);
