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

/**
 * One block's life on the page (docs/contract.md "When a block boots"): it waits dormant, as the server rendered it,
 * until it is approached, interacted with or asked for; then its kind's chunk loads and mounts it; it is mounted, or
 * failed (one console message, the server markup stays). Destroying the page brings it back to dormant.
 * The runtime provides the effects: the shared IntersectionObserver (`watchApproach`), the shared capture of
 * pointer, focus and key events (`watchInteraction`, which also holds what the visitor did until the view can take
 * it), the chunk's load and mount (`mountBlock`, resolving with the mounted block) and the mounted view's lifetime
 * (`keepMounted`, whose cleanup unmounts it and restores the markup).
 */
export const blockLifecycleMachine = setup({
  types: {
    events: {} as BlockLifecycleEvent,
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
        { id: 'mountBlock', src: 'mountBlock', onDone: 'mounted', onError: 'failed' },
      ],
      on: { DESTROY: 'dormant' },
    },
    mounted: {
      invoke: { id: 'view', src: 'keepMounted', input: ({ event }) => (event as unknown as { output: MountedBlock }).output },
      on: { DESTROY: 'dormant' },
    },
    failed: { on: { DESTROY: 'dormant' } },
  },
});
