import type { StateValue } from 'xstate';

/**
 * One step of the flight recorder's trail (docs/telemetry.md "The flight recorder"): which chart moved, from which
 * state to which, on what event, when. Never an event's payload nor a context value, so nothing a visitor typed.
 */
export interface TrailStep {
  /** Milliseconds since the page started (`performance.now()`, rounded). */
  ms: number;
  /** The actor's id in the page's registry; an actor a chart invoked adds its own id after a `/`. */
  actor: string;
  /** The chart's id (its machine's `id`). */
  chart: string;
  /** The block the actor belongs to: its id and kind; absent for the page's own actors. */
  block?: string;
  kind?: string;
  /** The state before and after (`stateText`); `from` is empty on the chart's way to its first state. */
  from: string;
  to: string;
  /** The event's type, nothing else of it. */
  event: string;
}

/** The page keeps its last 50 transitions. */
export const TRAIL_STEPS = 50;
/** A report carries at most 5,000 characters of trail (its JSON), as it does of a stack (visitor-runtime §8, §9). */
export const TRAIL_CHARACTERS = 5000;

/**
 * A state value as the trail and the lab write it: each active leaf's path, dotted, parallel regions joined by a
 * comma (`{ slides: 'idle', layout: 'steady' }` is `slides.idle,layout.steady`). Prefixed with the chart's id, each
 * path is a state node's id.
 */
export const stateText = (value: StateValue): string => leafPaths(value).join();

const leafPaths = (value: StateValue): string[] =>
  typeof value == 'string'
    ? [value]
    : Object.keys(value).flatMap((key) => {
        const inner = leafPaths(value[key]!);
        return inner.length ? inner.map((path) => `${key}.${path}`) : [key];
      });

/** The trail as a report carries it: its latest steps whose JSON fits in TRAIL_CHARACTERS. */
export function boundedTrail(trail: readonly TrailStep[]): TrailStep[] {
  const lengths = trail.map((step) => JSON.stringify(step).length + 1);
  let total = lengths.reduce((sum, length) => sum + length, 1);
  let start = 0;
  while (start < trail.length && total > TRAIL_CHARACTERS) total -= lengths[start++]!;
  return trail.slice(start);
}

/** The `trail` field of a report or trace entry: the bounded trail, or no field when the recorder is off. */
export const trailField = (trail: readonly TrailStep[]): { trail?: TrailStep[] } => (trail.length ? { trail: boundedTrail(trail) } : {});
