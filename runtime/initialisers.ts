import type { Initialiser } from './page';

/**
 * Page-wide features run by the page lifecycle after the blocks initialiser, in this order. Each entry is small
 * (it decides whether its feature applies, then downloads the feature's chunk with import()), so the core stays
 * within its budget. One line per feature.
 */
export const pageInitialisers: Array<[string, Initialiser]> = [
];
