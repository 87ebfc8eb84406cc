// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyInitialiser, runDestructors, runInitialisers, type Initialiser } from './initialise';
import type { SiteContext } from './schemas/site-context';

const page = { document, site: {} as SiteContext };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => vi.restoreAllMocks());

describe('initialisers', () => {
  it('one that throws is logged and the others still run; destructors run in reverse, each guarded', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    const destructors = runInitialisers(
      [
        ['a', () => () => order.push('destroy a')],
        ['broken', () => { throw new Error('boom'); }],
        ['b', () => () => { order.push('destroy b'); throw new Error('bad destroy'); }],
      ],
      page,
    );
    expect(error.mock.calls.flat().join(' ')).toContain('Initialiser "broken" failed');
    runDestructors(destructors);
    expect(order).toEqual(['destroy b', 'destroy a']);
    expect(error.mock.calls.flat().join(' ')).toContain('Destructor "b" failed');
  });
});

describe('lazyInitialiser: code downloaded only when the feature applies', () => {
  it('downloads nothing when it does not apply', () => {
    const load = vi.fn(() => Promise.resolve<Initialiser>(() => {}));
    expect(lazyInitialiser('x', load, () => false)(page)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the loaded initialiser and destroys it with the page', async () => {
    const destroyed = vi.fn();
    const started = vi.fn(() => destroyed);
    const destroy = lazyInitialiser('x', () => Promise.resolve<Initialiser>(started))(page) as () => void;
    await settle();
    expect(started).toHaveBeenCalledWith(page);
    destroy();
    expect(destroyed).toHaveBeenCalledOnce();
  });

  it('does not start when the page was destroyed before the code arrived', async () => {
    const started = vi.fn();
    const destroy = lazyInitialiser('x', () => Promise.resolve<Initialiser>(started))(page) as () => void;
    destroy();
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  it('a failed download or start is logged by name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    lazyInitialiser('comment-links', () => Promise.reject(new Error('offline')))(page);
    lazyInitialiser('badge', () => Promise.resolve<Initialiser>(() => { throw new Error('boom'); }))(page);
    await settle();
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('The comment-links code could not be loaded.');
    expect(logged).toContain('Initialiser "badge" failed');
  });
});
