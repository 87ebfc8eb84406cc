import { createAnatomy } from '../shared/anatomy';

/** A confirmation, alert or information popup: backdrop, root, title, message and its buttons. */
export const dialogAnatomy = createAnatomy('dialog', ['backdrop', 'root', 'title', 'message', 'confirm', 'cancel', 'reject']);
