import { createAnatomy } from '../shared/anatomy';

/** The page's one tooltip: its root. */
export const tooltipAnatomy = createAnatomy('tooltip', ['root']);
