// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { tooltipMachine } from '../machines/tooltip/machine';
import { wireTrigger } from '../runtime/chrome/tooltips';
import { TooltipView } from '../views/tooltip/TooltipView';
import { reactView, walkChart } from './harness';

// Two triggers wired by the runtime's own wiring (runtime/chrome/tooltips.ts), so every event is caused the way the
// page causes it: pointerenter / pointerleave / focus / blur on a trigger, Escape on the window (the layer stack).
// The hover delay's timer is the runtime's; here the walk sends HOVER_DELAY_ELAPSED.
const TRIGGERS = { a: 'Sourdough: three days of fermentation.', b: 'Rye: baked on Tuesdays and Fridays.' } as const;
type TriggerId = keyof typeof TRIGGERS;

const trigger = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`#${id}`)!;
const tooltips = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tooltip"]')];
const fire = (element: Element, type: string) => element.dispatchEvent(new Event(type, { bubbles: false }));

/** No tooltip is shown and no trigger is described by one. */
function expectNothingShown(container: HTMLElement) {
  expect(tooltips(container)).toEqual([]);
  for (const id of Object.keys(TRIGGERS)) expect(trigger(container, id).hasAttribute('aria-describedby')).toBe(false);
}

const pointerCases = (Object.keys(TRIGGERS) as TriggerId[]).map((id) => ({ trigger: id, text: TRIGGERS[id] }));
const idCases = (Object.keys(TRIGGERS) as TriggerId[]).map((id) => ({ trigger: id }));

describe('tooltip chart through its view (one tooltip for the page)', () => {
  walkChart({
    machine: tooltipMachine,
    mount: async (actorRef, container) => {
      const wiring = (Object.keys(TRIGGERS) as TriggerId[]).map((id) => {
        const button = document.createElement('button');
        button.id = id;
        button.textContent = `Trigger ${id}`;
        button.dataset.tooltip = TRIGGERS[id];
        container.append(button);
        return wireTrigger(button, (event) => actorRef.send(event));
      });
      const host = container.appendChild(document.createElement('div'));
      const unmount = await reactView(TooltipView)(actorRef, host);
      return async () => {
        await unmount();
        wiring.forEach((undo) => undo());
      };
    },
    events: { POINTER_ENTER: pointerCases, FOCUS: pointerCases, POINTER_LEAVE: idCases, BLUR: idCases },
    actions: {
      POINTER_ENTER: ({ container, event }) => void fire(trigger(container, event.trigger), 'pointerenter'),
      POINTER_LEAVE: ({ container, event }) => void fire(trigger(container, event.trigger), 'pointerleave'),
      FOCUS: ({ container, event }) => trigger(container, event.trigger).focus(),
      BLUR: ({ container, event }) => {
        const element = trigger(container, event.trigger);
        // Blurring an element that has not got focus does nothing in the browser; the chart ignores that too.
        if (document.activeElement === element) element.blur();
        else fire(element, 'blur');
      },
      // The runtime's hover timer, 1.2 s after the hover started.
      HOVER_DELAY_ELAPSED: ({ actorRef }) => actorRef.send({ type: 'HOVER_DELAY_ELAPSED' }),
      CLOSE: () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    },
    states: {
      closed: ({ container }) => expectNothingShown(container),
      // Waiting for the delay: still nothing on the page.
      opening: ({ container, snapshot }) => {
        expectNothingShown(container);
        expect(snapshot.context.trigger).not.toBeNull();
      },
      open: ({ container, snapshot }) => {
        const shown = tooltips(container);
        expect(shown).toHaveLength(1);
        const tooltip = shown[0]!;
        const id = snapshot.context.trigger!;
        expect(tooltip.textContent).toBe(TRIGGERS[id as TriggerId]);
        expect(trigger(container, id).getAttribute('aria-describedby')).toBe(tooltip.id);
        const other = Object.keys(TRIGGERS).find((t) => t !== id)!;
        expect(trigger(container, other).hasAttribute('aria-describedby')).toBe(false);
        expect(tooltip.style.width).toBe('250px');
        // The tooltip never takes focus (WAI-ARIA tooltip pattern).
        expect(document.activeElement).not.toBe(tooltip);
      },
    },
  });
});
