import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CurrencyFractionDigits, type CurrencyCode } from './currencies';
import { CURRENCY_LABELS, formatMoney, maxCents, moneyProblem, parseMoney } from './money';

const currencies = Object.keys(CurrencyFractionDigits) as CurrencyCode[];
const currency = fc.constantFrom(...currencies);
/** Any amount a currency can write: up to 15 integer places, either sign. */
const amountIn = (code: CurrencyCode) => fc.bigInt({ min: -maxCents(code), max: maxCents(code) });

describe('money', () => {
  it('has the 27 currencies, JPY with 0 fraction digits and every other with 2, and 26 labels beside them', () => {
    expect(currencies).toHaveLength(27);
    for (const code of currencies) expect(CurrencyFractionDigits[code]).toBe(code === 'JPY' ? 0 : 2);
    expect(Object.keys(CURRENCY_LABELS)).toHaveLength(26);
  });

  it('formatting round-trips the cents for every currency and any amount up to 15 integer places', () => {
    fc.assert(
      fc.property(currency.chain((code) => fc.tuple(fc.constant(code), amountIn(code))), ([code, cents]) => {
        expect(parseMoney(formatMoney(cents, code), code)).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes comma thousands, a point decimal and the currency digits', () => {
    fc.assert(
      fc.property(currency.chain((code) => fc.tuple(fc.constant(code), fc.bigInt({ min: 0n, max: maxCents(code) }))), ([code, cents]) => {
        const text = formatMoney(cents, code);
        const digits = CurrencyFractionDigits[code];
        const number = text.replace(/^\D+/, '');
        expect(number).toMatch(digits ? /^\d{1,3}(,\d{3})*\.\d\d$/ : /^\d{1,3}(,\d{3})*$/);
      }),
    );
    expect(formatMoney(123456789, 'EUR')).toBe('€1,234,567.89');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(-250, 'GBP')).toBe('-£2.50');
  });

  it('refuses 16 integer places, fractions of a cent and unknown currencies', () => {
    expect(moneyProblem(maxCents('USD') + 1n, 'USD')).toMatch(/more than 15 integer places/);
    expect(moneyProblem(maxCents('JPY'), 'JPY')).toBeNull();
    expect(moneyProblem(1.5, 'USD')).toMatch(/whole number/);
    expect(moneyProblem(100, 'XXX')).toMatch(/not one of the 27/);
    expect(() => formatMoney(10n ** 15n, 'JPY')).toThrow(RangeError);
  });
});
