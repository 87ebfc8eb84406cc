import { describe, expect, it } from 'vitest';
import { browserDeviceFacts, createImageQueue, isMobile, type ImagePriority } from './queue';

/** Requests in order; `granted` lists their names in the order the queue granted them. */
function harness(concurrency: number) {
  const queue = createImageQueue(concurrency);
  const granted: string[] = [];
  const handles = new Map<string, () => void>();
  const ask = (name: string, priority: ImagePriority = 'viewport') =>
    handles.set(name, queue.request(priority, () => granted.push(name)));
  const done = (name: string) => handles.get(name)!();
  return { queue, granted, ask, done };
}

describe('image queue', () => {
  it('runs at most `concurrency` downloads, granting the next as one is released', () => {
    const { queue, granted, ask, done } = harness(2);
    ['a', 'b', 'c', 'd'].forEach((name) => ask(name));
    expect(granted).toEqual(['a', 'b']);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);
    done('b');
    expect(granted).toEqual(['a', 'b', 'c']);
    done('a');
    done('c');
    expect(granted).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.active, queue.waiting]).toEqual([1, 0]);
  });

  it('one at a time on mobile: the second waits until the first is released', () => {
    const { granted, ask, done } = harness(1);
    ask('a');
    ask('b');
    expect(granted).toEqual(['a']);
    done('a');
    expect(granted).toEqual(['a', 'b']);
  });

  it('grants images in the viewport before those only within the margin, FIFO within each', () => {
    const { granted, ask, done } = harness(1);
    ask('busy');
    ask('m1', 'margin');
    ask('v1', 'viewport');
    ask('m2', 'margin');
    ask('v2', 'viewport');
    for (const name of ['busy', 'v1', 'v2', 'm1']) done(name);
    expect(granted).toEqual(['busy', 'v1', 'v2', 'm1', 'm2']);
  });

  it('drops a cancelled request, which is never granted and frees nothing', () => {
    const { queue, granted, ask, done } = harness(1);
    ask('a');
    ask('b');
    ask('c');
    done('b');
    expect([queue.active, queue.waiting]).toEqual([1, 1]);
    done('a');
    expect(granted).toEqual(['a', 'c']);
    expect(queue.active).toBe(1);
  });

  it('releases a slot once, however often the handle is called', () => {
    const { queue, granted, ask, done } = harness(1);
    ask('a');
    ask('b');
    ask('c');
    done('a');
    done('a');
    expect(granted).toEqual(['a', 'b']);
    expect([queue.active, queue.waiting]).toEqual([1, 1]);
  });
});

describe('isMobile', () => {
  it('is a coarse pointer with a viewport whose shorter side is at most 432 px', () => {
    expect(isMobile({ coarsePointer: true, viewportWidth: 390, viewportHeight: 844 })).toBe(true);
    expect(isMobile({ coarsePointer: true, viewportWidth: 844, viewportHeight: 390 })).toBe(true);
    expect(isMobile({ coarsePointer: true, viewportWidth: 820, viewportHeight: 1180 })).toBe(false);
    expect(isMobile({ coarsePointer: false, viewportWidth: 400, viewportHeight: 700 })).toBe(false);
  });

  it("reads the layout viewport, not innerWidth, which grows when a phone zooms out to fit a page wider than it", () => {
    const phone = {
      document: { documentElement: { clientWidth: 390, clientHeight: 844 } },
      innerWidth: 1560,
      innerHeight: 3376,
      matchMedia: (query: string) => ({ matches: query === '(pointer: coarse)' }),
    } as unknown as Window;
    expect(browserDeviceFacts(phone)).toEqual({ coarsePointer: true, viewportWidth: 390, viewportHeight: 844 });
    expect(isMobile(browserDeviceFacts(phone))).toBe(true);
  });
});
