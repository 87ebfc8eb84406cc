import { createAnatomy } from '../shared/anatomy';

/** The marquee block: its root (the server's `.Marquee`), the moving track, each group of items, the pause/play control. */
export const marqueeAnatomy = createAnatomy('marquee', ['root', 'track', 'group', 'control']);
