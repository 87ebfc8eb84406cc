import { describe, expect, it } from 'vitest';
import { addStatus } from './connect';

describe('what a product block says after an add', () => {
  it('nothing before; adding while the cart syncs; the cart’s failure as an alert; added once the server confirmed', () => {
    expect(addStatus(0, { syncing: true, error: null })).toEqual({ text: '', failed: false });
    expect(addStatus(1, { syncing: true, error: null })).toEqual({ text: 'Adding to cart…', failed: false });
    expect(addStatus(1, { syncing: false, error: 'Please try again.' })).toEqual({ text: 'Please try again.', failed: true });
    expect(addStatus(2, { syncing: false, error: null })).toEqual({ text: 'Added to cart', failed: false });
  });
});
