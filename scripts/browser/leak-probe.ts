import type { CDPSession, Page } from 'playwright-core';
import { HeapSnapshotSum, type SnapshotSumRule } from './heap-snapshot-sum';

/**
 * What the runtime leaves on a page after `visitorRuntime.destroy()`: live timers and intervals, window and document
 * listeners, actors, and the JS heap after garbage collection. Timers and listeners are attributed to the runtime
 * when the stack that created them runs through its bundles (`/assets/`); the page's own scripts are left out.
 */
export interface Leftovers {
  timers: number;
  intervals: number;
  listeners: number;
  actors: number;
  /** Where each leftover timer, interval or listener was made (first runtime frame), for the failure message. */
  where: string[];
}

/** Init script: counts the live timers, intervals and listeners the runtime's bundles made. */
export function countLiveEffects(): void {
  type Entry = { kind: 'timer' | 'interval' | 'listener'; at: string };
  const live = new Map<unknown, Entry>();
  const madeByRuntime = () => {
    const frame = (new Error().stack ?? '').split('\n').find((line) => line.includes('/assets/'));
    return frame?.trim();
  };
  // Bound to window: a timer function called on another object throws 'Illegal invocation'.
  const native = {
    setTimeout: setTimeout.bind(window) as (handler: TimerHandler, ms?: number, ...args: unknown[]) => number,
    clearTimeout: clearTimeout.bind(window),
    setInterval: setInterval.bind(window) as (handler: TimerHandler, ms?: number, ...args: unknown[]) => number,
    clearInterval: clearInterval.bind(window),
  };
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const at = madeByRuntime();
    const id = native.setTimeout(
      (...callArgs: unknown[]) => {
        live.delete(`t${id}`);
        if (typeof handler === 'function') handler(...callArgs);
      },
      ms,
      ...args,
    );
    if (at) live.set(`t${id}`, { kind: 'timer', at });
    return id;
  }) as unknown as typeof setTimeout;
  window.clearTimeout = ((id?: number) => {
    live.delete(`t${id}`);
    native.clearTimeout(id);
  }) as unknown as typeof clearTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const at = madeByRuntime();
    const id = native.setInterval(handler, ms, ...args);
    if (at) live.set(`i${id}`, { kind: 'interval', at });
    return id;
  }) as unknown as typeof setInterval;
  window.clearInterval = ((id?: number) => {
    live.delete(`i${id}`);
    native.clearInterval(id);
  }) as unknown as typeof clearInterval;
  // Listeners on window and document only: those on the blocks' own elements go with the elements.
  const keys = new WeakMap<object, string>();
  let next = 0;
  const keyOf = (value: object) => keys.get(value) ?? (keys.set(value, `o${next++}`), keys.get(value)!);
  const listenerKey = (target: EventTarget, type: string, listener: object, options?: boolean | EventListenerOptions) =>
    `l:${keyOf(target)}:${type}:${keyOf(listener)}:${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    // React DOM listens for selectionchange on the document once per document (marked, never removed, whatever the
    // roots do): it cannot grow, and no code of ours can take it away.
    const reactsOwn = this === document && type === 'selectionchange';
    if (listener && !reactsOwn && (this === window || this === document)) {
      const at = madeByRuntime();
      const once = typeof options === 'object' && options?.once;
      if (at && !once) live.set(listenerKey(this, type, listener, options), { kind: 'listener', at: `${type} ${at}` });
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    if (listener) live.delete(listenerKey(this, type, listener, options));
    return removeEventListener.call(this, type, listener, options);
  };
  (window as unknown as { __leftovers: () => Omit<Leftovers, 'actors'> }).__leftovers = () => {
    const entries = [...live.values()];
    const count = (kind: Entry['kind']) => entries.filter((entry) => entry.kind === kind).length;
    return { timers: count('timer'), intervals: count('interval'), listeners: count('listener'), where: entries.map((e) => `${e.kind} ${e.at}`) };
  };
}

/** `cycles` times: destroy, then boot again (which settles when the blocks have booted or been skipped). */
export async function cycle(page: Page, cycles: number): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) {
      window.visitorRuntime!.destroy();
      await window.visitorRuntime!.boot();
    }
  }, cycles);
}

export async function leftoversAfterDestroy(page: Page): Promise<Leftovers> {
  await page.evaluate(() => window.visitorRuntime!.destroy());
  return page.evaluate(() => {
    const left = (window as unknown as { __leftovers: () => Omit<Leftovers, 'actors'> }).__leftovers();
    const actors = [...window.visitorRuntime!.actors.keys()];
    return { ...left, actors: actors.length, where: [...left.where, ...actors.map((id) => `actor ${id}`)] };
  });
}

/**
 * The JS heap after garbage collection, in bytes: `used` as V8 reports it, and `objects`, what the heap snapshot's
 * objects, closures, strings and DOM wrappers hold. A hot loop keeps V8 compiling and re-optimising the runtime's
 * functions for a while (hundreds of KB of compiled code, feedback and V8's own lists over a few hundred cycles,
 * retained by nothing of ours), so growth is judged on `objects`. DevTools' own record of the page's requests
 * (`blink::NetworkResourcesData`, kept because the test browser has the network domain on) is left out too. The
 * snapshot is summed as it streams in (heap-snapshot-sum.ts) instead of being parsed whole: 8–12 MB of JSON a page,
 * most of it edges the sum does not read.
 */
export async function heapAfterGc(cdp: CDPSession): Promise<{ used: number; objects: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const sum = new HeapSnapshotSum(OBJECTS);
  const feed = (event: { chunk: string }) => sum.feed(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', feed);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', feed);
  }
  return { used: usedSize, objects: sum.result() };
}

/** What `objects` counts: every kind of node but V8's code, hidden internals and arrays; DevTools' natives left out. */
const OBJECTS: SnapshotSumRule = {
  types: ['object', 'closure', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'bigint', 'symbol', 'native'],
  byName: ['native'],
  keepName: (name) => !/^blink::(NetworkResourcesData|HeapHashTableBacking)/.test(name),
};
