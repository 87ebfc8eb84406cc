import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartDataset } from '../shared/interface-rules';
import { barShare, cellNumber, chartLayout } from './rules';

const cell = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -1e6, max: 1e6 }).map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String));
const dataset = fc.array(fc.array(cell, { minLength: 1, maxLength: 12 }), { minLength: 2, maxLength: 60 });

describe('chart layout (docs/blocks.md "Chart")', () => {
  it('reads numbers as the owner types them, and nothing else', () => {
    expect(cellNumber('1,200.5')).toBe(1200.5);
    expect(cellNumber(' -3 ')).toBe(-3);
    expect(cellNumber('.5')).toBe(0.5);
    expect(cellNumber('12 loaves')).toBeNull();
    expect(cellNumber('')).toBeNull();
    expect(cellNumber('1e3')).toBeNull();
    fc.assert(fc.property(fc.integer(), (n) => {
      expect(cellNumber(String(n))).toBe(n);
    }));
  });

  it('gives every kept row a category and one value per series, with bars between 0 and the top of the scale', () => {
    fc.assert(
      fc.property(dataset, fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 10 }), (rows, maxRows, maxColumns) => {
        const cut = chartDataset(rows, maxRows, maxColumns);
        if ('message' in cut) return;
        const layout = chartLayout(cut.dataset);
        expect(layout.categories).toHaveLength(cut.dataset.length - 1);
        expect(layout.series).toEqual(cut.dataset[0]!.slice(1));
        for (const row of layout.values) {
          expect(row).toHaveLength(layout.series.length);
          for (const value of row) {
            const share = barShare(value, layout.max);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(1);
            if (value !== null && value > 0) expect(share).toBeGreaterThan(0);
          }
        }
        const positives = layout.values.flat().filter((value): value is number => value !== null && value > 0);
        expect(layout.max).toBe(positives.length ? Math.max(...positives) : 0);
      }),
    );
  });
});
