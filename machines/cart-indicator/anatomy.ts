import { createAnatomy } from '../shared/anatomy';

/** The cart indicator: the link to the cart and the server-rendered badge with the quantity. */
export const cartIndicatorAnatomy = createAnatomy('cart-indicator', ['root', 'badge']);
