import { createAnatomy } from '../shared/anatomy';

/**
 * A video embed: the root box, the facade's thumbnail and play button, the player once playing, the error, and the
 * note a logged-in owner sees about the video (§8 Vimeo Basic).
 */
export const videoAnatomy = createAnatomy('video', ['root', 'thumbnail', 'play', 'player', 'error', 'notice']);
