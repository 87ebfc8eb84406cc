import { createAnatomy } from '../shared/anatomy';

/** A textarea's character counter: one part, the 'length / max' text beside the textarea. */
export const charCounterAnatomy = createAnatomy('char-counter', ['counter']);
