import type { CDPSession, Page } from 'playwright-core';

/**
 * What the runtime leaves on a page after `visitorRuntime.destroy()`: live timers and intervals, window and document
 * listeners, and actors in the registry. Timers and listeners are attributed to the runtime when the stack that
 * created them runs through its bundles (`/assets/`); the page's own scripts are left out.
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

/** Where the page keeps the prototypes of the xstate actors it has seen (the probe's own, never the runtime's). */
const PROTOTYPES = '__leakProbeActorPrototypes';

/**
 * Notes the prototype of every actor in the runtime's registry (xstate's `Actor` class; one per copy of xstate the
 * bundles carry): the census counts the objects that inherit from one. Call it while the page is booted.
 */
export function noteActorPrototypes(page: Page): Promise<number> {
  return page.evaluate((key) => {
    const store = window as unknown as Record<string, object[] | undefined>;
    const prototypes = new Set(store[key] ?? []);
    for (const actor of window.visitorRuntime!.actors.values()) prototypes.add(Object.getPrototypeOf(actor) as object);
    store[key] = [...prototypes];
    return prototypes.size;
  }, PROTOTYPES);
}

/** What the page holds after destroy, counted. */
export interface Retained {
  /** Live JS objects per constructor name (`Object`, `Array`, `Map`…; a function as `function <name>`), plus
   * `[array elements]`, `[map entries]` and `[set entries]`, summed over every array, Map and Set. DOM nodes and the
   * browser's own records are counted apart (see censusOfObjects). */
  census: Record<string, number>;
  /** The JS objects the census counted, in all. */
  objects: number;
  /** Live xstate actors: objects whose prototype chain holds a noted actor prototype. */
  actors: number;
  /** Elements in the document. */
  elements: number;
  /** Detached DOM trees something still holds (`DOM.getDetachedDomNodes`), and the nodes they hold; those a third
   * party keeps by design (see ThirdPartyKeeps) are counted apart. */
  detachedTrees: number;
  detachedNodes: number;
  detachedNodesKeptByThirdParty: number;
  /** Names of the detached trees' roots, for the failure message. */
  detachedRoots: string[];
  /** V8's used heap (`Runtime.getHeapUsage`, compiled code included): printed, never asserted. */
  used: number;
}

/**
 * Runs in the page on the array `Runtime.queryObjects` returns (every live object that inherits from
 * Object.prototype) and counts them per constructor. It reads prototypes, own `constructor` slots and the sizes of
 * arrays, Maps and Sets, and runs no getter of the objects. Left out of the census, since they are counted apart or
 * are the browser's own: DOM nodes (the elements in the document and the detached trees are counted instead) and the
 * wrappers that hang on a node (`dataset`, `classList`, `attributes`, `style`: one per node that script touched,
 * bounded by the page's nodes and held by them); the performance timeline's entries (layout shifts, resources, long
 * frames: the browser keeps up to 150–250 of each kind, whatever the page does).
 */
export function censusOfObjects(this: object[], prototypes: readonly object[]): { census: Record<string, number>; actors: number; objects: number; elements: number } {
  const page = globalThis as unknown as Record<string, (abstract new () => object) | undefined>;
  const apart = ['Node', 'DOMStringMap', 'DOMTokenList', 'NamedNodeMap', 'CSSStyleDeclaration', 'PerformanceEntry', 'LayoutShiftAttribution']
    .map((name) => page[name])
    .filter((constructor) => typeof constructor === 'function');
  const census: Record<string, number> = {};
  let actors = 0;
  let arrayElements = 0;
  let mapEntries = 0;
  let setEntries = 0;
  let counted = 0;
  for (const object of this) {
    if (apart.some((constructor) => object instanceof constructor)) continue;
    let name: string;
    if (typeof object === 'function') name = `function ${(object as { name?: unknown }).name || '(anonymous)'}`;
    else {
      const prototype = Object.getPrototypeOf(object) as object | null;
      const constructor = prototype && (Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value as unknown);
      name = typeof constructor === 'function' ? constructor.name || '(anonymous class)' : prototype === null ? '(null prototype)' : '(no constructor)';
    }
    census[name] = (census[name] ?? 0) + 1;
    counted += 1;
    try {
      if (Array.isArray(object)) arrayElements += object.length;
      else if (object instanceof Map) mapEntries += object.size;
      else if (object instanceof Set) setEntries += object.size;
    } catch {
      // a subclass's prototype (Map.prototype.size throws on it)
    }
    for (const prototype of prototypes) if (prototype.isPrototypeOf(object)) actors += 1;
  }
  census['[array elements]'] = arrayElements;
  census['[map entries]'] = mapEntries;
  census['[set entries]'] = setEntries;
  const elements = typeof document === 'object' ? document.getElementsByTagName('*').length : 0;
  return { census, actors, objects: counted, elements };
}

