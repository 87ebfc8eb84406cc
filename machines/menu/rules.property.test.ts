import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuKey, movedFocus, type FocusMove } from './rules';

const MOVES: FocusMove[] = ['next', 'previous', 'first', 'last'];

describe('menu focus moves (visitor-runtime §4 "Menu block")', () => {
  it('always land on a tab, next and previous wrap around, and each undoes the other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1), fc.constantFrom(...MOVES))), ([count, focused, move]) => {
        const moved = movedFocus(focused, count, move);
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(moved).toBeLessThan(count);
        expect(movedFocus(movedFocus(focused, count, 'next'), count, 'previous')).toBe(focused);
        expect(movedFocus(movedFocus(focused, count, 'previous'), count, 'next')).toBe(focused);
      }),
    );
    expect(movedFocus(2, 3, 'next')).toBe(0);
    expect(movedFocus(0, 3, 'previous')).toBe(2);
    expect([movedFocus(1, 3, 'first'), movedFocus(1, 3, 'last')]).toEqual([0, 2]);
  });

  it('take Left, Right, Home, End, Enter and Space, and leave every other key to the page', () => {
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter', ' '].map(menuKey)).toEqual([
      { type: 'MOVE', move: 'next' },
      { type: 'MOVE', move: 'previous' },
      { type: 'MOVE', move: 'first' },
      { type: 'MOVE', move: 'last' },
      { type: 'ACTIVATE' },
      { type: 'ACTIVATE' },
    ]);
    fc.assert(
      fc.property(fc.string(), (key) => {
        fc.pre(!['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter', ' '].includes(key));
        expect(menuKey(key)).toBeNull();
      }),
    );
  });
});
