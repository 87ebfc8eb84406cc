import { createAnatomy } from '../shared/anatomy';

/** The review request page: the form, its star rating, text and counter, the message, and the page's outcome. */
export const reviewAnatomy = createAnatomy('review', ['root', 'form', 'rating', 'star', 'text', 'counter', 'error', 'submit', 'outcome']);
