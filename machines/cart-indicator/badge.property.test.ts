import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeText, CART_BADGE_CAP } from './badge';

describe('cart badge rule', () => {
  it('shows the quantity up to 100 and 100+ above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (quantity) => {
        expect(badgeText(quantity)).toBe(quantity > CART_BADGE_CAP ? '100+' : String(quantity));
      }),
    );
    expect([100, 101].map(badgeText)).toEqual(['100', '100+']);
  });
});
