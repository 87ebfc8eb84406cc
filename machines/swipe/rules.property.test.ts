import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { swipeMachine } from './machine';
import { AXIS_LOCK_PX, boundedOffset, decideAxis, releaseVelocity, snapDurationMs, swipeDecision, type PointerSample } from './rules';

const px = fc.double({ min: -3000, max: 3000, noNaN: true });
const width = fc.double({ min: 1, max: 3000, noNaN: true });
const speed = fc.double({ min: -20, max: 20, noNaN: true });
const duration = fc.double({ min: 0, max: 5000, noNaN: true });
const windowWidth = fc.integer({ min: 200, max: 4000 });

describe('swipe rules (display-widgets §4 "Swipe", §9)', () => {
  it('the axis is undecided within 10 px, then the larger movement', () => {
    fc.assert(
      fc.property(px, px, (dx, dy) => {
        const axis = decideAxis(dx, dy);
        if (Math.abs(dx) <= AXIS_LOCK_PX && Math.abs(dy) <= AXIS_LOCK_PX) expect(axis).toBeNull();
        else expect(axis).toBe(Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y');
      }),
    );
  });

  it('over any drag: past half the width, or a flick the same way faster than 1 px/ms, or 50 px within 250 ms changes the slide; leftwards is next', () => {
    fc.assert(
      fc.property(px, width, speed, duration, (dx, w, v, ms) => {
        const decision = swipeDecision({ dx, width: w, velocity: v, durationMs: ms });
        const changes = dx !== 0 && (Math.abs(dx) > w / 2 || (Math.abs(v) > 1 && Math.sign(v) === Math.sign(dx)) || (Math.abs(dx) >= 50 && ms <= 250));
        expect(decision).toBe(changes ? (dx < 0 ? 'next' : 'previous') : 'stay');
      }),
    );
  });

  it('a drag the same distance the other way decides the other way', () => {
    fc.assert(
      fc.property(px, width, speed, duration, (dx, w, v, ms) => {
        const flip = { next: 'previous', previous: 'next', stay: 'stay' } as const;
        expect(swipeDecision({ dx: -dx, width: w, velocity: -v, durationMs: ms })).toBe(flip[swipeDecision({ dx, width: w, velocity: v, durationMs: ms })]);
      }),
    );
  });

  it('the snap lasts 0.7/velocity s, clamped to 0.2–0.5 s under 767 px and 0.3–0.5 s otherwise', () => {
    fc.assert(
      fc.property(speed, windowWidth, (v, ww) => {
        const ms = snapDurationMs(v, ww);
        const [min, max] = ww < 767 ? [200, 500] : [300, 500];
        expect(ms).toBeGreaterThanOrEqual(min);
        expect(ms).toBeLessThanOrEqual(max);
        const exact = (0.7 / Math.abs(v)) * 1000;
        if (exact >= min && exact <= max) expect(ms).toBe(Math.round(exact));
        // Faster never snaps slower.
        expect(snapDurationMs(v * 2, ww)).toBeLessThanOrEqual(ms);
      }),
    );
  });

  it('boundaries: inside the ends the slides follow; past one, none follows, hard stops, inertial resists but moves', () => {
    fc.assert(
      // Whole pixels: a drag of a fraction of a subnormal pixel has no sign left after resistance.
      fc.property(fc.integer({ min: -3000, max: 3000 }), width, fc.boolean(), fc.boolean(), (dx, w, atStart, atEnd) => {
        const edges = { atStart, atEnd };
        const past = (dx > 0 && atStart) || (dx < 0 && atEnd);
        expect(boundedOffset(dx, edges, 'none', w)).toBe(dx);
        expect(boundedOffset(dx, edges, 'hard', w)).toBe(past ? 0 : dx);
        const inertial = boundedOffset(dx, edges, 'inertial', w);
        if (!past) expect(inertial).toBe(dx);
        else {
          expect(Math.sign(inertial)).toBe(Math.sign(dx));
          expect(Math.abs(inertial)).toBeLessThan(Math.abs(dx));
          expect(Math.abs(inertial)).toBeLessThan(w);
        }
      }),
    );
  });

  it('the release velocity is the movement of the last 100 ms over its time', () => {
    const samples = fc.array(fc.record({ x: px, y: fc.constant(0), time: fc.integer({ min: 0, max: 1000 }) }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(samples, (unsorted) => {
        const list: PointerSample[] = [...unsorted].sort((a, b) => a.time - b.time);
        const last = list[list.length - 1]!;
        const first = list.find((s) => last.time - s.time <= 100)!;
        const v = releaseVelocity(list);
        expect(v).toBe(last.time > first.time ? (last.x - first.x) / (last.time - first.time) : 0);
      }),
    );
  });
});

describe('swipe chart over any pointer path', () => {
  const step = fc.record({ dx: fc.integer({ min: -80, max: 80 }), dy: fc.integer({ min: -80, max: 80 }), dt: fc.integer({ min: 1, max: 200 }) });
  it('emits at most one swipe per press, exactly what the rule decides for the drag, and always comes back to idle', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 15 }), width, fc.boolean(), (steps, w, motion) => {
        const actor = createActor(swipeMachine, { input: { boundaries: 'inertial', motion } }).start();
        const swipes: string[] = [];
        actor.on('swiped', (e) => swipes.push(e.direction));
        actor.send({ type: 'POINTER_DOWN', pointerId: 1, x: 0, y: 0, time: 0, width: w, windowWidth: 1024, atStart: false, atEnd: false });
        let at = { x: 0, y: 0, time: 0 };
        let axis: 'x' | 'y' | null = null;
        const samples: PointerSample[] = [at];
        for (const { dx, dy, dt } of steps) {
          at = { x: at.x + dx, y: at.y + dy, time: at.time + dt };
          if (axis === null) axis = decideAxis(at.x, at.y);
          samples.push(at);
          actor.send({ type: 'POINTER_MOVE', ...at });
        }
        actor.send({ type: 'POINTER_UP', ...at, time: at.time + 1 });
        samples.push({ ...at, time: at.time + 1 });
        const windowed = samples.filter((s) => at.time + 1 - s.time <= 100);
        const expected = axis === 'x' ? swipeDecision({ dx: at.x, width: w, velocity: releaseVelocity(windowed), durationMs: at.time + 1 }) : 'stay';
        expect(swipes).toEqual(expected === 'stay' ? [] : [expected]);
        expect(actor.getSnapshot().value).toBe(axis === 'x' ? 'snapping' : 'idle');
        expect(actor.getSnapshot().context.offset).toBe(0);
        actor.stop();
      }),
    );
  });
});
