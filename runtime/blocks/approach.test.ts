// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { approachWatch } from './approach';

/** An IntersectionObserver that never reports by itself (its first report is a frame away in a browser). */
class SilentObserver {
  static observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    SilentObserver.observed.push(target);
  }
  unobserve() {}
  disconnect() {}
}

const block = (top: number, height = 300) => {
  const element = document.createElement('section');
  const reads = vi.fn(() => ({ top, bottom: top + height, height, width: 800, left: 0, right: 800, x: 0, y: top }) as DOMRect);
  element.getBoundingClientRect = reads;
  return { element, reads };
};
const win = { IntersectionObserver: SilentObserver as unknown as typeof IntersectionObserver, innerHeight: 900 };

describe('approachWatch: a block already near is told at once, not a frame later', () => {
  it('a block within one viewport height of the visible area is near before the observer reports', async () => {
    const watch = approachWatch(win);
    const visible = block(100);
    const belowButNear = block(1700);
    const near = vi.fn();
    watch.watch(visible.element, () => near('visible'));
    watch.watch(belowButNear.element, () => near('below'));
    expect(near).not.toHaveBeenCalled(); // boxes are read after the task's writes, not while blocks are found
    await Promise.resolve();
    expect(near.mock.calls.flat()).toEqual(['visible', 'below']);
  });

  it('a block further than one viewport height away waits for the observer; so does a hidden one', async () => {
    const watch = approachWatch(win);
    const far = block(2 * 900 + 1);
    const hidden = block(0, 0);
    hidden.element.getBoundingClientRect = () => ({ top: 0, bottom: 0, height: 0, width: 0 }) as DOMRect;
    const near = vi.fn();
    watch.watch(far.element, near);
    watch.watch(hidden.element, near);
    await Promise.resolve();
    expect(near).not.toHaveBeenCalled();
    expect(SilentObserver.observed).toContain(far.element);
  });

  it('a block no longer watched when the boxes are read is not told', async () => {
    const watch = approachWatch(win);
    const visible = block(0);
    const near = vi.fn();
    const stop = watch.watch(visible.element, near);
    stop();
    await Promise.resolve();
    expect(near).not.toHaveBeenCalled();
  });
});

describe('approachWatch: before the page has painted, no box is read', () => {
  const painted = (entries: unknown[]) => ({ ...win, performance: { getEntriesByType: () => entries } });

  it('leaves a near block to the observer’s first report, without reading its box (no forced first layout)', async () => {
    const watch = approachWatch(painted([]));
    const visible = block(100);
    const near = vi.fn();
    watch.watch(visible.element, near);
    await Promise.resolve();
    expect(visible.reads).not.toHaveBeenCalled();
    expect(near).not.toHaveBeenCalled();
    expect(SilentObserver.observed).toContain(visible.element);
  });

  it('tells a near block at once once the page has painted', async () => {
    const watch = approachWatch(painted([{ name: 'first-paint' }]));
    const visible = block(100);
    const near = vi.fn();
    watch.watch(visible.element, near);
    await Promise.resolve();
    expect(near).toHaveBeenCalledOnce();
  });
});


describe('approachWatch: many near blocks are told in slices, each a task of its own', () => {
  it('tells them in page order, the first slice at once, the rest after the page has had the main thread back', async () => {
    const watch = approachWatch(win);
    const told: number[] = [];
    const taskOf: number[] = [];
    let task = 0;
    const ticking = setInterval(() => (task += 1), 0);
    // each block's start takes 3 ms (a chart started, its chunk asked for): 20 of them are 60 ms
    for (let i = 0; i < 20; i += 1) {
      watch.watch(block(i * 40).element, () => {
        const until = performance.now() + 3;
        while (performance.now() < until);
        told.push(i);
        taskOf.push(task);
      });
    }
    await Promise.resolve();
    expect(told.length).toBeGreaterThan(0);
    expect(told.length).toBeLessThan(20);
    await vi.waitFor(() => expect(told).toHaveLength(20));
    clearInterval(ticking);
    expect(told).toEqual([...Array(20).keys()]);
    // no slice ran past 8 ms and a step: at most three 3-ms starts share a task
    const perTask = new Map<number, number>();
    for (const t of taskOf) perTask.set(t, (perTask.get(t) ?? 0) + 1);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(3);
  });

  it('a block stopped while it waits for its turn is not told', async () => {
    const watch = approachWatch(win);
    const told: number[] = [];
    const stops = Array.from({ length: 10 }, (_, i) =>
      watch.watch(block(i * 40).element, () => {
        const until = performance.now() + 3;
        while (performance.now() < until);
        told.push(i);
      }),
    );
    await Promise.resolve();
    const first = told.length;
    stops[9]!();
    await vi.waitFor(() => expect(told).toContain(8));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first).toBeLessThan(9);
    expect(told).toEqual([...Array(9).keys()]);
  });
});
