import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawnSlides, slidePlace } from './connect';

const track = fc.integer({ min: 1, max: 60 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    index: fc.integer({ min: 0, max: count - 1 }),
    direction: fc.constantFrom<1 | -1>(1, -1),
    moved: fc.boolean(),
  }),
);
/** The state after a move in `direction` to `index` (or none yet): the slide left is the one against the direction. */
const at = ({ count, index, direction, moved }: { count: number; index: number; direction: 1 | -1; moved: boolean }) => ({
  count,
  index,
  direction,
  leaving: moved && count > 1 ? (index - direction + count) % count : null,
});

describe('lightbox slide places on the mobile track (display-widgets §4 "Mobile slides scroll")', () => {
  it('the current slide is at 0; the slide left is on the side against the move; every other drawn slide beside it', () => {
    fc.assert(
      fc.property(track, (t) => {
        const state = at(t);
        const places = drawnSlides(state.index, state.count).map((slide) => [slide, slidePlace(slide, state)] as const);
        for (const [slide, place] of places) {
          if (slide === state.index) expect(place).toBe(0);
          else if (slide === state.leaving) expect(place).toBe(-state.direction);
          else expect([-1, 1]).toContain(place);
        }
        // Three or more slides: one on each side, so a drag either way shows the neighbour it leads to.
        if (state.count >= 3) expect(places.map(([, place]) => place).sort()).toEqual([-1, 0, 1]);
      }),
    );
  });

  it('three or more slides: the next slide waits on the right and the previous on the left', () => {
    fc.assert(
      fc.property(track, (t) => {
        fc.pre(t.count >= 3);
        const state = at(t);
        expect(slidePlace((state.index + 1) % state.count, state)).toBe(1);
        expect(slidePlace((state.index - 1 + state.count) % state.count, state)).toBe(-1);
      }),
    );
  });

  it('two slides: the other waits on the right until a move, then on the side it scrolled out to', () => {
    expect(slidePlace(1, { count: 2, index: 0, leaving: null, direction: 1 })).toBe(1);
    expect(slidePlace(0, { count: 2, index: 1, leaving: 0, direction: 1 })).toBe(-1);
    expect(slidePlace(0, { count: 2, index: 1, leaving: 0, direction: -1 })).toBe(1);
  });
});
