import { errorReporterMachine } from '../../machines/error-reporter/machine';
import type { ChartCase } from '../harness/walk-chart';

// The error reporter chart's page in the chart lab and what its walk (model-tests/error-reporter.model.test.tsx) shares with it.
// The chart has no view: the walk's mount wires up the runtime around it instead.

export const errorReporterCase: ChartCase<typeof errorReporterMachine> = {
  title: 'no view',
  machine: errorReporterMachine,
  mount: () => () => {},
  noView: "it reports the page's errors to the server",
};

export const labCases = [errorReporterCase];
