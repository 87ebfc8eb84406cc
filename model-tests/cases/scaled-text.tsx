import { scaledTextMachine } from '../../machines/scaled-text/machine';
import type { ChartCase } from '../harness/walk-chart';

// The scaled text chart's page in the chart lab and what its walk (model-tests/scaled-text.model.test.tsx) shares with it.
// The chart has no view: the walk's mount wires up the runtime around it instead.

export const scaledTextCase: ChartCase<typeof scaledTextMachine> = {
  title: 'no view',
  machine: scaledTextMachine,
  mount: () => () => {},
  noView: "it fits the page's scaled text to its boxes, a write to the server's markup",
};

export const labCases = [scaledTextCase];
