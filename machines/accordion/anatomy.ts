import { createAnatomy } from '../shared/anatomy';

/** The accordion block: its root, each item, the item's trigger (a button in a heading) and its panel. */
export const accordionAnatomy = createAnatomy('accordion', ['root', 'item', 'trigger', 'panel']);
