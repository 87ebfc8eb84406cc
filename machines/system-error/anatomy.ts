import { createAnatomy } from '../shared/anatomy';

/** The system error overlay: backdrop, root, title, the messages, the row of its two buttons (actions) and the buttons. */
export const systemErrorAnatomy = createAnatomy('system-error', ['backdrop', 'root', 'title', 'messages', 'actions', 'reload', 'clear']);
