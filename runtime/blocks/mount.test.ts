// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fromCallback, setup } from 'xstate';
import { z } from 'zod/mini';
import { liveActors } from '../actors';
import type { BlockModule, MountedBlock } from './contract';
import { blockHandover } from './handover';
import { loadAndMount } from './mount';
import { mountQueue } from './mount-queue';
import { defaultSiteContext } from '../site-context';

afterEach(() => {
  liveActors.clear();
  document.body.innerHTML = '';
});

/** A chart that keeps a window listener for as long as it runs, as a gallery's keyboard watch does. */
const listening = setup({
  actors: {
    watch: fromCallback(() => {
      const onKey = () => {};
      window.addEventListener('keydown', onKey);
      return () => window.removeEventListener('keydown', onKey);
    }),
  },
}).createMachine({ invoke: { id: 'watch', src: 'watch' } });

/** A block whose mount starts its chart, then waits (a design's chunk still on its way) until `finish` is called. */
function slowBlock() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let unmounted = 0;
  const mountSlowly: BlockModule['mount'] = async ({ id, startActor }) => {
    const actor = startActor(id, listening);
    await finished;
    return { actor, unmount: () => void (unmounted += 1) } satisfies MountedBlock;
  };
  const module = { schema: z.object({}), mount: mountSlowly } as unknown as BlockModule;
  return { module, finish, unmounted: () => unmounted };
}

function mount(module: BlockModule, signal: AbortSignal) {
  const element = document.createElement('section');
  element.id = 'slow';
  element.dataset.blockJson = '{}';
  element.innerHTML = '<p>server markup</p>';
  document.body.append(element);
  const queue = mountQueue();
  const mounting = loadAndMount(
    { element, id: 'slow', kind: 'slow', entry: { nature: 'interactive' }, published: false, site: defaultSiteContext() },
    { handover: blockHandover(element), signal, turn: queue.take(), module: Promise.resolve(module) },
  );
  return { element, mounting };
}

describe('a block destroyed while it mounts (loadAndMount)', () => {
  it('stops the actors it has started at once, so nothing of it runs after destroy; the view goes once the mount settles', async () => {
    const block = slowBlock();
    const controller = new AbortController();
    const { element, mounting } = mount(block.module, controller.signal);
    mounting.catch(() => {});
    await expect.poll(() => liveActors.has('slow')).toBe(true);
    const actor = liveActors.get('slow')!;

    controller.abort(); // destroy: the lifecycle leaves `loading`
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(liveActors.has('slow')).toBe(false);

    block.finish();
    await expect(mounting).rejects.toThrow();
    expect(block.unmounted()).toBe(1);
    expect(element.innerHTML).toBe('<p>server markup</p>');
  });

  it('leaves a block that mounted alone when the lifecycle ends its mount afterwards: its mounted state owns it then', async () => {
    const block = slowBlock();
    const controller = new AbortController();
    const { mounting } = mount(block.module, controller.signal);
    block.finish();
    const mounted = await mounting;
    controller.abort(); // the mount actor is stopped as `loading` is left for `mounted`
    expect(liveActors.get('slow')?.getSnapshot().status).toBe('active');
    mounted.unmount();
    expect(liveActors.has('slow')).toBe(false);
  });
});

describe('the mount queue (mountQueue)', () => {
  it('gives a turn taken long ago its task when it is called, not a microtask: a mount never shares the task its chunk was evaluated in', async () => {
    const queue = mountQueue();
    const turn = queue.take();
    // The turn was taken, and every earlier one done, long before the chunk arrived (tasks later).
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    let ready = false;
    const waiting = turn.ready().then(() => (ready = true));
    // Every microtask of this task runs: the turn is not ready within them.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(ready).toBe(false);
    await waiting;
    expect(ready).toBe(true);
    turn.done();
  });

  it('lets a mount start only once the one before it is done, in order', async () => {
    const queue = mountQueue();
    const first = queue.take();
    const second = queue.take();
    const order: string[] = [];
    const secondReady = second.ready().then(() => order.push('second'));
    await first.ready();
    order.push('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['first']);
    first.done();
    await secondReady;
    expect(order).toEqual(['first', 'second']);
  });
});
