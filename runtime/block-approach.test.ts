// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { approachWatch } from './block-approach';

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

