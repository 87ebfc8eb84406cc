// What the core knows of blocks before it downloads the block machinery (runtime/bootstrap.ts, a chunk of its own):
// how to find one, and what to say when page code names something that is none.

export const BLOCK_SELECTOR = '[data-block-type]';

export const NOT_A_BLOCK = 'visitorRuntime.boot(element): the element is not a block and is in none.';
