import { describe, expect, it } from 'vitest';
import { reviewToken } from './effects';

describe("the review request's token", () => {
  it("is the block's own when configured, whatever the address says", () => expect(reviewToken('own', '?token=addr')).toBe('own'));
  it("is the address's token query value otherwise", () => expect(reviewToken(undefined, '?a=1&token=addr')).toBe('addr'));
  it('is empty when neither names one (the chart then shows no products)', () => expect(reviewToken(undefined, '?a=1')).toBe(''));
});
