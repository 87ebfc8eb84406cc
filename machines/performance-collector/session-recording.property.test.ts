import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMockRecordingId, shouldRecordSession, type SessionRecordingFacts } from './session-recording';

const toggle = fc.oneof(
  fc.record({ experimentType: fc.constantFrom('FEATURE_TOGGLE', 'AB_TEST'), variant: fc.constantFrom('true', 'false', true, 'A') }),
  fc.constantFrom(null, undefined),
);
const facts: fc.Arbitrary<SessionRecordingFacts> = fc.record({
  cores: fc.option(fc.integer({ min: 0, max: 64 }), { nil: undefined }),
  toggle,
  sampleRate: fc.double({ min: 0, max: 1, noNaN: true }),
  draw: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  recordingId: fc.oneof(fc.constantFrom(null, undefined, '', 'mock', 'MOCK-1', 'mock_id'), fc.string({ minLength: 1 })),
});
const on = { experimentType: 'FEATURE_TOGGLE', variant: 'true' };

describe('session recording decision (visitor-runtime §7, §9)', () => {
  it('records only with more than 2 cores, the toggle on, inside the sample and a real id', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const expected =
          (f.cores ?? 0) > 2 &&
          f.toggle?.experimentType === 'FEATURE_TOGGLE' &&
          f.toggle.variant === 'true' &&
          f.draw < f.sampleRate &&
          !isMockRecordingId(f.recordingId);
        expect(shouldRecordSession(f)).toBe(expected);
      }),
    );
  });

  it('never records on 2 cores or fewer, with the toggle off, or for a mock id', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: -1, max: 2 }), (f, cores) => {
        expect(shouldRecordSession({ ...f, cores })).toBe(false);
        expect(shouldRecordSession({ ...f, toggle: { ...on, variant: 'false' } })).toBe(false);
        expect(shouldRecordSession({ ...f, recordingId: `mock${f.recordingId ?? ''}` })).toBe(false);
      }),
    );
  });

  it('samples monotonically: a visit recorded at one rate is recorded at every higher rate; 0 never, 1 always', () => {
    fc.assert(
      fc.property(facts, fc.double({ min: 0, max: 1, noNaN: true }), (f, higher) => {
        const eligible = { ...f, cores: 8, toggle: on, recordingId: 'rec-1' };
        if (shouldRecordSession(eligible) && higher >= f.sampleRate) {
          expect(shouldRecordSession({ ...eligible, sampleRate: higher })).toBe(true);
        }
        expect(shouldRecordSession({ ...eligible, sampleRate: 0 })).toBe(false);
        expect(shouldRecordSession({ ...eligible, sampleRate: 1 })).toBe(true);
      }),
    );
  });

  it('is false for a rate that is not a number', () => {
    expect(shouldRecordSession({ cores: 8, toggle: on, sampleRate: Number.NaN, draw: 0, recordingId: 'r' })).toBe(false);
  });
});
