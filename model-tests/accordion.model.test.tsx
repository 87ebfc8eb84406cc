// @vitest-environment happy-dom
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { accordionAnatomy } from '../machines/accordion/anatomy';
import { accordionMachine } from '../machines/accordion/machine';
import { PublishedAccordion } from '../views/accordion/PublishedAccordion';
import { accordionEvents, accordionItems as items, accordionView } from './cases/accordion';
import { walkChart } from './harness';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

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

/** A published page's server-rendered items (docs/published-pages.md "Accordion"), enhanced in place. */
const serverItems = items
  .map(
    (item) =>
      `<li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false">` +
      `<span class="accordion-item__title">${item.title}</span></button></h3>` +
      `<div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>${item.content}</p></div></div></li>`,
  )
  .join('');

const views = {
  'its view': accordionView,
  'the published items it enhances': async (actorRef: ActorRefFrom<typeof accordionMachine>, container: HTMLElement) => {
    container.innerHTML = `<ul class="accordion-items-container">${serverItems}</ul>`;
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<PublishedAccordion actorRef={actorRef} blockId="faq" list={container.querySelector('ul')!} />));
    return () => act(() => root.unmount());
  },
};

for (const [viewName, mount] of Object.entries(views))
for (const input of [
  { itemCount: 2, allowMultiple: false, expandFirst: true },
  { itemCount: 2, allowMultiple: true, expandFirst: false },
]) {
  describe(`accordion chart through ${viewName} (allowMultiple ${input.allowMultiple}, expandFirst ${input.expandFirst})`, () => {
    walkChart({
      // The animation's end is the chart's own `after` (the walk moves the simulated clock by 250 ms).
      machine: accordionMachine,
      input,
      mount,
      events: accordionEvents,
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
          // A published item's dropdown is shown by the site stylesheet's open class while it is open or animating.
          container.querySelectorAll('.accordion-item__dropdown').forEach((dropdown, i) =>
            expect(dropdown.classList.contains('accordion-item__dropdown--open')).toBe(open[i] || animating === i),
          );
          if (!input.allowMultiple) expect(open.filter(Boolean).length).toBeLessThanOrEqual(1);
        },
      },
    });
  });
}
