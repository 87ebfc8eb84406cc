import { createAnatomy } from '../shared/anatomy';

/** The cart page: its entries with quantity steppers and remove, the messages, the subtotal and checkout. */
export const cartAnatomy = createAnatomy('cart', [
  'root',
  'entries',
  'entry',
  'decrement',
  'quantity',
  'increment',
  'remove',
  'message',
  'empty',
  'subtotal',
  'minimum',
  'checkout',
]);
