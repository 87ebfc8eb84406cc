import { createAnatomy } from '../shared/anatomy';

/**
 * A map block: the region (root), the placeholder while the maps script loads, the canvas the script draws into,
 * and the fallback (the address as text and a link to the external maps page) when it does not load, with a notice
 * while the script waits for the visitor's consent.
 */
export const mapAnatomy = createAnatomy('map', ['root', 'placeholder', 'canvas', 'fallback', 'notice', 'address', 'link']);
