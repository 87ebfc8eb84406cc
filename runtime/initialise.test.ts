// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstBlocks, FIRST_BLOCKS_WAIT_MS, lazyInitialiser, runDestructors, runInitialisers, type Initialiser } from './initialise';
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

describe('afterFirstBlocks: page-wide work waits for the blocks near the first viewport', () => {
  const held = () => {
    let mounted = () => {};
    const firstBlocks = new Promise<void>((resolve) => (mounted = resolve));
    return { page: { ...page, firstBlocks: () => firstBlocks }, mounted };
  };

  it('starts at once on a page without blocks', () => {
    const started = vi.fn();
    afterFirstBlocks('tracking', started)({ ...page, firstBlocks: () => undefined });
    expect(started).toHaveBeenCalledOnce();
  });

  it('starts once the first blocks have mounted, not before', async () => {
    const started = vi.fn();
    const { page: withBlocks, mounted } = held();
    afterFirstBlocks('tracking', started)(withBlocks);
    await settle();
    expect(started).not.toHaveBeenCalled();
    mounted();
    await settle();
    expect(started).toHaveBeenCalledWith(withBlocks);
  });

  it(`starts after ${FIRST_BLOCKS_WAIT_MS} ms at the latest when a block never mounts, and only once`, async () => {
    vi.useFakeTimers();
    try {
      const started = vi.fn();
      const { page: withBlocks, mounted } = held();
      afterFirstBlocks('tracking', started)(withBlocks);
      vi.advanceTimersByTime(FIRST_BLOCKS_WAIT_MS - 1);
      expect(started).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(started).toHaveBeenCalledOnce();
      mounted();
      await vi.runAllTimersAsync();
      expect(started).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never starts when the page is destroyed first; a started one is destroyed with the page', async () => {
    const never = vi.fn();
    const first = held();
    (afterFirstBlocks('performance', never)(first.page) as () => void)();
    first.mounted();
    await settle();
    expect(never).not.toHaveBeenCalled();

    const destroyed = vi.fn();
    const second = held();
    const destroy = afterFirstBlocks('performance', () => destroyed)(second.page) as () => void;
    second.mounted();
    await settle();
    destroy();
    expect(destroyed).toHaveBeenCalledOnce();
  });

  it('one that throws when it starts is logged by name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page: withBlocks, mounted } = held();
    afterFirstBlocks('site-chrome', () => { throw new Error('boom'); })(withBlocks);
    mounted();
    await settle();
    expect(error.mock.calls.flat().join(' ')).toContain('Initialiser "site-chrome" failed');
  });
});
