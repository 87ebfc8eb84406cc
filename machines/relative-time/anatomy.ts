import { createAnatomy } from '../shared/anatomy';

/** A date node's relative time: the <time> element. */
export const relativeTimeAnatomy = createAnatomy('relative-time', ['root']);
