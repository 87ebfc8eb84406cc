import { createAnatomy } from '../shared/anatomy';

/** A video embed: the root box, the facade's thumbnail and play button, the player once playing, the error. */
export const videoAnatomy = createAnatomy('video', ['root', 'thumbnail', 'play', 'player', 'error']);
