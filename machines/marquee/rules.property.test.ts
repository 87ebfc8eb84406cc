import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marqueeConfigSchema } from '../../runtime/marquee/marquee.schema';
import {
  copiesNeeded,
  loopDuration,
  loopOffsets,
  MARQUEE_DEFAULTS,
  MARQUEE_MIN_WIDTH,
  MARQUEE_PX_PER_SECOND,
  regionWidth,
  segmentLength,
  waveOffset,
} from './rules';

const width = fc.double({ min: 0, max: 10_000, noNaN: true });
const positive = fc.double({ min: 1, max: 5_000, noNaN: true });

describe('marquee rules (visitor-runtime §3 "Marquee properties", §9)', () => {
  it('defaults: waveFrequency 1, waveIntensity 0, direction left, speed 1, not paused on hover (the schema fills them in)', () => {
    expect(MARQUEE_DEFAULTS).toEqual({ waveFrequency: 1, waveIntensity: 0, animationDirection: 'left', animationSpeed: 1, pausedOnHover: false });
    expect(marqueeConfigSchema.parse({})).toEqual(MARQUEE_DEFAULTS);
  });

  it('a block is laid out at least 50 px wide, else at its own width', () => {
    fc.assert(fc.property(fc.double(), (measured) => regionWidth(measured) >= MARQUEE_MIN_WIDTH));
    expect([regionWidth(0), regionWidth(49.9), regionWidth(50), regionWidth(320)]).toEqual([50, 50, 50, 320]);
  });

  it('the path segment is 250 to 1000 px, never shorter as the frequency rises', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.double({ noNaN: true, min: -100, max: 100 }), (a, b) => {
        const length = segmentLength(a);
        expect(length).toBeGreaterThanOrEqual(250);
        expect(length).toBeLessThanOrEqual(1000);
        if (Number.isFinite(a) && a <= b) expect(segmentLength(a)).toBeLessThanOrEqual(segmentLength(b));
      }),
    );
    expect([segmentLength(0), segmentLength(1), segmentLength(10), segmentLength(50)]).toEqual([250, 325, 1000, 1000]);
  });

  it('enough copies of the items cover the block and one group more, at least the two the server draws', () => {
    fc.assert(
      fc.property(width, positive, (block, group) => {
        const copies = copiesNeeded(block, group);
        expect(copies).toBeGreaterThanOrEqual(2);
        // moved by one group, the copies after the first still cover the block
        expect((copies - 1) * group).toBeGreaterThanOrEqual(regionWidth(block));
        // and none is spare
        expect(copies === 2 || (copies - 2) * group < regionWidth(block)).toBe(true);
      }),
    );
    expect(copiesNeeded(1000, 0)).toBe(2);
  });

  it('one loop moves the track by one group, left or right, at 60 px per second times the speed', () => {
    fc.assert(
      fc.property(positive, fc.double({ min: 0.1, max: 10, noNaN: true }), fc.constantFrom('left' as const, 'right' as const), (group, speed, direction) => {
        const [from, to] = loopOffsets(direction, group);
        expect(Math.abs(to - from)).toBeCloseTo(group);
        expect(Math.sign(to - from)).toBe(direction === 'left' ? -1 : 1);
        expect(loopDuration(group, speed)).toBeCloseTo((group / (MARQUEE_PX_PER_SECOND * speed)) * 1000);
      }),
    );
    expect([loopDuration(0, 1), loopDuration(300, 0)]).toEqual([0, 0]);
  });

  it('the wave stays within its intensity, is flat at intensity 0, and joins the next group without a jump', () => {
    fc.assert(
      fc.property(positive, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), fc.double({ min: 0, max: 80, noNaN: true }), (group, at, waveFrequency, waveIntensity) => {
        const offset = waveOffset(at * group, group, { waveFrequency, waveIntensity });
        expect(offset).toBeGreaterThanOrEqual(-1e-9);
        expect(offset).toBeLessThanOrEqual(waveIntensity + 1e-9);
        expect(waveOffset(at * group, group, { waveFrequency, waveIntensity: 0 })).toBe(0);
        expect(waveOffset(0, group, { waveFrequency, waveIntensity })).toBeCloseTo(waveOffset(group, group, { waveFrequency, waveIntensity }), 6);
      }),
    );
  });
});
