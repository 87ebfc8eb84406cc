/**
 * Whether this visit is session-recorded (visitor-runtime §7, §9): only on machines with more than 2 cores, with the
 * feature toggle on, when the visit falls in the sample, and never for a mock recording id. The rule only: the
 * recorder itself is not built (docs/telemetry.md).
 */
export interface SessionRecordingFacts {
  /** navigator.hardwareConcurrency (undefined where the browser hides it). */
  cores: number | undefined;
  /** The feature toggle (display-widgets §3 "Experiment context"): on when a FEATURE_TOGGLE's variant is 'true'. */
  toggle: { experimentType?: string; variant?: unknown } | null | undefined;
  /** Share of visits recorded, 0 to 1. */
  sampleRate: number;
  /** This visit's draw, 0 (inclusive) to 1 (exclusive), e.g. Math.random(). */
  draw: number;
  /** The id from GET commerce session-recording id; null while unknown. */
  recordingId: string | null | undefined;
}

/** A mock id (our reading of "a mock id means skip"): empty, or starting with "mock" in any case. */
export const isMockRecordingId = (id: string | null | undefined): boolean => !id || /^mock/i.test(id);

export const isToggleOn = (toggle: SessionRecordingFacts['toggle']): boolean =>
  toggle?.experimentType === 'FEATURE_TOGGLE' && toggle.variant === 'true';

export function shouldRecordSession(facts: SessionRecordingFacts): boolean {
  return (
    typeof facts.cores === 'number' &&
    facts.cores > 2 &&
    isToggleOn(facts.toggle) &&
    facts.draw >= 0 &&
    facts.draw < facts.sampleRate &&
    !isMockRecordingId(facts.recordingId)
  );
}
