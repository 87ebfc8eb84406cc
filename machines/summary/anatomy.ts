import { createAnatomy } from '../shared/anatomy';

/**
 * A summary event block's parts, beside the content the server (then the widget rendering) draws: the status line
 * that says a load failed, its message and the retry control.
 */
export const summaryAnatomy = createAnatomy('summary', ['status', 'message', 'retry']);
