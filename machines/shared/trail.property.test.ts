import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { boundedTrail, stateText, TRAIL_CHARACTERS, TRAIL_STEPS, trailField, type TrailStep } from './trail';

const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/);
const step: fc.Arbitrary<TrailStep> = fc.record(
  {
    ms: fc.nat(),
    actor: fc.string({ maxLength: 120 }),
    chart: name,
    block: fc.string({ maxLength: 60 }),
    kind: name,
    from: fc.string({ maxLength: 200 }),
    to: fc.string({ maxLength: 200 }),
    event: fc.string({ maxLength: 80 }),
  },
  { requiredKeys: ['ms', 'actor', 'chart', 'from', 'to', 'event'] },
);
const trail = fc.array(step, { maxLength: TRAIL_STEPS });

/** A state value: a leaf's name, or an object of regions (compound: one key; parallel: several). */
const stateValue: fc.Arbitrary<StateValue> = fc.letrec<{ value: StateValue }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, name, fc.dictionary(name, tie('value'), { minKeys: 1, maxKeys: 3 })),
})).value;

/** The leaves of a state value, counted by walking it. */
const leaves = (value: StateValue): number => (typeof value == 'string' ? 1 : Object.values(value).reduce((sum, inner) => sum + leaves(inner!), 0));

describe('the flight recorder trail rules (machines/shared/trail.ts)', () => {
  it('a bounded trail is the latest steps whose JSON fits in 5,000 characters, as many as fit', () => {
    fc.assert(
      fc.property(trail, (steps) => {
        const kept = boundedTrail(steps);
        expect(steps.slice(steps.length - kept.length)).toEqual(kept);
        expect(JSON.stringify(kept).length).toBeLessThanOrEqual(TRAIL_CHARACTERS);
        if (kept.length < steps.length) expect(JSON.stringify(steps.slice(steps.length - kept.length - 1)).length).toBeGreaterThan(TRAIL_CHARACTERS);
      }),
    );
  });

  it("a report's trail field is the bounded trail, and absent when the recorder kept nothing", () => {
    fc.assert(
      fc.property(trail, (steps) => {
        expect(trailField(steps)).toEqual(steps.length ? { trail: boundedTrail(steps) } : {});
      }),
    );
  });

  it("a state value's text has one dotted path per active leaf, each a path of keys down the value", () => {
    fc.assert(
      fc.property(stateValue, (value) => {
        const paths = stateText(value).split(',');
        expect(paths).toHaveLength(leaves(value));
        for (const path of paths) {
          let at: StateValue | undefined = value;
          for (const key of path.split('.')) at = typeof at == 'string' ? (at === key ? undefined : at) : at?.[key];
          expect(at).toBeUndefined();
        }
      }),
    );
  });

  it('examples: an atomic state, a nested one, parallel regions inside a compound state', () => {
    expect(stateText('editing')).toBe('editing');
    expect(stateText({ shown: { active: { open: 'ready' } } })).toBe('shown.active.open.ready');
    expect(stateText({ sending: { request: 'waiting', status: 'shown' } })).toBe('sending.request.waiting,sending.status.shown');
  });
});
