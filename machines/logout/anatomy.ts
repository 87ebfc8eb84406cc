import { createAnatomy } from '../shared/anatomy';

/** Logging out: the polite status while it runs, and the failure dialog. */
export const logoutAnatomy = createAnatomy('logout', ['status', 'backdrop', 'root', 'title', 'message', 'actions', 'retry', 'close']);
