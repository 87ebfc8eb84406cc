import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_FONT_FLAG_PX, MINIMUM_TEXT_SIZE_REM, scaledTextSize, shrunkTextSize, TEXT_SHRINK_MINIMUM_PX } from './rules';

const px = fc.double({ min: 1, max: 5000, noNaN: true });
const root = fc.double({ min: 8, max: 32, noNaN: true });

describe('scaledTextSize: the size that makes a line fill its container', () => {
  it('fills the width (within a tenth of a pixel of size) and never overflows it, unless the minimum holds it up', () => {
    fc.assert(
      fc.property(px, px, px, root, (available, measured, probe, rootFontSize) => {
        const size = scaledTextSize({ available, measured, probe, rootFontSize })!;
        const minimum = MINIMUM_TEXT_SIZE_REM * rootFontSize;
        const width = (size.fontSize * measured) / probe;
        if (size.fontSize > minimum) {
          expect(width).toBeLessThanOrEqual(available + 1e-9);
          expect(((size.fontSize + 0.1) * measured) / probe).toBeGreaterThan(available - 1e-9);
        } else expect(size.fontSize).toBeCloseTo(minimum, 9);
      }),
    );
  });

  it('is never under 0.75rem, and carries the min-font flag exactly at 13 px or below', () => {
    fc.assert(
      fc.property(px, px, px, root, (available, measured, probe, rootFontSize) => {
        const size = scaledTextSize({ available, measured, probe, rootFontSize })!;
        expect(size.fontSize).toBeGreaterThanOrEqual(MINIMUM_TEXT_SIZE_REM * rootFontSize - 1e-9);
        expect(size.minFont).toBe(size.fontSize <= MIN_FONT_FLAG_PX);
      }),
    );
  });

  it('has nothing to fit in a container or a line that measures 0 (hidden, empty) or is not a number', () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaledTextSize({ available: bad, measured: 100, probe: 100, rootFontSize: 16 })).toBeNull();
      expect(scaledTextSize({ available: 300, measured: bad, probe: 100, rootFontSize: 16 })).toBeNull();
    }
  });

  it('examples: 600 px for a line 300 px wide at 100 px is 200 px; a 40 px box gives the 12 px minimum, flagged', () => {
    expect(scaledTextSize({ available: 600, measured: 300, probe: 100, rootFontSize: 16 })).toEqual({ fontSize: 200, minFont: false });
    expect(scaledTextSize({ available: 40, measured: 1000, probe: 100, rootFontSize: 16 })).toEqual({ fontSize: 12, minFont: true });
    expect(scaledTextSize({ available: 130, measured: 1000, probe: 100, rootFontSize: 16 })).toEqual({ fontSize: 13, minFont: true });
    expect(scaledTextSize({ available: 131, measured: 1000, probe: 100, rootFontSize: 16 })!.minFont).toBe(false);
  });
});

describe('shrunkTextSize: text shrunk to fit a box', () => {
  it('keeps its size when it fits, shrinks in proportion when not, never under 11 px (nor above its size)', () => {
    fc.assert(
      fc.property(px, px, px, (size, available, measured) => {
        const shrunk = shrunkTextSize({ size, available, measured });
        if (measured <= available) expect(shrunk).toBe(size);
        else {
          expect(shrunk).toBeLessThanOrEqual(size);
          expect(shrunk).toBeGreaterThanOrEqual(Math.min(size, TEXT_SHRINK_MINIMUM_PX));
          if (shrunk > TEXT_SHRINK_MINIMUM_PX) expect((shrunk * measured) / size).toBeLessThanOrEqual(available + 1e-9);
        }
      }),
    );
  });

  it('example: 20 px text 400 px wide in a 100 px box would be 5 px: it stops at 11 px', () => {
    expect(shrunkTextSize({ size: 20, available: 100, measured: 400 })).toBe(11);
    expect(shrunkTextSize({ size: 20, available: 300, measured: 400 })).toBe(15);
  });
});
