import { traceBatcherMachine, type TraceEntry } from '../../machines/trace-batcher/machine';
import type { ChartCase } from '../harness/walk-chart';

// The trace batcher chart's page in the chart lab and what its walk (model-tests/trace-batcher.model.test.tsx) shares with it.
export const traceEntry: TraceEntry = { pageUrl: 'https://demo-bakery.test/', type: 'network-error', data: { url: '/api/demo/echo', status: 503 } };

// The chart has no view: the walk's mount wires up the runtime around it instead.

export const traceBatcherCase: ChartCase<typeof traceBatcherMachine> = {
  title: 'no view',
  machine: traceBatcherMachine,
  input: { maxEntries: 2 },
  events: { TRACE: [{ entry: traceEntry }] },
  mount: () => () => {},
  noView: "it batches the page's trace entries and sends them to the server",
};

export const labCases = [traceBatcherCase];
