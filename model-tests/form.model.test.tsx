// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { formAnatomy } from '../machines/form/anatomy';
import { formMachine, type FormInput } from '../machines/form/machine';
import { CAPTCHA_INCOMPLETE, INVALID_FIELDS, SUBMITTING } from '../machines/form/messages';
import { formConfigSchema } from '../runtime/schemas/form';
import type { CaptchaSlot } from '../views/captcha/start-captcha';
import { FormView } from '../views/form/FormView';
import { reactView, walkChart } from './harness';

// A small form: one required email field. The server's answers are the walk's: it settles the chart's two
// requests (fetchKey, saveSubmission). The captcha is a stand-in slot the visitor solves before submitting and
// that the form resets after a failure (the captcha chart has its own model test).
const configOf = (bindSubmitButton: boolean) =>
  formConfigSchema.parse({
    formId: 'contact',
    fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
    submission: { variant: 'page', pageId: 'p1' },
    submitButtonText: 'Send',
    postSubmitMessage: 'Thank you!',
    captcha: { siteKey: 'key', bindSubmitButton },
  });

let captchaToken: string | null = null;
const captchaListeners = new Set<() => void>();
const setCaptchaToken = (token: string | null) => {
  captchaToken = token;
  captchaListeners.forEach((listener) => listener());
};
const captcha: CaptchaSlot = {
  actorRef: undefined as never,
  view: <span data-testid="captcha" />,
  token: () => captchaToken,
  solved: () => captchaToken !== null,
  subscribe: (listener) => {
    captchaListeners.add(listener);
    return () => captchaListeners.delete(listener);
  },
  reset: () => setCaptchaToken(null),
};

const effects = {
  saveDraft: ({ context }: { context: { values: unknown } }) => void (document.body.dataset.draft = JSON.stringify(context.values)),
  clearDraft: () => void delete document.body.dataset.draft,
  // What the block's resetCaptcha does: the captcha slot's reset.
  resetCaptcha: () => captcha.reset(),
  redirect: () => void (document.body.dataset.redirectedTo = '/thanks'),
  trackNewsletterSubscribe: () => {},
};

const email = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="email"]')!;
const part = (container: HTMLElement, name: Parameters<typeof formAnatomy.selector>[0]) =>
  container.querySelector<HTMLElement>(formAnatomy.selector(name));
const button = (container: HTMLElement) => part(container, 'submit') as HTMLButtonElement;
/** The messages a failed submission shows (not the client's own checks). */
const failureShown = (top: string[]) => top.length > 0 && top[0] !== INVALID_FIELDS && top[0] !== CAPTCHA_INCOMPLETE;

for (const input of [
  { captchaRequired: false, bindSubmitButton: false, successRedirect: undefined },
  { captchaRequired: true, bindSubmitButton: false, successRedirect: '/thanks' },
  { captchaRequired: true, bindSubmitButton: true, successRedirect: undefined },
]) {
  const config = configOf(input.bindSubmitButton);
  describe(`form chart through its view (captcha ${input.captchaRequired}, bound ${input.bindSubmitButton}, redirect ${Boolean(input.successRedirect)})`, () => {
    walkChart({
      machine: formMachine.provide({ actions: effects }),
      input: {
        fields: config.fields,
        values: { email: '' },
        validate: true,
        newsletter: false,
        captchaRequired: input.captchaRequired,
        ...(input.successRedirect ? { successRedirect: input.successRedirect } : {}),
      } satisfies FormInput,
      // With the captcha the loop-free paths explode; the shortest paths still reach every state and transition.
      paths: input.captchaRequired ? 'shortest' : 'both',
      mount: async (actorRef, container) => {
        captchaToken = null;
        for (const key of ['draft', 'redirectedTo']) delete document.body.dataset[key];
        const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof formMachine> }) => (
          <FormView actorRef={actorRef} idPrefix="contact" config={config} {...(input.captchaRequired ? { captcha } : {})} />
        );
        return reactView(View)(actorRef, container);
      },
      events: {
        CHANGE: [{ fieldId: 'email', value: 'not-an-email' }, { fieldId: 'email', value: 'ann@example.com' }],
        // A button bound to the captcha cannot be clicked before the captcha is solved.
        SUBMIT: !input.captchaRequired
          ? [{ captchaToken: null }]
          : input.bindSubmitButton
            ? [{ captchaToken: 'token-1' }]
            : [{ captchaToken: null }, { captchaToken: 'token-1' }],
        'xstate.done.actor.fetchKey': [{ output: 'key-1' }],
        'xstate.error.actor.fetchKey': [{ error: { kind: 'network', status: 0 } }],
        'xstate.error.actor.saveSubmission': [
          { error: { kind: 'network', status: 400, data: { errors: { email: 'Already subscribed.' } } } },
          { error: { kind: 'network', status: 500 } },
        ],
      },
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
          if (input.captchaRequired && failureShown(top)) expect(captchaToken).toBeNull();
          expect(button(container).disabled).toBe(input.bindSubmitButton && captchaToken === null);
          expect(part(container, 'captcha')?.hasAttribute('data-invalid') ?? false).toBe(snapshot.context.captchaMissing);
        },
        submitting: ({ container }) => {
          expect(button(container).textContent).toBe(SUBMITTING);
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
