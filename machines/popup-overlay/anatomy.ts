import { createAnatomy } from '../shared/anatomy';

/** The popup overlay: backdrop, root, title, body, the form slot and the close button. */
export const popupOverlayAnatomy = createAnatomy('popup-overlay', ['backdrop', 'root', 'title', 'body', 'form', 'close']);
