import { createAnatomy } from '../shared/anatomy';

/**
 * A search block: the server's `form` and `field`; the preview's `status` line, its `results` list and each
 * `result` link, and the `retry` button when it could not load.
 */
export const searchAnatomy = createAnatomy('search', ['form', 'field', 'preview', 'status', 'results', 'result', 'retry']);
