import { tooltipMachine } from '../../machines/tooltip/machine';
import { delegateTooltipEvents } from '../../runtime/chrome/tooltips';
import { TooltipView } from '../../views/tooltip/TooltipView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The tooltip chart's walk (model-tests/tooltip.model.test.tsx) and its page in the chart lab: two triggers, with the
// runtime's own delegated listeners on the document (runtime/chrome/tooltips.ts), one tooltip for the page.

export const TRIGGERS = { a: 'Sourdough: three days of fermentation.', b: 'Rye: baked on Tuesdays and Fridays.' } as const;
export type TriggerId = keyof typeof TRIGGERS;

const pointerCases = (Object.keys(TRIGGERS) as TriggerId[]).map((id) => ({ trigger: id, text: TRIGGERS[id] }));
const idCases = (Object.keys(TRIGGERS) as TriggerId[]).map((id) => ({ trigger: id }));

export const tooltipCase: ChartCase<typeof tooltipMachine> = {
  title: 'one tooltip for the page, two triggers',
  // The 1.2 s hover delay and the 300 ms leave grace are the chart's own `after`s: the walk moves its clock.
  machine: tooltipMachine,
  mount: async (actorRef, container, trigger = actorRef) => {
    for (const id of Object.keys(TRIGGERS) as TriggerId[]) {
      const button = document.createElement('button');
      button.id = id;
      button.textContent = `Trigger ${id}`;
      button.dataset.tooltip = TRIGGERS[id];
      container.append(button);
    }
    // The runtime's delegated listeners are the trigger of every pointer and focus event.
    const undelegate = delegateTooltipEvents(document, (event) => trigger.send(event));
    const host = container.appendChild(document.createElement('div'));
    const unmount = await reactView(TooltipView)(actorRef, host);
    return async () => {
      await unmount();
      undelegate();
    };
  },
  events: { POINTER_ENTER: pointerCases, FOCUS: pointerCases, POINTER_LEAVE: idCases, BLUR: idCases },
};

export const labCases = [tooltipCase];
