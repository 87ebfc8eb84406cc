// @vitest-environment happy-dom
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { accordionAnatomy } from '../machines/accordion/anatomy';
import { accordionMachine } from '../machines/accordion/machine';
import { AccordionView } from '../views/accordion/AccordionView';
import { reactView, walkChart } from './harness';

const items = [
  { title: 'Hours', content: 'Every day from 7 to 18.' },
  { title: 'Cakes', content: 'Order three days ahead.' },
];

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof accordionMachine> }) => (
  <AccordionView actorRef={actorRef} blockId="faq" items={items} />
);

const triggers = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>(accordionAnatomy.selector('trigger'))];
const panels = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(accordionAnatomy.selector('panel'))];

/** In every state, each header's aria-expanded and each panel's visibility follow the chart's open items. */
function expectItemsMatch(container: HTMLElement, open: boolean[], animating: number | null) {
  triggers(container).forEach((trigger, i) => {
    expect(trigger.getAttribute('aria-expanded')).toBe(String(open[i]));
    expect(trigger.getAttribute('aria-controls')).toBe(`faq:panel:${i}`);
  });
  panels(container).forEach((panel, i) => {
    expect(panel.hidden).toBe(!open[i] && animating !== i);
    expect(panel.getAttribute('aria-labelledby')).toBe(`faq:trigger:${i}`);
  });
}

for (const input of [
  { itemCount: 2, allowMultiple: false, expandFirst: true },
  { itemCount: 2, allowMultiple: true, expandFirst: false },
]) {
  describe(`accordion chart through its view (allowMultiple ${input.allowMultiple}, expandFirst ${input.expandFirst})`, () => {
    walkChart({
      // The animation's end is the chart's own `after` (the walk moves the simulated clock by 250 ms).
      machine: accordionMachine,
      input,
      mount: reactView(View),
      events: { TOGGLE: [{ index: 0 }, { index: 1 }] },
      actions: {
        TOGGLE: ({ container, event }) => triggers(container)[event.index]!.click(),
      },
      states: {
        idle: ({ container, snapshot }) => {
          expectItemsMatch(container, snapshot.context.open, null);
          expect(container.querySelector(accordionAnatomy.selector('root'))!.hasAttribute('data-animating')).toBe(false);
        },
        animating: ({ container, snapshot }) => {
          const { open, animating } = snapshot.context;
          expectItemsMatch(container, open, animating);
          const state = open[animating!] ? 'opening' : 'closing';
          expect(panels(container)[animating!]!.dataset.state).toBe(state);
          if (!input.allowMultiple) expect(open.filter(Boolean).length).toBeLessThanOrEqual(1);
        },
      },
    });
  });
}
