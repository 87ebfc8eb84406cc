/** display-widgets §4 "Swipe", §9: the axis is decided after more than 10 px of movement. */
export const AXIS_LOCK_PX = 10;
/** §9: a quick swipe, 50 px within 250 ms, changes the slide whatever its length. */
export const QUICK_SWIPE_PX = 50;
export const QUICK_SWIPE_MS = 250;
/** §4: a release faster than 1 px/ms changes the slide. */
export const FLICK_VELOCITY = 1;
/** The velocity at release is measured over the last 100 ms of movement (older samples say nothing of the flick). */
export const VELOCITY_WINDOW_MS = 100;
/** §4: windows narrower than this snap in 0.2–0.5 s, others in 0.3–0.5 s. */
export const NARROW_WINDOW_PX = 767;

export type SwipeBoundaries = 'none' | 'hard' | 'inertial';
export type SwipeDecision = 'next' | 'previous' | 'stay';

export interface PointerSample {
  x: number;
  y: number;
  /** ms, the pointer event's timeStamp */
  time: number;
}

/** The drag's axis once it moved more than 10 px; null before. The larger movement wins, a tie is horizontal. */
export function decideAxis(dx: number, dy: number): 'x' | 'y' | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) <= AXIS_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/**
 * Horizontal velocity (px/ms, negative leftwards) at the last sample, over the samples of the last 100 ms. 0 when
 * they span no time.
 */
export function releaseVelocity(samples: readonly PointerSample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const first = samples.find((s) => last.time - s.time <= VELOCITY_WINDOW_MS) ?? last;
  const elapsed = last.time - first.time;
  return elapsed > 0 ? (last.x - first.x) / elapsed : 0;
}

export interface Release {
  /** the drag's horizontal distance, negative leftwards */
  dx: number;
  /** the viewport's width */
  width: number;
  /** px/ms at release, negative leftwards */
  velocity: number;
  /** from press to release */
  durationMs: number;
}

/**
 * §4 Swipe: the slide changes when the drag exceeds half the viewport's width, or the release is a flick (faster
 * than 1 px/ms the same way as the drag), or a quick swipe (50 px within 250 ms, §9). Leftwards is next.
 */
export function swipeDecision({ dx, width, velocity, durationMs }: Release): SwipeDecision {
  const distance = Math.abs(dx);
  if (distance === 0) return 'stay';
  const far = distance > width / 2;
  const flick = Math.abs(velocity) > FLICK_VELOCITY && Math.sign(velocity) === Math.sign(dx);
  const quick = distance >= QUICK_SWIPE_PX && durationMs <= QUICK_SWIPE_MS;
  if (!far && !flick && !quick) return 'stay';
  return dx < 0 ? 'next' : 'previous';
}

/** §4: the snap lasts 0.7 / velocity seconds, clamped to 0.2–0.5 s under 767 px and 0.3–0.5 s otherwise (in ms). */
export function snapDurationMs(velocity: number, windowWidth: number): number {
  const [min, max] = windowWidth < NARROW_WINDOW_PX ? [200, 500] : [300, 500];
  const speed = Math.abs(velocity);
  const seconds = speed > 0 ? 0.7 / speed : Infinity;
  return Math.round(Math.min(max, Math.max(min, seconds * 1000)));
}

/**
 * Where the slides follow the finger to. Past an end the gallery cannot go beyond (loop off): `none` has no
 * boundary (they follow), `hard` stops them at the end, `inertial` lets them go with growing resistance, never as
 * far as the width.
 */
export function boundedOffset(dx: number, edges: { atStart: boolean; atEnd: boolean }, boundaries: SwipeBoundaries, width: number): number {
  const pastEdge = (dx > 0 && edges.atStart) || (dx < 0 && edges.atEnd);
  if (!pastEdge || boundaries === 'none') return dx;
  if (boundaries === 'hard' || width <= 0) return 0;
  // The rubber band of native scroll views: d · (1 − 1 / (x · 0.55 / d + 1)).
  const band = width * (1 - 1 / ((Math.abs(dx) * 0.55) / width + 1));
  return Math.sign(dx) * band;
}
