import { createAnatomy } from '../shared/anatomy';

/**
 * A gallery (WAI-ARIA carousel pattern): the region (root), the rotation control, the previous/next controls, the
 * viewport and track that move, each slide with its image, video and meta (its title and description), a collection
 * item's control (the button that opens the lightbox), the thumbnail strip, and the live status.
 */
export const galleryAnatomy = createAnatomy('gallery', [
  'root',
  'rotation',
  'controls',
  'previous',
  'next',
  'viewport',
  'track',
  'slide',
  'image',
  'video',
  'meta',
  'meta-title',
  'meta-description',
  'item-control',
  'thumbnails',
  'thumbnail',
  'status',
]);
