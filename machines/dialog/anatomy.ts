import { createAnatomy } from '../shared/anatomy';

/** A confirmation, alert or information popup: backdrop, root, title, message, the row of its buttons (actions) and the buttons. */
export const dialogAnatomy = createAnatomy('dialog', ['backdrop', 'root', 'title', 'message', 'actions', 'confirm', 'cancel', 'reject']);
