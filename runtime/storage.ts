/**
 * Web storage that never throws. Storage can be missing (`window.localStorage` undefined), refuse access
 * (SecurityError when cookies are blocked or in a sandboxed frame), or refuse writes (QuotaExceededError, Safari
 * private mode). Whatever the browser storage cannot do is kept in memory for the page's life instead, so a page
 * reads back what it wrote either way.
 */

export type StorageKind = 'local' | 'session';

/** The part of `window` used here; tests pass a fake. */
export interface StorageHost {
  localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'length'> | null;
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'length'> | null;
}

export interface SafeStorage {
  get(key: string): string | null;
  /** True when the browser storage took the value, false when it is kept in memory only. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** The parsed value; undefined when absent or not JSON. */
  getJSON(key: string): unknown;
  /** False when the value is not JSON-serialisable (nothing stored) or kept in memory only. */
  setJSON(key: string, value: unknown): boolean;
}

const defaultHost = (): StorageHost | undefined => (typeof window === 'undefined' ? undefined : window);

/** The browser storage of that kind, or null when it is missing or access throws. */
function backend(kind: StorageKind, host: StorageHost | undefined) {
  try {
    return (kind === 'local' ? host?.localStorage : host?.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/**
 * Page-life fallback per host and kind: a key present here overrides the browser storage; `null` records a removal
 * the browser storage refused.
 */
const fallbacks = new WeakMap<object, Record<StorageKind, Map<string, string | null>>>();
const noHost = {};

function fallback(kind: StorageKind, host: StorageHost | undefined): Map<string, string | null> {
  const owner = host ?? noHost;
  let maps = fallbacks.get(owner);
  if (!maps) fallbacks.set(owner, (maps = { local: new Map(), session: new Map() }));
  return maps[kind];
}

/** Whether the browser storage of that kind can be written (a full but non-empty storage counts as available). */
export function isStorageAvailable(kind: StorageKind, host: StorageHost | undefined = defaultHost()): boolean {
  const storage = backend(kind, host);
  if (!storage) return false;
  const probe = '__storage_probe__';
  try {
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return true;
  } catch (error) {
    try {
      const name = (error as { name?: unknown } | null)?.name;
      return (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') && storage.length > 0;
    } catch {
      return false;
    }
  }
}

/** Local or session storage that never throws; see the module comment. */
export function safeStorage(kind: StorageKind, host: StorageHost | undefined = defaultHost()): SafeStorage {
  const memory = fallback(kind, host);

  const get = (key: string): string | null => {
    key = String(key);
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return backend(kind, host)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const set = (key: string, value: string): boolean => {
    key = String(key);
    value = String(value);
    try {
      const storage = backend(kind, host);
      if (storage) {
        storage.setItem(key, value);
        memory.delete(key);
        return true;
      }
    } catch {
      // kept in memory below
    }
    memory.set(key, value);
    return false;
  };

  const remove = (key: string): void => {
    key = String(key);
    try {
      const storage = backend(kind, host);
      if (storage) {
        storage.removeItem(key);
        memory.delete(key);
        return;
      }
    } catch {
      // removal recorded below
    }
    memory.set(key, null);
  };

  return {
    get,
    set,
    remove,
    getJSON: (key) => {
      const text = get(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    setJSON: (key, value) => {
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return text !== undefined && set(key, text);
    },
  };
}
