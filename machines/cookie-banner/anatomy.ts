import { createAnatomy } from '../shared/anatomy';

/** The cookie banner's parts: a bar or popup (`root`) with a hidden title, the owner's text and the choice buttons. */
export const cookieBannerAnatomy = createAnatomy('cookie-banner', ['root', 'title', 'text', 'actions', 'accept', 'decline']);
