import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money';
import {
  describePlan,
  effectivePrice,
  formatDimensions,
  formatWeight,
  generateSku,
  isValidPrice,
  isValidSku,
  MAX_PRODUCT_PRICE_CENTS,
  priceLabel,
  startingPrice,
  weightUnit,
  workflowLabel,
} from './rules';

const price = fc.integer({ min: 0, max: MAX_PRODUCT_PRICE_CENTS });
const variant = fc.record({ price, salePrice: price, onSale: fc.boolean() });

describe('product rules', () => {
  it("the 'from' price is the minimum over the variants' prices (sale prices while on sale)", () => {
    fc.assert(
      fc.property(fc.array(variant, { minLength: 1, maxLength: 8 }), (variants) => {
        const lowest = startingPrice(variants)!;
        expect(variants.some((v) => effectivePrice(v) === lowest)).toBe(true);
        expect(variants.every((v) => effectivePrice(v) >= lowest)).toBe(true);
        const differ = new Set(variants.map(effectivePrice)).size > 1;
        expect(priceLabel(variants, 'EUR')).toBe(`${differ ? 'from ' : ''}${formatMoney(lowest, 'EUR')}`);
      }),
    );
    expect(priceLabel([{ price: 1500 }, { price: 2000, salePrice: 900, onSale: true }], 'USD')).toBe('from $9.00');
    expect(priceLabel([{ price: 1500 }, { price: 1500 }], 'JPY')).toBe('¥1,500');
  });

  it('prices are whole cents from 0 to 100,000,000', () => {
    expect(isValidPrice(MAX_PRODUCT_PRICE_CENTS)).toBe(true);
    expect(isValidPrice(MAX_PRODUCT_PRICE_CENTS + 1)).toBe(false);
    expect(isValidPrice(-1)).toBe(false);
    expect(isValidPrice(1.5)).toBe(false);
  });

  it('a SKU has 1 to 60 characters; a generated one is SQ and 7 digits from the random source', () => {
    expect(isValidSku('x'.repeat(60))).toBe(true);
    expect(isValidSku('x'.repeat(61))).toBe(false);
    expect(isValidSku('')).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 7, maxLength: 7 }), (draws) => {
        const source = [...draws];
        const sku = generateSku(() => source.shift()!);
        expect(sku).toMatch(/^SQ\d{7}$/);
        expect(sku.slice(2)).toBe(draws.map((d) => Math.floor(d * 10)).join(''));
      }),
    );
  });

  it('weights in lbs for imperial and kg otherwise; dimensions with the inch mark or cm', () => {
    expect(weightUnit(1)).toBe('lbs');
    expect(weightUnit(2)).toBe('kg');
    expect(weightUnit(undefined)).toBe('kg');
    expect(formatWeight(2.5, 1)).toBe('2.5 lbs');
    expect(formatDimensions({ length: 10, width: 4, height: 2 }, 1)).toBe('10" × 4" × 2"');
    expect(formatDimensions({ length: 25, width: 10, height: 5 }, 2)).toBe('25 cm × 10 cm × 5 cm');
  });

  it('workflow labels: PUBLISHED Available, SCHEDULED Scheduled, DRAFT Hidden, anything else Unsupported', () => {
    expect(['PUBLISHED', 'SCHEDULED', 'DRAFT', 'PRIVATE', undefined].map(workflowLabel)).toEqual([
      'Available',
      'Scheduled',
      'Hidden',
      'Unsupported',
      'Unsupported',
    ]);
  });

  it('subscription plans: the billing period, and 0 billing cycles meaning until cancelled', () => {
    expect(describePlan({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 })).toBe('every month, until cancelled');
    expect(describePlan({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 })).toBe('every 2 weeks, for 6 payments');
    expect(describePlan({ billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 1 })).toBe('every year, for 1 payment');
  });
});
