// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { describe, expect } from 'vitest';
import { formAnatomy } from '../machines/form/anatomy';
import { formText } from '../machines/shared/text/form';
import { captchaTokenNow, formCase, setCaptchaToken } from './cases/form';
import { walkChart } from './harness';

// The form chart through its view (the case: model-tests/cases/form.tsx), with and without a captcha.
const email = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="email"]')!;
const part = (container: HTMLElement, name: Parameters<typeof formAnatomy.selector>[0]) =>
  container.querySelector<HTMLElement>(formAnatomy.selector(name));
const button = (container: HTMLElement) => part(container, 'submit') as HTMLButtonElement;
/** The messages a failed submission shows (not the client's own checks). */
const failureShown = (top: string[]) => top.length > 0 && top[0] !== formText['form.invalidFields'] && top[0] !== formText['form.captchaIncomplete'];

for (const input of [
  { captchaRequired: false, bindSubmitButton: false, successRedirect: undefined },
  { captchaRequired: true, bindSubmitButton: false, successRedirect: '/thanks' },
  { captchaRequired: true, bindSubmitButton: true, successRedirect: undefined },
]) {
  describe(`form chart through its view (captcha ${input.captchaRequired}, bound ${input.bindSubmitButton}, redirect ${Boolean(input.successRedirect)})`, () => {
    walkChart({
      ...formCase(input),
      // With the captcha the loop-free paths explode; the shortest paths still reach every state and transition.
      paths: input.captchaRequired ? 'shortest' : 'both',
      actions: {
        CHANGE: ({ container, event }) => void fireEvent.change(email(container), { target: { value: event.value } }),
        SUBMIT: ({ container, event }) => {
          // The visitor solves the captcha (or leaves it unsolved), the view renders that, then the visitor clicks.
          if (input.captchaRequired) flushSync(() => setCaptchaToken(event.captchaToken ?? null));
          fireEvent.click(button(container));
        },
      },
      states: {
        editing: ({ container, snapshot }) => {
          const { fieldErrors, top, values } = snapshot.context;
          expect(email(container).value).toBe(values.email);
          expect(email(container).readOnly).toBe(false);
          expect(button(container).textContent).toBe('Send');
          const summary = part(container, 'error-summary')!;
          expect(summary.hidden).toBe(top.length === 0 && !fieldErrors.email);
          if (top[0]) expect(summary.querySelector('h2')?.textContent).toBe(top[0]);
          const message = part(container, 'field-error');
          expect(message?.textContent ?? null).toBe(fieldErrors.email ?? null);
          expect(email(container).getAttribute('aria-invalid')).toBe(fieldErrors.email ? 'true' : null);
          // Errors, once shown, have focus.
          if (top.length > 0) expect(document.activeElement).toBe(summary);
          // A failure resets the captcha; a button bound to it is disabled until it is solved (again).
          if (input.captchaRequired && failureShown(top)) expect(captchaTokenNow()).toBeNull();
          expect(button(container).disabled).toBe(input.bindSubmitButton && captchaTokenNow() === null);
          expect(part(container, 'captcha')?.hasAttribute('data-invalid') ?? false).toBe(snapshot.context.captchaMissing);
        },
        submitting: ({ container }) => {
          expect(button(container).textContent).toBe(formText['form.submitting']);
          expect(part(container, 'root')!.getAttribute('aria-busy')).toBe('true');
          expect(email(container).readOnly).toBe(true);
        },
        submitted: ({ container }) => {
          const message = part(container, 'message')!;
          expect(message.textContent).toBe('Thank you!');
          expect(document.activeElement).toBe(message);
          expect(container.querySelector('form')).toBeNull();
          expect(document.body.dataset.draft).toBeUndefined();
        },
        redirecting: () => {
          expect(document.body.dataset.redirectedTo).toBe('/thanks');
          expect(document.body.dataset.draft).toBeUndefined();
        },
      },
    });
  });
}
