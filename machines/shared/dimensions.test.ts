import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageRatio, parseDimensions } from './dimensions';

describe("parseDimensions ('WxH', display-widgets §3)", () => {
  it('reads two positive whole numbers of up to 6 digits, trimmed, with x or X between', () => {
    expect(parseDimensions('1667x2500')).toEqual({ width: 1667, height: 2500 });
    expect(parseDimensions(' 800 X 600 ')).toEqual({ width: 800, height: 600 });
    expect(parseDimensions('999999x1')).toEqual({ width: 999999, height: 1 });
  });

  it.each(['', 'x', '1500', '0x100', '100x0', '-1x5', '1.5x2', '1000000x5', '0100x5', '1e3x5', '5x5x5', '5,5', '5 5', 'ax b'])('refuses %j', (text) => {
    expect(parseDimensions(text)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(parseDimensions(null)).toBeNull();
    expect(parseDimensions(undefined)).toBeNull();
  });

  it('round-trips any valid size and answers positive whole numbers or null for any string', () => {
    const side = fc.integer({ min: 1, max: 999_999 });
    fc.assert(
      fc.property(side, side, (width, height) => {
        expect(parseDimensions(`${width}x${height}`)).toEqual({ width, height });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const size = parseDimensions(text);
        if (size) for (const n of [size.width, size.height]) expect(Number.isInteger(n) && n >= 1 && n <= 999_999).toBe(true);
      }),
    );
  });

  it('the gallery ratio falls back without a valid size', () => {
    expect(imageRatio('1500x1000', 1)).toBe(1.5);
    expect(imageRatio('1500.5x1000', 2)).toBe(2);
    expect(imageRatio(null, 16 / 9)).toBe(16 / 9);
  });
});
