// @vitest-environment happy-dom
import { useRef } from 'react';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { charCounterAnatomy } from '../machines/char-counter/anatomy';
import { charCounterMachine, type CharCounterInput } from '../machines/char-counter/machine';
import { CharCounter } from '../views/char-counter/CharCounter';
import { reactView, walkChart } from './harness';

// A textarea as the form renders it, with its counter; the walk types into the real textarea.
const textarea = (container: HTMLElement) => container.querySelector('textarea')!;
const counter = (container: HTMLElement) => container.querySelector<HTMLElement>(charCounterAnatomy.selector('counter'));

function field(input: CharCounterInput) {
  return function Field({ actorRef }: { actorRef: ActorRefFrom<typeof charCounterMachine> }) {
    const ref = useRef<HTMLTextAreaElement>(null);
    const start = (read: CharCounterInput) => {
      // What the counter read from the textarea is what the model was started with.
      expect(read).toEqual(input);
      return actorRef;
    };
    return (
      <>
        <textarea id="message" ref={ref} data-max-length={input.max || 'none'} defaultValue={'x'.repeat(input.length)} aria-describedby="message:help" />
        <CharCounter textareaRef={ref} start={start} />
      </>
    );
  };
}

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
      machine: charCounterMachine,
      input,
      mount: reactView(field(input)),
      // Shorter, exactly at the max, over it.
      events: { INPUT: [{ length: 3 }, { length: 5 }, { length: 6 }] },
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
