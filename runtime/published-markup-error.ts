/**
 * Thrown by a published-markup reader: the message says what is missing or wrong, for the block's one console line.
 * A module of its own so a block chunk that throws it does not pull the page reader's tables into a shared chunk.
 */
export class PublishedMarkupError extends Error {}
