import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnCount, columnWidthIn, GRID_MAX_DELAY_MS, gridFadeDelays, justifiedRows, masonry } from './layouts';

const ratio = fc.double({ min: 0.2, max: 5, noNaN: true });
const ratios = fc.array(ratio, { maxLength: 60 });
const width = fc.integer({ min: 100, max: 3000 });
const gutter = fc.integer({ min: 0, max: 40 });

describe('gallery layouts (display-widgets §2, §9)', () => {
  it('the column count is the most columns of at least columnWidth that fit with their gutters, rounded down, at least one', () => {
    fc.assert(
      fc.property(width, fc.integer({ min: 1, max: 1000 }), gutter, (w, cw, g) => {
        const n = columnCount(w, cw, g);
        expect(n).toBeGreaterThanOrEqual(1);
        if (n > 1) expect(n * cw + (n - 1) * g).toBeLessThanOrEqual(w);
        expect((n + 1) * cw + n * g).toBeGreaterThan(w);
        if (n > 1) expect(columnWidthIn(w, n, g)).toBeGreaterThanOrEqual(cw);
      }),
    );
  });

  it('masonry: every item goes into the column that was shortest when it came, keeps its ratio, and columns do not overlap', () => {
    fc.assert(
      fc.property(ratios, width, fc.integer({ min: 50, max: 600 }), gutter, (rs, w, cw, g) => {
        const { columns, items, height } = masonry(rs, w, cw, g);
        const colWidth = columnWidthIn(w, columns, g);
        const bottoms = new Array<number>(columns).fill(0);
        items.forEach((box, i) => {
          const column = Math.round(box.left / (colWidth + g));
          const shortest = Math.min(...bottoms);
          // The shortest column, the leftmost of equals (bottoms are the same sums the layout adds: exact).
          expect(column).toBe(bottoms.indexOf(shortest));
          expect(box.width / box.height).toBeCloseTo(rs[i]!, 6);
          expect(box.left + box.width).toBeLessThanOrEqual(w + 1e-6);
          bottoms[column] = box.top + box.height;
        });
        expect(height).toBeCloseTo(Math.max(0, ...bottoms), 6);
      }),
    );
  });

  it('justified rows: every row but the last spans the width within 1 px, items keep their ratios, the last row is not stretched', () => {
    fc.assert(
      fc.property(ratios, width, fc.integer({ min: 50, max: 500 }), gutter, (rs, w, rowHeight, g) => {
        const { rows, items } = justifiedRows(rs, w, rowHeight, g);
        expect(rows.flat()).toEqual(rs.map((_, i) => i));
        rows.forEach((row, r) => {
          const first = items[row[0]!]!;
          const lastBox = items[row[row.length - 1]!]!;
          row.forEach((i) => {
            expect(items[i]!.width / items[i]!.height).toBeCloseTo(rs[i]!, 6);
            expect(items[i]!.top).toBe(first.top);
          });
          const span = lastBox.left + lastBox.width - first.left;
          const isLast = r === rows.length - 1;
          const full = rs.slice(row[0], row[row.length - 1]! + 1).reduce((s, x) => s + x, 0) * rowHeight + g * (row.length - 1) >= w;
          if (!isLast || full) expect(Math.abs(span - w)).toBeLessThanOrEqual(1);
          else {
            expect(first.height).toBe(rowHeight);
            expect(span).toBeLessThan(w);
          }
          // A full row is never taller than rowHeight: it was at least as wide at rowHeight, then shrunk to fit.
          if (full) expect(first.height).toBeLessThanOrEqual(rowHeight + 1e-6);
        });
      }),
    );
  });

  it('grid fade-in delays are under 500 ms from the random source, none under reduced motion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 60, maxLength: 60 }), (n, values) => {
        let k = 0;
        const delays = gridFadeDelays(n, () => values[k++]!, false);
        expect(delays).toEqual(values.slice(0, n).map((v) => Math.floor(v * GRID_MAX_DELAY_MS)));
        delays.forEach((d) => expect(d).toBeLessThan(GRID_MAX_DELAY_MS));
        expect(gridFadeDelays(n, () => 0.7, true)).toEqual(new Array(n).fill(0));
      }),
    );
  });
});
