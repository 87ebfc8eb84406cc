import { blockLifecycleMachine } from '../../machines/block-lifecycle/machine';
import type { ChartCase } from '../harness/walk-chart';

// The block lifecycle chart's page in the chart lab and what its walk (model-tests/block-lifecycle.model.test.tsx) shares with it.
// The chart has no view: the walk's mount wires up the runtime around it instead.

export const blockLifecycleCase: ChartCase<typeof blockLifecycleMachine> = {
  title: 'no view',
  machine: blockLifecycleMachine,
  mount: () => () => {},
  noView: "a block's boot: it marks the block's state on the server's markup and mounts the block's own view (each kind's own chart)",
};

export const labCases = [blockLifecycleCase];
