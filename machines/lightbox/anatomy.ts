import { createAnatomy } from '../shared/anatomy';

/**
 * The lightbox: the backdrop (the dimmed overlay), the dialog root, the viewport a drag moves, its slides (the current one and its preloaded
 * neighbours), each slide's image or video, the meta (title and description), the controls and the live "n of N" status.
 */
export const lightboxAnatomy = createAnatomy('lightbox', [
  'backdrop',
  'root',
  'title',
  'viewport',
  'slide',
  'image',
  'video',
  'meta',
  'meta-title',
  'meta-description',
  'close',
  'previous',
  'next',
  'caption-toggle',
  'status',
]);

export type LightboxPart = (typeof lightboxAnatomy.parts)[number];
