// One IntersectionObserver and one ResizeObserver per window for all its images: a page of a thousand images keeps
// two observers, not two thousand, and its boot does not construct one per image.

interface ObserverLike {
  observe(target: Element): void;
  unobserve(target: Element): void;
  disconnect(): void;
}
interface Pool<E> {
  observer: ObserverLike;
  listeners: Map<Element, (entry: E) => void>;
}

const pools = new WeakMap<object, Map<string, Pool<never>>>();

/** Calls `listener` with `target`'s entries from the one observer `owner` has under `key`; the answer stops it. */
function watch<E extends { target: Element }>(
  owner: object,
  key: string,
  make: (callback: (entries: E[]) => void) => ObserverLike,
  target: Element,
  listener: (entry: E) => void,
): () => void {
  let byKey = pools.get(owner) as Map<string, Pool<E>> | undefined;
  if (!byKey) pools.set(owner, (byKey = new Map()) as Map<string, Pool<never>>);
  let pool = byKey.get(key);
  if (!pool) {
    const listeners = new Map<Element, (entry: E) => void>();
    pool = { listeners, observer: make((entries) => entries.forEach((entry) => listeners.get(entry.target)?.(entry))) };
    byKey.set(key, pool);
  }
  const { observer, listeners } = pool;
  listeners.set(target, listener);
  observer.observe(target);
  return () => {
    if (listeners.get(target) !== listener) return;
    listeners.delete(target);
    observer.unobserve(target);
    if (listeners.size > 0) return;
    observer.disconnect();
    byKey.delete(key);
  };
}

interface ObserverWindow {
  IntersectionObserver?: typeof IntersectionObserver;
  ResizeObserver?: typeof ResizeObserver;
}

/** `target`'s intersections with the viewport grown by `rootMargin`; undefined without IntersectionObserver. */
export function watchIntersection(
  win: ObserverWindow,
  target: Element,
  rootMargin: string,
  listener: (entry: IntersectionObserverEntry) => void,
): (() => void) | undefined {
  const Observer = win.IntersectionObserver;
  if (!Observer) return undefined;
  return watch(win, `intersection ${rootMargin}`, (callback) => new Observer(callback, { rootMargin }), target, listener);
}

/**
 * `target`'s size changes (reported once when it starts); undefined without ResizeObserver. One listener per target
 * and `purpose`: two watchers of one element for different ends name different purposes.
 */
export function watchResize(
  win: ObserverWindow,
  target: Element,
  listener: (entry: ResizeObserverEntry) => void,
  purpose = 'slot',
): (() => void) | undefined {
  const Observer = win.ResizeObserver;
  if (!Observer) return undefined;
  return watch(win, `resize ${purpose}`, (callback) => new Observer(callback), target, listener);
}
