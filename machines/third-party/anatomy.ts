import { createAnatomy } from '../shared/anatomy';

/** A third-party block: `root` is the server's block element, `notice` a line of ours, `player` SoundCloud's frame. */
export const thirdPartyAnatomy = createAnatomy('third-party', ['root', 'notice', 'player']);
