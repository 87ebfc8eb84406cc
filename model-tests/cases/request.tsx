import { requestMachine } from '../../machines/request/machine';
import type { ChartCase } from '../harness/walk-chart';

// The request chart's page in the chart lab and what its walk (model-tests/request.model.test.tsx) shares with it.
export const requestSpec = { method: 'GET' as const, url: '/api/demo/echo', retries: 1 };

// The chart has no view: the walk's mount wires up the runtime around it instead.

export const requestCase: ChartCase<typeof requestMachine> = {
  title: 'no view',
  machine: requestMachine,
  input: { request: requestSpec, cookiesEnabled: true },
  mount: () => () => {},
  noView: 'a request of the data layer; what the visitor sees of it is the system error overlay (its own chart)',
};

export const labCases = [requestCase];
