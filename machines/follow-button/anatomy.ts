import { createAnatomy } from '../shared/anatomy';

/** The follow button: `root` is the block's own element, `link` the follow link drawn once the script has loaded. */
export const followButtonAnatomy = createAnatomy('follow-button', ['root', 'link']);
