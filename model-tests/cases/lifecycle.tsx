import { lifecycleMachine } from '../../machines/lifecycle/machine';
import type { ChartCase } from '../harness/walk-chart';

// The lifecycle chart's page in the chart lab and what its walk (model-tests/lifecycle.model.test.tsx) shares with it.
// The chart has no view: the walk's mount wires up the runtime around it instead.

export const lifecycleCase: ChartCase<typeof lifecycleMachine> = {
  title: 'no view',
  machine: lifecycleMachine,
  mount: () => () => {},
  noView: "it boots and destroys the page's blocks; each block's own view and lifecycle are their charts",
};

export const labCases = [lifecycleCase];
