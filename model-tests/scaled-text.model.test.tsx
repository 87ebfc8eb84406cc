// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { scaledTextMachine } from '../machines/scaled-text/machine';
import { fitScaledText, MIN_FONT_ATTRIBUTE } from '../runtime/chrome/scaled-text';
import { scaledTextCase } from './cases/scaled-text';
import { walkChart, type StateAssertion } from './harness';

// The scaled-text chart has no view: it writes the font size of the platform's own headings. Its fit is the runtime's
// (`fitScaledText`) on a page whose layout is given: happy-dom lays nothing out, so each box reports the width a
// browser would (the container's, and the line's in proportion to its font size, 3 px per px of font).
const PAGE = `<div class="sqsrte-scaled-text-container" id="wide"><span class="sqsrte-scaled-text"><h1>Fresh bread daily</h1></span></div>
<div class="sqsrte-scaled-text-container" id="narrow"><span class="sqsrte-scaled-text"><h2>Open at seven</h2></span></div>`;
/** Container widths, changed by the walk's resizes. */
const widths = { wide: 600, narrow: 30 };
let resizes = 0;
/** The widths the last fit saw: while resizes come, the text stays as then. */
let lastFit = { ...widths };

const layOut = (page: HTMLElement) => {
  for (const box of page.querySelectorAll<HTMLElement>('.sqsrte-scaled-text-container')) {
    const id = box.id as keyof typeof widths;
    box.getBoundingClientRect = () => ({ width: widths[id] }) as DOMRect;
    const text = box.querySelector<HTMLElement>('.sqsrte-scaled-text')!;
    text.getBoundingClientRect = () => ({ width: 3 * parseFloat(text.style.fontSize) }) as DOMRect;
  }
};

// The page has its headings before the chart starts (the chrome starts it only then), so the page is set up before
// each path, not by the walk's mount.
const page = document.createElement('div');
beforeEach(() => {
  resizes = 0;
  widths.wide = 600;
  widths.narrow = 30;
  lastFit = { ...widths };
  page.innerHTML = PAGE;
  document.body.append(page);
  layOut(page);
});
afterEach(() => page.remove());

const sizeOf = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`#${id} .sqsrte-scaled-text`)!.style.fontSize;
/** Each line fills its container as it is now: 600 / 3 = 200 px; the narrow one held at 0.75rem (12 px) and flagged. */
const fittedTo = (container: HTMLElement, w: typeof widths) => {
  expect(sizeOf(container, 'wide')).toBe(`${Math.max(w.wide / 3, 12)}px`);
  expect(sizeOf(container, 'narrow')).toBe(`${Math.max(w.narrow / 3, 12)}px`);
  expect(container.querySelector('#narrow')!.hasAttribute(MIN_FONT_ATTRIBUTE)).toBe(Math.max(w.narrow / 3, 12) <= 13);
  expect(container.querySelector('#wide')!.classList.contains('loaded')).toBe(true);
};

const fitted: StateAssertion<typeof scaledTextMachine> = () => fittedTo(page, widths);
const settling: StateAssertion<typeof scaledTextMachine> = () => {
  expect(lastFit).not.toEqual(widths);
  fittedTo(page, lastFit);
};

describe('scaled-text chart through the platform headings it sizes', () => {
  walkChart({
    ...scaledTextCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine: scaledTextMachine.provide({
      actions: {
        fitText: () => {
          fitScaledText(document);
          lastFit = { ...widths };
        },
      },
    }),
    mount: () => () => {},
    actions: {
      RESIZED: ({ fromActor }) => {
        resizes += 1;
        widths.wide = 600 + 30 * resizes;
        widths.narrow = 30 + 60 * resizes;
        fromActor('watchSizes', { type: 'RESIZED' });
      },
    },
    states: {
      // On entry and 100 ms after the last resize: every heading fills its container.
      fitted,
      settling,
    },
  });
});
