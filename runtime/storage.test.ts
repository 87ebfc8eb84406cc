import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorageAvailable, safeStorage, type StorageHost, type StorageKind } from './storage';

/** A Map-backed Storage whose operations can be made to throw. */
function fakeStorage(fail: { get?: boolean; set?: boolean; remove?: boolean } = {}) {
  const items = new Map<string, string>();
  return {
    items,
    fail,
    get length() {
      return items.size;
    },
    getItem(key: string) {
      if (fail.get) throw new DOMException('The operation is insecure.', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (fail.set) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem(key: string) {
      if (fail.remove) throw new DOMException('The operation is insecure.', 'SecurityError');
      items.delete(key);
    },
  };
}

/** A window whose storage getters throw, as with blocked cookies or a sandboxed frame. */
const deniedHost = (): StorageHost => ({
  get localStorage(): never {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
  get sessionStorage(): never {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
});

const kinds: StorageKind[] = ['local', 'session'];

function expectWorksInMemory(host: StorageHost | undefined, kind: StorageKind) {
  const storage = safeStorage(kind, host);
  expect(storage.get('a')).toBeNull();
  expect(storage.set('a', '1')).toBe(false);
  expect(storage.get('a')).toBe('1');
  expect(safeStorage(kind, host).get('a')).toBe('1');
  storage.remove('a');
  expect(storage.get('a')).toBeNull();
  expect(storage.setJSON('j', { x: [1, 'y'] })).toBe(false);
  expect(storage.getJSON('j')).toEqual({ x: [1, 'y'] });
}

describe('safeStorage', () => {
  it.each(kinds)('keeps %s values in memory when accessing the storage throws SecurityError', (kind) => {
    const host = deniedHost();
    expect(() => expectWorksInMemory(host, kind)).not.toThrow();
    expect(isStorageAvailable(kind, host)).toBe(false);
  });

  it.each(kinds)('keeps %s values in memory when the storage is undefined', (kind) => {
    const host: StorageHost = { localStorage: undefined, sessionStorage: undefined };
    expectWorksInMemory(host, kind);
    expect(isStorageAvailable(kind, host)).toBe(false);
    expect(isStorageAvailable(kind, {})).toBe(false);
  });

  it('keeps values in memory where there is no window (node)', () => {
    expect(typeof window).toBe('undefined');
    expectWorksInMemory(undefined, 'session');
    expect(isStorageAvailable('local')).toBe(false);
  });

  it('writes through to a working storage and reports true', () => {
    const local = fakeStorage();
    const storage = safeStorage('local', { localStorage: local });
    expect(storage.set('k', 'v')).toBe(true);
    expect(local.items.get('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(local.items.has('k')).toBe(false);
    expect(isStorageAvailable('local', { localStorage: local })).toBe(true);
    expect(local.items.size).toBe(0);
  });

  it('reads values already in the storage', () => {
    const session = fakeStorage();
    session.items.set('noredirect', 'true');
    expect(safeStorage('session', { sessionStorage: session }).get('noredirect')).toBe('true');
  });

  it('keeps a value in memory when the storage throws QuotaExceededError on set, and reads it back', () => {
    const local = fakeStorage({ set: true });
    local.items.set('k', 'old');
    const storage = safeStorage('local', { localStorage: local });
    expect(storage.set('k', 'new')).toBe(false);
    expect(storage.get('k')).toBe('new');
    local.fail.set = false;
    expect(storage.set('k', 'newer')).toBe(true);
    expect(storage.get('k')).toBe('newer');
    expect(local.items.get('k')).toBe('newer');
  });

  it('reads a key as removed when the storage refuses the removal', () => {
    const local = fakeStorage({ remove: true });
    local.items.set('k', 'v');
    const storage = safeStorage('local', { localStorage: local });
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
    expect(storage.getJSON('k')).toBeUndefined();
  });

  it('returns null instead of throwing when getItem throws', () => {
    const storage = safeStorage('local', { localStorage: fakeStorage({ get: true }) });
    expect(storage.get('k')).toBeNull();
  });

  it('shares the fallback between calls for one window and kind, not across kinds or windows', () => {
    const host = deniedHost();
    safeStorage('local', host).set('k', 'local');
    expect(safeStorage('local', host).get('k')).toBe('local');
    expect(safeStorage('session', host).get('k')).toBeNull();
    expect(safeStorage('local', deniedHost()).get('k')).toBeNull();
  });

  it('counts a full storage that already holds data as available, an empty one that refuses writes as not', () => {
    const full = fakeStorage({ set: true });
    expect(isStorageAvailable('local', { localStorage: full })).toBe(false);
    full.items.set('x', 'y');
    expect(isStorageAvailable('local', { localStorage: full })).toBe(true);
    const denied = fakeStorage({ remove: true });
    denied.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    denied.items.set('x', 'y');
    expect(isStorageAvailable('local', { localStorage: denied })).toBe(false);
  });

  it('behaves like a map over any sequence of operations, whatever the storage refuses', () => {
    const key = fc.constantFrom('a', 'b', 'c');
    const op = fc.oneof(
      fc.record({ type: fc.constant('set' as const), key, value: fc.string(), fails: fc.boolean() }),
      fc.record({ type: fc.constant('remove' as const), key, fails: fc.boolean() }),
      fc.record({ type: fc.constant('get' as const), key }),
    );
    const mode = fc.constantFrom('working', 'flaky', 'denied', 'missing');
    fc.assert(
      fc.property(mode, fc.array(op, { maxLength: 40 }), (mode, ops) => {
        const backing = fakeStorage();
        const host: StorageHost =
          mode === 'denied' ? deniedHost() : mode === 'missing' ? {} : { localStorage: backing };
        const storage = safeStorage('local', host);
        const model = new Map<string, string>();
        for (const step of ops) {
          if (step.type === 'set') {
            backing.fail.set = mode === 'flaky' && step.fails;
            storage.set(step.key, step.value);
            model.set(step.key, step.value);
          } else if (step.type === 'remove') {
            backing.fail.remove = mode === 'flaky' && step.fails;
            storage.remove(step.key);
            model.delete(step.key);
          } else {
            expect(storage.get(step.key)).toBe(model.get(step.key) ?? null);
          }
        }
        for (const k of ['a', 'b', 'c']) expect(storage.get(k)).toBe(model.get(k) ?? null);
      }),
    );
  });

  it('round-trips any JSON value through setJSON and getJSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const storage = safeStorage('local', { localStorage: fakeStorage() });
        expect(storage.setJSON('k', value)).toBe(true);
        expect(storage.getJSON('k')).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('reads missing or non-JSON values as undefined', () => {
    const local = fakeStorage();
    local.items.set('bad', '{not json');
    const storage = safeStorage('local', { localStorage: local });
    expect(storage.getJSON('bad')).toBeUndefined();
    expect(storage.getJSON('missing')).toBeUndefined();
  });

  it('stores nothing and returns false for values JSON cannot hold, without throwing', () => {
    const local = fakeStorage();
    const storage = safeStorage('local', { localStorage: local });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const value of [cyclic, 10n, undefined, () => 1]) expect(storage.setJSON('k', value)).toBe(false);
    expect(local.items.size).toBe(0);
    expect(storage.get('k')).toBeNull();
  });
});
