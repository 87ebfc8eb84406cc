import { createAnatomy } from '../shared/anatomy';

/** A product block: name, price (and the price before the sale), one select per option, quantity, stock, add to cart. */
export const productAnatomy = createAnatomy('product', [
  'root',
  'name',
  'price',
  'original-price',
  'option',
  'quantity',
  'stock',
  'add-to-cart',
  'status',
]);