/**
 * Counts what the page still holds, after two full garbage collections: one heap walk (`Runtime.queryObjects` on
 * Object.prototype, whose result the page counts in place: censusOfObjects) and Blink's list of detached DOM trees.
 * No heap snapshot: only the counts cross to the test. Before collecting, what DevTools and React hold for their own
 * purposes is let go: the console messages DevTools keeps with their arguments (an error logged each boot would stay
 * with its stack), and React DOM's target of the last event it dispatched (`return_targetInst`, kept until the next
 * event, a fiber of an unmounted view with the actors its refs close over): a `selectionchange` on the document, which
 * React hears for good, replaces it.
 */
export async function retainedAfterGc(cdp: CDPSession, thirdParty: ThirdPartyKeeps = {}): Promise<Retained> {
  await cdp.send('Runtime.evaluate', { expression: `document.dispatchEvent(new Event('selectionchange'))` });
  await cdp.send('Runtime.discardConsoleEntries');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const group = 'leak-probe';
  try {
    const prototype = await cdp.send('Runtime.evaluate', { expression: 'Object.prototype', objectGroup: group });
    const prototypes = await cdp.send('Runtime.evaluate', { expression: `window.${PROTOTYPES} ?? []`, objectGroup: group });
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId!, objectGroup: group });
    const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId!,
      functionDeclaration: censusOfObjects.toString(),
      arguments: [{ objectId: prototypes.result.objectId! }],
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`The census failed in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    const counted = result.value as ReturnType<typeof censusOfObjects>;
    const { detachedNodes: trees } = await cdp.send('DOM.getDetachedDomNodes');
    const selectors = Object.keys(thirdParty);
    let detachedNodes = 0;
    let detachedNodesKeptByThirdParty = 0;
    for (const tree of trees) {
      const nodes = Math.max(1, tree.retainedNodeIds.length);
      if (selectors.length > 0 && (await holdsAny(cdp, tree.treeNode.backendNodeId, selectors, group))) detachedNodesKeptByThirdParty += nodes;
      else detachedNodes += nodes;
    }
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return {
      ...counted,
      detachedTrees: trees.length,
      detachedNodes,
      detachedNodesKeptByThirdParty,
      detachedRoots: trees.map((tree) => tree.treeNode.nodeName.toLowerCase()),
      used: usedSize,
    };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group });
  }
}

/**
 * Detached DOM trees a page's third party keeps by design, by a selector of what they hold, with why: such a tree is
 * counted apart from the runtime's.
 */
export type ThirdPartyKeeps = Record<string, string>;

/** Whether the detached tree `backendNodeId` is, or holds, an element one of `selectors` matches. */
async function holdsAny(cdp: CDPSession, backendNodeId: number, selectors: string[], group: string): Promise<boolean> {
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId, objectGroup: group });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId!,
    functionDeclaration: 'function (selectors) { return selectors.some((s) => (this.matches && this.matches(s)) || (this.querySelector && this.querySelector(s) !== null)); }',
    arguments: [{ value: selectors }],
    returnByValue: true,
  });
  return result.value === true;
}

/** A count that grew between two readings. */
export interface Growth {
  what: string;
  from: number;
  to: number;
}

/** Every count of a reading by name: the census, and the actors, elements and detached nodes. */
export function countsOf(reading: Retained): Record<string, number> {
  return { ...reading.census, '[live actors]': reading.actors, '[elements in the document]': reading.elements, '[detached DOM nodes]': reading.detachedNodes };
}

/**
 * The counts that grew between two readings `cycles` boot/destroy cycles apart by at least `perCycle` a cycle,
 * largest first. A leak of one object a cycle grows its count by `cycles`; what garbage collection, V8's compiler
 * and the browser's buffers move is a few objects whatever the number of cycles.
 */
export function grownPerCycle(before: Retained, after: Retained, cycles: number, perCycle: number): Growth[] {
  const from = countsOf(before);
  const to = countsOf(after);
  return Object.keys(to)
    .filter((what) => to[what]! - (from[what] ?? 0) >= cycles * perCycle)
    .map((what) => ({ what, from: from[what] ?? 0, to: to[what]! }))
    .sort((a, b) => b.to - b.from - (a.to - a.from));
}

/**
 * Init script for the probe's self-test: a page that keeps, on every boot, one object of a class of its own, one
 * element (drawn, then removed) and the lifecycle actor (stopped by destroy, still held). The leak test must see each
 * grow by one a cycle.
 */
export function keepSomethingEveryBoot(): void {
  class InjectedLeak {}
  const kept: unknown[] = [];
  (window as unknown as { __injectedLeak: unknown[] }).__injectedLeak = kept;
  let runtime: NonNullable<Window['visitorRuntime']> | undefined;
  Object.defineProperty(window, 'visitorRuntime', {
    configurable: true,
    get: () => runtime,
    set(value: NonNullable<Window['visitorRuntime']>) {
      const boot = value.boot;
      value.boot = async (element) => {
        await boot(element);
        const drawn = document.body.appendChild(document.createElement('div'));
        drawn.remove();
        kept.push(new InjectedLeak(), drawn, value.actors.get('lifecycle'));
      };
      runtime = value;
    },
  });
}
