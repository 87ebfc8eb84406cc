// Test support: frames a test drives, for the tween and everything built on it (runtime/tween.ts).
import type { FrameScheduler } from './tween';

/** A frame scheduler driven by the test: `advance(ms)` moves the clock and runs the frames that were asked for. */
export function manualFrames() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, () => void>();
  const scheduler: FrameScheduler = {
    now: () => now,
    requestFrame: (callback) => (pending.set(next, callback), next++),
    cancelFrame: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number, frameMs = 16) => {
    for (let t = 0; t < ms; t += frameMs) {
      now += Math.min(frameMs, ms - t);
      const due = [...pending.values()];
      pending.clear();
      due.forEach((callback) => callback());
    }
  };
  return { scheduler, advance, pending };
}

