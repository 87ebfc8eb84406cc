// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { systemErrorAnatomy } from '../machines/system-error/anatomy';
import { showSystemError } from '../runtime/system-error';
import { systemErrorCase } from './cases/system-error';
import { walkChart } from './harness';

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no "${name}" button in ${container.innerHTML}`);
  return found;
};

describe('system error overlay chart through its view', () => {
  walkChart({
    ...systemErrorCase,
    actions: {
      // Errors come from the data layer, through the runtime's showSystemError.
      SHOW: ({ trigger, event }) => showSystemError(event.message, trigger),
      CLEAR: ({ container }) => button(container, 'Clear').click(),
      RELOAD: ({ container }) => button(container, 'Reload Page').click(),
    },
    states: {
      hidden: ({ container }) => expect(container.querySelector('[role="alertdialog"]')).toBeNull(),
      shown: ({ container, snapshot }) => {
        const dialog = container.querySelector('[role="alertdialog"]')!;
        expect(dialog.getAttribute('aria-modal')).toBe('true');
        expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Something Went Wrong!');
        const listed = [...container.querySelectorAll(`${systemErrorAnatomy.selector('messages')} li`)].map((li) => li.textContent);
        expect(listed).toEqual(snapshot.context.messages);
        expect(document.activeElement).toBe(dialog);
      },
      reloading: () => expect(document.body.dataset.reloaded).toBe('yes'),
    },
  });
});
