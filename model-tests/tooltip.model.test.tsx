// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { TRIGGERS, tooltipCase, type TriggerId } from './cases/tooltip';
import { walkChart } from './harness';

// Two triggers, with the runtime's own delegated listeners on the document (model-tests/cases/tooltip.tsx), so every
// event is caused the way the page causes it: the pointer moving over / out of a trigger or the shown tooltip, focus
// moving in / out of a trigger, Escape on the window (the layer stack). The runtime's timers are not here: the walk
// sends HOVER_DELAY_ELAPSED and LEAVE_GRACE_ELAPSED.
const trigger = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`#${id}`)!;
const tooltips = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tooltip"]')];
/** The pointer moving onto `target` from `related` (pointerover), or off it onto `related` (pointerout). */
const pointer = (type: 'pointerover' | 'pointerout', target: Element, related: Element) =>
  void target.dispatchEvent(new PointerEvent(type, { bubbles: true, relatedTarget: related, pointerType: 'mouse' }));
/** The shown tooltip; the chart only takes the pointer's moves on and off it while it is shown. */
const shownTooltip = (container: HTMLElement) => {
  const [tooltip] = tooltips(container);
  expect(tooltip).toBeDefined();
  return tooltip!;
};

/** No tooltip is shown and no trigger is described by one. */
function expectNothingShown(container: HTMLElement) {
  expect(tooltips(container)).toEqual([]);
  for (const id of Object.keys(TRIGGERS)) expect(trigger(container, id).hasAttribute('aria-describedby')).toBe(false);
}

/** The tooltip of the context's trigger is shown, that trigger (only) is described by it, and it has no focus. */
function expectShown(container: HTMLElement, id: string, state: 'open' | 'closing') {
  const shown = tooltips(container);
  expect(shown).toHaveLength(1);
  const tooltip = shown[0]!;
  expect(tooltip.textContent).toBe(TRIGGERS[id as TriggerId]);
  expect(tooltip.dataset.state).toBe(state);
  expect(trigger(container, id).getAttribute('aria-describedby')).toBe(tooltip.id);
  const other = Object.keys(TRIGGERS).find((t) => t !== id)!;
  expect(trigger(container, other).hasAttribute('aria-describedby')).toBe(false);
  expect(tooltip.style.width).toBe('250px');
  // The tooltip never takes focus (WAI-ARIA tooltip pattern).
  expect(document.activeElement).not.toBe(tooltip);
}

describe('tooltip chart through its view (one tooltip for the page)', () => {
  walkChart({
    ...tooltipCase,
    actions: {
      // From the page around the triggers (the container) onto a trigger, and back.
      POINTER_ENTER: ({ container, event }) => pointer('pointerover', trigger(container, event.trigger), container),
      POINTER_LEAVE: ({ container, event }) => pointer('pointerout', trigger(container, event.trigger), container),
      // The pointer crossing the gap from the page onto the shown tooltip, and off it again.
      POINTER_ENTER_TOOLTIP: ({ container }) => pointer('pointerover', shownTooltip(container), container),
      POINTER_LEAVE_TOOLTIP: ({ container }) => pointer('pointerout', shownTooltip(container), container),
      FOCUS: ({ container, event }) => {
        const element = trigger(container, event.trigger);
        // Focusing the element that has focus does nothing in the browser: the visitor tabs away and back.
        if (document.activeElement === element) element.blur();
        element.focus();
      },
      BLUR: ({ container, event }) => {
        const element = trigger(container, event.trigger);
        // Blurring an element that has not got focus does nothing in the browser; the chart ignores that too.
        if (document.activeElement === element) element.blur();
        else element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      },
      CLOSE: () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    },
    states: {
      closed: ({ container }) => expectNothingShown(container),
      // Waiting for the delay: still nothing on the page.
      opening: ({ container, snapshot }) => {
        expectNothingShown(container);
        expect(snapshot.context.trigger).not.toBeNull();
      },
      open: ({ container, snapshot }) => expectShown(container, snapshot.context.trigger!, 'open'),
      // The leave grace: still shown (and still described), so the pointer can reach it.
      closing: ({ container, snapshot }) => expectShown(container, snapshot.context.trigger!, 'closing'),
    },
  });
});
