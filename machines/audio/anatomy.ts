import { createAnatomy } from '../shared/anatomy';

/** An audio block: `root` is the server's block element, `media` its `<audio>`. */
export const audioAnatomy = createAnatomy('audio', ['root', 'media']);
