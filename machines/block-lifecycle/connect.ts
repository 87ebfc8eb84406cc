import type { EventFrom, SnapshotFrom } from 'xstate';
import type { blockLifecycleMachine } from './machine';

/** The attribute on a block element that shows its lifecycle (docs/contract.md "When a block boots"). */
export const BLOCK_STATE_ATTRIBUTE = 'data-block-state';

export type BlockState = 'dormant' | 'loading' | 'booted' | 'failed';

const STATES = { dormant: 'dormant', loading: 'loading', mounted: 'booted', failed: 'failed', chunkFailed: 'failed' } as const satisfies Record<string, BlockState>;

/** Pure: the block element's attributes for a lifecycle snapshot (a mounted block shows `booted`). */
// `_send`: no part sends an event; the parameter keeps the one signature of every connect (docs/architecture.md).
export function connectBlockLifecycle(snapshot: SnapshotFrom<typeof blockLifecycleMachine>, _send: (event: EventFrom<typeof blockLifecycleMachine>) => void) {
  return blockStateAttributes(snapshot.value);
}

/** Pure: the block element's attributes for a state of the chart (by its value: the runtime shows a block that has
 * had no event yet in the chart's initial state without an actor). */
export function blockStateAttributes(value: SnapshotFrom<typeof blockLifecycleMachine>['value']) {
  return { [BLOCK_STATE_ATTRIBUTE]: STATES[value as keyof typeof STATES] } as const;
}
