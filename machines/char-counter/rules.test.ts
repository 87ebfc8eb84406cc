import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCounterMax } from './rules';

const attribute = fc.oneof(fc.string(), fc.stringMatching(/^\s*-?\d+(\.\d+)?\s*$/), fc.constant(null), fc.constant(undefined));

describe('parseCounterMax', () => {
  it('is a non-negative safe integer (never NaN) for any attribute value', () => {
    fc.assert(fc.property(attribute, (value) => Number.isSafeInteger(parseCounterMax(value)) && parseCounterMax(value) >= 0));
  });

  it('reads back any whole number, with surrounding spaces', () => {
    fc.assert(fc.property(fc.nat(), fc.constantFrom('', ' ', '\t', '\n '), (n, space) => parseCounterMax(`${space}${n}${space}`) === n));
  });

  it('counts negative numbers as 0', () => {
    fc.assert(fc.property(fc.integer({ max: -1 }), (n) => parseCounterMax(String(n)) === 0));
  });

  it('counts anything but digits as 0', () => {
    const invalid = fc.string().filter((s) => !/^\s*\d+\s*$/.test(s));
    fc.assert(fc.property(invalid, (text) => parseCounterMax(text) === 0));
  });

  it.each([[null], [undefined], [''], ['12.5'], ['1e3'], ['0x10'], ['+5'], ['5 0'], ['NaN'], ['Infinity'], ['99999999999999999999']])(
    'counts %j as 0',
    (value) => expect(parseCounterMax(value)).toBe(0),
  );
});
