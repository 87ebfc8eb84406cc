/**
 * The part attribute itself, for code that treats every component's parts alike (the block hand-over finds the
 * mounted view's part by its name). A module apart from createAnatomy (anatomy.ts): the core names parts this way
 * and must not carry the anatomy builder, which only the chunks use.
 */
export const PART_ATTRIBUTE = 'data-part';

/** `[data-part]`: an element that is a part of some component. */
export const ANY_PART_SELECTOR = `[${PART_ATTRIBUTE}]`;
