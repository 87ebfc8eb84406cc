import { setup } from 'xstate';
import type { MountedBlock } from './types';
import { providedPromise, providedCallback } from '../shared/provided';

export type BlockLifecycleEvent =
  /** The block came within one viewport height of the visible area. */
  | { type: 'APPROACHED' }
  /** The visitor pressed, focused or typed inside the block first. */
  | { type: 'INTERACTED' }
  /** Page code asked (`visitorRuntime.boot(element)`), the address names the block, or its kind is live at once. */
  | { type: 'BOOT' }
  /** The page is destroyed: the block unmounts and its server markup comes back. */
  | { type: 'DESTROY' };

/** visitor-runtime §9 "Chunk timeout": a kind's chunk that has not come after this long has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** The name of the error a chunk that failed to load rejects with (runtime/blocks/mount.ts): it may come next time. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';

/**
 * One block's life on the page (docs/contract.md "When a block boots"): it waits dormant, as the server rendered it,
 * until it is approached, interacted with or asked for; then its kind's chunk loads and mounts it; it is mounted, or
 * failed (one console message, the server markup stays). A chunk that failed to load, or has not come after 120 s,
 * leaves the block in `chunkFailed` ('Loading chunk failed', visitor-runtime §8): the server markup stays, and the
 * visitor's next press or key inside it, or page code asking for it, tries again (a skipped block does not: its data
 * will not change). Destroying the page brings it back to dormant.
 * The runtime provides the effects: the shared IntersectionObserver (`watchApproach`), the shared capture of
 * pointer, focus and key events (`watchInteraction`, which also holds what the visitor did until the view can take
 * it), the chunk's load and mount (`mountBlock`, resolving with the mounted block) and the mounted view's lifetime
 * (`keepMounted`, whose cleanup unmounts it and restores the markup).
 */
export const blockLifecycleMachine = setup({
  types: {
    events: {} as BlockLifecycleEvent,
  },
  delays: { chunkTimeout: CHUNK_TIMEOUT_MS },
  guards: {
    chunkMissing: ({ event }) => (event as { error?: { name?: unknown } }).error?.name === CHUNK_LOAD_ERROR,
  },
  actions: {
    /** The console's 'Loading chunk failed' for a chunk that has not come in time (the runtime's log). */
    reportChunkTimeout: () => {},
    /** One error report of the failure (docs/telemetry.md), whose flight recorder's trail ends in this transition. */
    reportChunkFailed: () => {},
  },
  actors: {
    watchApproach: providedCallback(),
    watchInteraction: providedCallback(),
    mountBlock: providedPromise<MountedBlock>(),
    keepMounted: providedCallback<MountedBlock>(),
  },
}).createMachine({
  id: 'blockLifecycle',
  initial: 'dormant',
  states: {
    dormant: {
      invoke: [
        { id: 'approach', src: 'watchApproach' },
        { id: 'interaction', src: 'watchInteraction' },
      ],
      on: { APPROACHED: 'loading', INTERACTED: 'loading', BOOT: 'loading' },
    },
    loading: {
      // The capture goes on while the chunk loads: a click or key that comes now is replayed once mounted.
      invoke: [
        { id: 'interactionWhileLoading', src: 'watchInteraction' },
        { id: 'mountBlock', src: 'mountBlock', onDone: 'mounted', onError: [{ guard: 'chunkMissing', target: 'chunkFailed' }, { target: 'failed' }] },
      ],
      after: { chunkTimeout: { target: 'chunkFailed', actions: 'reportChunkTimeout' } },
      on: { DESTROY: 'dormant' },
    },
    mounted: {
      invoke: { id: 'view', src: 'keepMounted', input: ({ event }) => (event as unknown as { output: MountedBlock }).output },
      on: { DESTROY: 'dormant' },
    },
    failed: { on: { DESTROY: 'dormant' } },
    chunkFailed: {
      entry: 'reportChunkFailed',
      // The capture of presses and keys goes on: the one that tries again is replayed once the block is mounted.
      invoke: { id: 'interaction', src: 'watchInteraction' },
      on: { INTERACTED: 'loading', BOOT: 'loading', DESTROY: 'dormant' },
    },
  },
});
