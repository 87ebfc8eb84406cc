// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { charCounterAnatomy } from '../machines/char-counter/anatomy';
import type { CharCounterInput } from '../machines/char-counter/machine';
import { charCounterCase } from './cases/char-counter';
import { walkChart } from './harness';

// The walk types into the real textarea (model-tests/cases/char-counter.tsx).
const textarea = (container: HTMLElement) => container.querySelector('textarea')!;
const counter = (container: HTMLElement) => container.querySelector<HTMLElement>(charCounterAnatomy.selector('counter'));

/** Counter text, live region and the textarea's description and error marks agree with the chart. */
function expectCounterShown(container: HTMLElement, { length, max }: CharCounterInput, over: boolean) {
  const shown = counter(container)!;
  expect(shown.textContent).toBe(`${length} / ${max}`);
  expect(shown.getAttribute('aria-live')).toBe('polite');
  expect(shown.id).toBe('message:counter');
  expect(textarea(container).value).toHaveLength(length);
  expect(textarea(container).getAttribute('aria-describedby')).toBe('message:help message:counter');
  expect(textarea(container).getAttribute('aria-invalid')).toBe(over ? 'true' : null);
  expect(textarea(container).hasAttribute('data-invalid')).toBe(over);
}

for (const input of [
  { max: 5, length: 0 },
  { max: 5, length: 7 },
  { max: 0, length: 3 },
]) {
  describe(`character counter chart through its view (max ${input.max}, ${input.length} characters at first)`, () => {
    walkChart({
      // What the counter read from the textarea is what the model was started with.
      ...charCounterCase(input, (read) => expect(read).toEqual(input)),
      actions: {
        INPUT: ({ container, event }) => {
          const box = textarea(container);
          box.value = 'y'.repeat(event.length);
          box.dispatchEvent(new Event('input', { bubbles: true }));
        },
      },
      states: {
        off: ({ container }) => {
          expect(counter(container)).toBeNull();
          expect(textarea(container).getAttribute('aria-describedby')).toBe('message:help');
          expect(textarea(container).hasAttribute('aria-invalid')).toBe(false);
        },
        within: ({ container, snapshot }) => expectCounterShown(container, snapshot.context, false),
        over: ({ container, snapshot }) => expectCounterShown(container, snapshot.context, true),
      },
    });
  });
}
