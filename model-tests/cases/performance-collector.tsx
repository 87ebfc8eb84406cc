import { performanceCollectorMachine } from '../../machines/performance-collector/machine';
import type { ChartCase } from '../harness/walk-chart';

// The performance collector chart's page in the chart lab and what its walk (model-tests/performance-collector.model.test.tsx) shares with it.
// The chart has no view: the walk's mount wires up the runtime around it instead.

export const performanceCollectorCase: ChartCase<typeof performanceCollectorMachine> = {
  title: 'no view',
  machine: performanceCollectorMachine,
  mount: () => () => {},
  noView: "it collects the page's performance records and metrics and sends them to the server",
};

export const labCases = [performanceCollectorCase];
