import type { ActorRefFrom } from 'xstate';
import { accordionMachine } from '../../machines/accordion/machine';
import { AccordionView } from '../../views/accordion/AccordionView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The accordion chart's walk (model-tests/accordion.model.test.tsx) and its page in the chart lab: two items,
// toggled by their headers; the animation's end is the chart's own `after`.

export const accordionItems = [
  { title: 'Hours', content: 'Every day from 7 to 18.' },
  { title: 'Cakes', content: 'Order three days ahead.' },
];

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof accordionMachine> }) => <AccordionView actorRef={actorRef} blockId="faq" items={accordionItems} />;
export const accordionView = reactView(View);

export const accordionEvents: ChartCase<typeof accordionMachine>['events'] = { TOGGLE: [{ index: 0 }, { index: 1 }] };

export const labCases: Array<ChartCase<typeof accordionMachine>> = [
  {
    title: 'its view (one item open at a time, the first open)',
    machine: accordionMachine,
    input: { itemCount: 2, allowMultiple: false, expandFirst: true },
    mount: accordionView,
    events: accordionEvents,
  },
];
