import { createAnatomy } from '../shared/anatomy';

/** The system error overlay: backdrop, root, title, the messages and its two buttons. */
export const systemErrorAnatomy = createAnatomy('system-error', ['backdrop', 'root', 'title', 'messages', 'reload', 'clear']);
