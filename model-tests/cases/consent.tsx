import { consentMachine } from '../../machines/consent/machine';
import type { ChartCase } from '../harness/walk-chart';

// The consent chart's page in the chart lab and what its walk (model-tests/consent.model.test.tsx) shares with it.
// The chart has no view: the walk's mount wires up the runtime around it instead.

export const consentCase: ChartCase<typeof consentMachine> = {
  title: 'no view',
  machine: consentMachine,
  input: { stored: null },
  mount: () => () => {},
  noView: "the visitor's choice is a cookie and a page event; the cookie banner (its own chart) is what the visitor sees",
};

export const labCases = [consentCase];
