import type { AnyActorRef } from 'xstate';

/** What a block's chunk gives back once mounted (runtime/blocks/contract.ts), as the lifecycle chart keeps it. */
export interface MountedBlock {
  /** The block's chart, when it has one (a block without state has none). */
  actor?: AnyActorRef;
  unmount(): void;
}
