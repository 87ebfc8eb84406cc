// Tweens (display-widgets "Animated widgets": "a function and a finite duration, default 300 ms"; §9 the scroll-to
// helper's easeOutSine): one value eased from 0 to 1 over frames. Shared by the chrome's animations and the scroll-to
// helper, so neither carries the other.

/** display-widgets: tween default 300 ms. */
export const DEFAULT_TWEEN_DURATION_MS = 300;

/** The clock and frame source of a tween; the page's is requestAnimationFrame + performance.now. */
export interface FrameScheduler {
  now(): number;
  requestFrame(callback: () => void): unknown;
  cancelFrame(handle: unknown): void;
}

export const windowFrames: FrameScheduler = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(() => callback()),
  cancelFrame: (handle) => cancelAnimationFrame(handle as number),
};

export const easeOutSine = (t: number) => Math.sin((t * Math.PI) / 2);

export interface TweenOptions {
  /** ms, finite and ≥ 0; default 300 */
  duration?: number;
  easing?: (t: number) => number;
  scheduler?: FrameScheduler;
  onDone?: () => void;
}

/**
 * Calls `step` with the eased progress (0 → 1) on every frame for `duration` ms, ending with exactly 1, then
 * `onDone`. Returns a cancel. Throws at once when `step` is not a function or the duration is not a finite number ≥ 0.
 */
export function tween(step: (progress: number) => void, options: TweenOptions = {}): () => void {
  if (typeof step !== 'function') throw new TypeError(`tween needs a function to call on each frame; got ${describe(step)}.`);
  const duration = options.duration === undefined ? DEFAULT_TWEEN_DURATION_MS : options.duration;
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) {
    throw new RangeError(`tween needs a finite duration in ms (0 or more); got ${describe(duration)}.`);
  }
  const { easing = easeOutSine, scheduler = windowFrames, onDone } = options;
  const start = scheduler.now();
  let handle: unknown;
  let cancelled = false;
  const frame = () => {
    if (cancelled) return;
    const t = duration === 0 ? 1 : Math.min(1, (scheduler.now() - start) / duration);
    step(t === 1 ? 1 : easing(t));
    if (t < 1) handle = scheduler.requestFrame(frame);
    else onDone?.();
  };
  if (duration === 0) frame();
  else handle = scheduler.requestFrame(frame);
  return () => {
    cancelled = true;
    scheduler.cancelFrame(handle);
  };
}

/** A short, never-throwing description of a wrong argument for the error messages. */
const describe = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
};
