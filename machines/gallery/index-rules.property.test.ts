import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlsDisabled, groupStart, jumpIndex, lastGroupStart, normaliseIndex, randomOther, slideDistance, stepIndex } from './index-rules';

const count = fc.integer({ min: 1, max: 60 });

describe('gallery index rules (display-widgets §4 "Gallery index")', () => {
  it('normalises any integer into 0..n-1: negatives wrap from the end, overflow by modulo', () => {
    fc.assert(
      fc.property(fc.integer(), count, (index, n) => {
        const i = normaliseIndex(index, n);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(n);
        expect((((i - index) % n) + n) % n).toBe(0);
        if (index >= 0 && index < n) expect(i).toBe(index);
      }),
    );
  });

  it('the distance between two slides is the number of steps between them: the shorter way round when looping', () => {
    const pair = count.chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1), fc.nat(n - 1)));
    fc.assert(
      fc.property(pair, fc.boolean(), ([n, a, b], loop) => {
        const d = slideDistance(a, b, n, loop);
        expect(d).toBe(slideDistance(b, a, n, loop));
        expect(d === 0).toBe(a === b);
        // Stepping one way d times from a reaches b.
        const steps = (from: number, delta: 1 | -1) => Array.from({ length: d }).reduce<number>((i) => stepIndex(i, delta, { count: n, loop, perGroup: 1 }).index, from);
        expect(steps(a, 1) === b || steps(a, -1) === b).toBe(true);
        expect(d).toBeLessThanOrEqual(loop ? Math.floor(n / 2) : n - 1);
      }),
    );
    // The first and last of five are neighbours only when the gallery loops.
    expect([slideDistance(0, 4, 5, true), slideDistance(0, 4, 5, false)]).toEqual([1, 4]);
  });

  it('an empty gallery or a non-finite index is index 0', () => {
    fc.assert(fc.property(fc.integer(), (index) => normaliseIndex(index, 0) === 0));
    expect(normaliseIndex(Number.NaN, 5)).toBe(0);
  });

  it('loop off: next at the last group stays and reaches the end; previous at the first reaches the beginning', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 6 }), (n, per) => {
        const limits = { count: n, loop: false, perGroup: per };
        expect(stepIndex(lastGroupStart(n, per), 1, limits)).toEqual({ index: lastGroupStart(n, per), edge: 'end' });
        expect(stepIndex(0, -1, limits)).toEqual({ index: 0, edge: 'beginning' });
      }),
    );
  });

  it('loop on: stepping never reaches an edge, and n single steps forward come back to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.nat(), (n, start) => {
        const limits = { count: n, loop: true, perGroup: 1 };
        let index = normaliseIndex(start, n);
        for (let k = 0; k < n; k += 1) {
          const next = stepIndex(index, 1, limits);
          expect(next.edge).toBeNull();
          index = next.index;
        }
        expect(index).toBe(normaliseIndex(start, n));
      }),
    );
  });

  it('a step lands on a group start inside the gallery, and forward then back returns (away from the ends)', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 6 }), fc.nat(), fc.boolean(), (n, per, at, loop) => {
        const limits = { count: n, loop, perGroup: per };
        const index = jumpIndex(at, limits);
        for (const delta of [1, -1] as const) {
          const { index: to } = stepIndex(index, delta, limits);
          expect(to).toBe(groupStart(to, per));
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThan(n);
        }
        const forward = stepIndex(index, 1, limits);
        if (!forward.edge && forward.index > index) expect(stepIndex(forward.index, -1, limits).index).toBe(index);
      }),
    );
  });

  it('a jump of any size goes to the group holding the slide', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 6 }), fc.integer(), (n, per, target) => {
        const landed = jumpIndex(target, { count: n, loop: false, perGroup: per });
        const slide = normaliseIndex(target, n);
        expect(slide).toBeGreaterThanOrEqual(landed);
        expect(slide).toBeLessThan(landed + per);
      }),
    );
  });

  it('loop off disables previous exactly at the first group and next exactly at the last', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 6 }), fc.nat(), (n, per, at) => {
        const limits = { count: n, loop: false, perGroup: per };
        const index = jumpIndex(at, limits);
        expect(controlsDisabled(index, limits)).toEqual({ previous: index === 0, next: index === lastGroupStart(n, per) });
      }),
    );
  });

  it('randomize picks another slide, any of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.nat(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (n, at, r) => {
        const current = at % n;
        const pick = randomOther(current, n, r);
        expect(pick).not.toBe(current);
        expect(pick).toBeGreaterThanOrEqual(0);
        expect(pick).toBeLessThan(n);
      }),
    );
  });
});
