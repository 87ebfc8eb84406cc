import { describe, expect, it } from 'vitest';
import { machineBusy, splitWall, type ThreadSamples } from './thread-waits';

// A renderer main thread (pid 7) sampled at 0, 10 and 20 ms: it ran 4 ms and waited runnable 5 ms in the first 10 ms,
// then ran 10 ms in the next 10 (times in µs, counters in ns, as the sampler records them).
const samples: ThreadSamples = new Map([[7, [[0, 0, 0], [10_000, 4e6, 5e6], [20_000, 14e6, 5e6]]]]);

describe('splitWall: a task’s wall time split by the kernel’s counts', () => {
  it('splits a window into the time the thread ran, waited runnable and slept', () => {
    expect(splitWall(samples, 7, 0, 10_000)).toEqual({ ranMs: 4, descheduledMs: 5, blockedMs: 1 });
    expect(splitWall(samples, 7, 10_000, 20_000)).toEqual({ ranMs: 10, descheduledMs: 0, blockedMs: 0 });
  });

  it('interpolates between samples for a window that falls between them', () => {
    expect(splitWall(samples, 7, 5_000, 15_000)).toEqual({ ranMs: 7, descheduledMs: 2.5, blockedMs: 0.5 });
  });

  it('says nothing for a window the samples do not cover, or a process not sampled', () => {
    expect(splitWall(samples, 7, 15_000, 25_000)).toBeUndefined();
    expect(splitWall(samples, 8, 0, 10_000)).toBeUndefined();
  });
});

describe('machineBusy: the machine’s share of busy cores over a window', () => {
  it('is the busy ticks over all ticks in the window', () => {
    const machine: Array<[number, number, number]> = [[0, 0, 0], [10_000, 3, 1], [20_000, 5, 3]];
    expect(machineBusy(machine, 0, 10_000)).toBe(0.75);
    expect(machineBusy(machine, 10_000, 20_000)).toBe(0.5);
    expect(machineBusy(machine, 0, 30_000)).toBeUndefined();
  });
});
