// The block lifecycle chart's effects on the page (machines/block-lifecycle/): what a dormant block watches for, the
// kind's chunk loaded and mounted in its turn of the mount queue, and the mounted view's lifetime.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { blockLifecycleMachine, type BlockLifecycleEvent } from '../../machines/block-lifecycle/machine';
import { preloadChunk } from '../preload-chunks';
import type { ApproachWatch } from './approach';
import type { MountedBlock } from './contract';
import { blockHandover, type Handover } from './handover';
import { captureInteractions } from './interactions';
import { chunkFailed, reportLater } from './messages';
import type { MountTarget } from './mount';
import type { MountQueue } from './mount-queue';

export interface LifecycleOptions extends MountTarget {
  approach: ApproachWatch;
  queue: MountQueue;
}

/** The effects the chart's initial state invokes. */
export type WatchName = 'watchApproach' | 'watchInteraction';

/** What a dormant block watches for (the chart's `watchApproach` and `watchInteraction`), over its handover. */
export interface Watches {
  handover: Handover;
  watchApproach(send: (event: BlockLifecycleEvent) => void): () => void;
  watchInteraction(send: (event: BlockLifecycleEvent) => void): () => void;
}

export function blockWatches({ element, approach }: LifecycleOptions): Watches {
  const handover = blockHandover(element);
  return {
    handover,
    watchApproach: (send) => approach.watch(element, () => send({ type: 'APPROACHED' })),
    watchInteraction: (send) =>
      captureInteractions(element, (event) => {
        if (handover.take(event)) send({ type: 'INTERACTED' });
      }),
  };
}

/** The chunks of its kind a contract block's configuration says it will need (the registry's `parts`). */
function blockParts({ entry, element, published }: LifecycleOptions): string[] {
  if (!entry.parts || published) return [];
  const config: unknown = JSON.parse(element.dataset.blockJson ?? '{}'); // JSON: checked when the block was found
  return config !== null && typeof config === 'object' ? entry.parts(config as Record<string, unknown>) : [];
}

/** One block's lifecycle chart with the page's effects provided (the model test walks this one). */
export function blockLifecycle(options: LifecycleOptions, watches: Watches = blockWatches(options)): typeof blockLifecycleMachine {
  const { handover } = watches;
  // the console's message of the chunk that did not come in time, which its report repeats
  let timedOut = '';
  return blockLifecycleMachine.provide({
    actions: {
      reportChunkTimeout: () => void (timedOut = chunkFailed(options, 'timeout 120 s').message),
      // the chunk's load failed (the mount's error, its message the console's) or it did not come in time
      reportChunkFailed: ({ event }) => reportLater((event as { error?: Error }).error?.message ?? timedOut),
    },
    actors: {
      watchApproach: fromCallback(({ sendBack }) => watches.watchApproach(sendBack)),
      watchInteraction: fromCallback(({ sendBack }) => watches.watchInteraction(sendBack)),
      mountBlock: fromPromise(({ signal }) => {
        // The turn is taken now, in the order blocks are asked for; the kind's chunk and the mount code (a chunk of
        // its own: a page without blocks never needs it) download side by side.
        const turn = options.queue.take();
        // A block destroyed while it waits gives its turn up at once (its chunk may never come).
        signal.addEventListener('abort', turn.done, { once: true });
        preloadChunk(`blocks/${options.kind}.js`);
        for (const part of blockParts(options)) preloadChunk(part, { itself: true });
        const module = options.entry.load!();
        module.catch(() => {}); // its failure is reported once, by loadAndMount
        return import('./mount').then(
          ({ loadAndMount }) => loadAndMount(options, { handover, signal, turn, module }),
          (error: Error) => {
            turn.done();
            throw chunkFailed(options, error.message);
          },
        );
      }),
      keepMounted: fromCallback<EventObject, MountedBlock>(({ input }) => () => input.unmount()),
    },
  });
}
