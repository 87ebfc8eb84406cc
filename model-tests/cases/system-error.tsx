import { systemErrorMachine } from '../../machines/system-error/machine';
import { SystemErrorView } from '../../views/system-error/SystemErrorView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The system error overlay chart's walk (model-tests/system-error.model.test.tsx) and its page in the chart lab: its
// view, the page's reload marked on the document.

export const systemErrorCase: ChartCase<typeof systemErrorMachine> = {
  title: 'its view',
  machine: systemErrorMachine.provide({ actions: { reloadPage: () => void (document.body.dataset.reloaded = 'yes') } }),
  mount: async (actorRef, container) => {
    delete document.body.dataset.reloaded;
    return reactView(SystemErrorView)(actorRef, container);
  },
  events: { SHOW: [{ message: 'Unauthorized request' }, { message: 'Unable to connect…' }] },
};

export const labCases = [systemErrorCase];
