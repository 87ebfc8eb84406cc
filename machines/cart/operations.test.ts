import { describe, expect, it } from 'vitest';
import { cartFailureMessage } from './operations';

describe('cart failure messages (display-widgets §8)', () => {
  it('names the operation that failed, or the connection when offline', () => {
    expect(cartFailureMessage({ kind: 'update', entryId: 'e', quantity: 2 }, { offline: false })).toBe('Unable to update quantity');
    expect(cartFailureMessage({ kind: 'remove', entryId: 'e' }, { offline: false })).toBe('Unable to remove item');
    expect(cartFailureMessage({ kind: 'add', productId: 'p', variantId: 'v', quantity: 1 }, new Error('x'))).toBe('Please try again.');
    expect(cartFailureMessage({ kind: 'remove', entryId: 'e' }, { offline: true })).toBe('Please check your internet connection.');
  });
});
