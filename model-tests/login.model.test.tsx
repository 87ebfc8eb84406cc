// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { ACCOUNT_CREATION_DISABLED_HINT, LOGIN_SUCCEEDED_MESSAGE } from '../machines/login/connect';
import { loginMachine, MISSING_CREDENTIALS_MESSAGE, type LoginCredentials } from '../machines/login/machine';
import { openLayerNames } from '../runtime/layers';
import { LoginView } from '../views/login/LoginView';
import { CONFIG, loginCase, loginEffects } from './cases/login';
import { walkChart } from './harness';

const dialog = (c: HTMLElement) => c.querySelector<HTMLElement>('[role="dialog"]');
const field = (c: HTMLElement, name: string) => c.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = (c: HTMLElement, name: string) => {
  const found = [...c.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no "${name}" button in ${c.innerHTML}`);
  return found;
};
const labelText = (c: HTMLElement, input: HTMLElement) => c.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent;
const escape = () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

type Snapshot = ReturnType<ActorRefFrom<typeof loginMachine>['getSnapshot']>;

/** The form as the visitor sees it matches the chart: labelled fields holding what was typed, nothing lost. */
function expectForm(c: HTMLElement, snapshot: Snapshot) {
  const root = dialog(c)!;
  expect(root.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(root.getAttribute('aria-labelledby')!)?.textContent).toBe('Log in');
  const { email, password, rememberMe, accountCreationAllowed } = snapshot.context;
  expect(field(c, 'email').value).toBe(email);
  expect(field(c, 'password').value).toBe(password);
  expect(field(c, 'password').type).toBe('password');
  expect(field(c, 'rememberMe').checked).toBe(rememberMe);
  expect(labelText(c, field(c, 'email'))).toBe('Email');
  expect(labelText(c, field(c, 'password'))).toBe('Password');
  expect(labelText(c, field(c, 'rememberMe'))).toBe('Remember me');
  expect(button(c, 'Create account').disabled).toBe(!accountCreationAllowed || snapshot.matches('submitting'));
  expect(openLayerNames()).toContain('dialog:login');
}

for (const useEscapeKeyToLogin of [false, true]) {
  describe(`login chart through its view (useEscapeKeyToLogin ${useEscapeKeyToLogin})`, () => {
    walkChart({
      ...loginCase(useEscapeKeyToLogin),
      // The typed values make many loop-free paths; the shortest paths still reach every state and transition.
      paths: 'shortest',
      actions: {
        EDIT_EMAIL: ({ container, event }) => void fireEvent.change(field(container, 'email'), { target: { value: event.value } }),
        EDIT_PASSWORD: ({ container, event }) =>
          void fireEvent.change(field(container, 'password'), { target: { value: event.value } }),
        SET_REMEMBER_ME: ({ container, event }) => {
          const box = field(container, 'rememberMe');
          if (box.checked !== event.value) fireEvent.click(box);
        },
        SUBMIT: ({ container }) => void fireEvent.click(button(container, 'Log in')),
        CREATE_ACCOUNT: ({ container }) => void fireEvent.click(button(container, 'Create account')),
        // Cancel by button, close the success message by Escape through the layer stack.
        CANCEL: ({ container }) => void fireEvent.click(button(container, 'Cancel')),
        CLOSE: () => escape(),
      },
      states: {
        'form.editing': ({ container, snapshot }) => {
          expectForm(container, snapshot);
          expect(container.querySelector('[role="alert"]')!.textContent).toBe('');
          expect(field(container, 'email').getAttribute('aria-invalid')).toBeNull();
          expect(dialog(container)!.contains(document.activeElement)).toBe(true);
          if (!snapshot.context.accountCreationAllowed) {
            const create = button(container, 'Create account');
            expect(document.getElementById(create.getAttribute('aria-describedby')!)?.textContent).toBe(ACCOUNT_CREATION_DISABLED_HINT);
          }
        },
        'form.failed': ({ container, snapshot }) => {
          expectForm(container, snapshot);
          const alert = container.querySelector<HTMLElement>('[role="alert"]')!;
          expect(alert.textContent).toBe(snapshot.context.error);
          expect(document.activeElement).toBe(alert);
          expect(field(container, 'email').getAttribute('aria-describedby')).toBe(alert.id);
          if (snapshot.context.error === MISSING_CREDENTIALS_MESSAGE) {
            expect(field(container, 'email').getAttribute('aria-invalid')).toBe(snapshot.context.email ? null : 'true');
          }
        },
        submitting: ({ container, snapshot }) => {
          expectForm(container, snapshot);
          expect(button(container, 'Logging in…').disabled).toBe(true);
          expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
          expect(field(container, 'email').readOnly).toBe(true);
          const { email, password, rememberMe } = snapshot.context;
          expect(snapshot.children.sendLogin!.getSnapshot().input).toEqual({ email, password, rememberMe });
        },
        succeeded: ({ container }) => {
          const status = container.querySelector<HTMLElement>('[role="status"]')!;
          expect(status.textContent).toBe(LOGIN_SUCCEEDED_MESSAGE);
          expect(document.activeElement).toBe(status);
          expect(container.querySelector('a')!.getAttribute('href')).toBe(CONFIG);
          expect(container.querySelector('form')).toBeNull();
          expect(document.body.dataset.storedToken).toBe('token-1');
        },
        creatingAccount: ({ container }) => {
          expect(dialog(container)).toBeNull();
          expect(document.body.dataset.accountCreation).toBe('opened');
        },
        closed: ({ container }) => {
          expect(dialog(container)).toBeNull();
          expect(openLayerNames()).not.toContain('dialog:login');
        },
      },
    });
  });
}

describe('login dialog keyboard use (WAI-ARIA modal dialog)', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  function openDialog(useEscapeKeyToLogin = false) {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const container = document.createElement('div');
    document.body.append(container);
    // The session login never answers here: these tests are about the keyboard.
    const pending = { sendLogin: fromPromise<string, LoginCredentials>(() => new Promise(() => {})) };
    const actor = createActor(loginMachine.provide({ actors: pending, actions: loginEffects }), { input: { useEscapeKeyToLogin } }).start();
    const root = createRoot(container);
    act(() => root.render(<LoginView actorRef={actor} configPanelHref={CONFIG} />));
    cleanup = () => {
      act(() => root.unmount());
      document.body.innerHTML = '';
    };
    return { actor, container, opener };
  }

  it('puts focus in the email field, and Escape cancels and gives focus back to where the visitor was', () => {
    const { actor, container, opener } = openDialog();
    expect(document.activeElement).toBe(field(container, 'email'));
    act(() => escape());
    expect(actor.getSnapshot().value).toBe('closed');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    const { container } = openDialog();
    const focusable = [...dialog(container)!.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
    focusable.at(-1)!.focus();
    act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(document.activeElement).toBe(focusable[0]);
  });

  it('does not let Escape dismiss the dialog while the login is being sent', () => {
    const { actor, container } = openDialog();
    fireEvent.change(field(container, 'email'), { target: { value: 'a@b.test' } });
    fireEvent.change(field(container, 'password'), { target: { value: 'pw' } });
    act(() => void fireEvent.submit(container.querySelector('form')!));
    expect(actor.getSnapshot().value).toBe('submitting');
    act(() => escape());
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('with useEscapeKeyToLogin on, Create account is disabled and a click on it does nothing', () => {
    const { actor, container } = openDialog(true);
    const create = button(container, 'Create account');
    expect(create.disabled).toBe(true);
    fireEvent.click(create);
    actor.send({ type: 'CREATE_ACCOUNT' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(document.body.dataset.accountCreation).toBeUndefined();
  });
});
