// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOGGING_OUT_TEXT, LOGOUT_FAILED_TITLE } from '../machines/logout/connect';
import { logoutMachine, SESSION_CRUMB_MESSAGE } from '../machines/logout/machine';
import { requestLogout } from '../runtime/chrome/session';
import { openLayerNames } from '../runtime/layers';
import { LogoutView } from '../views/logout/LogoutView';
import { walkChart } from './harness';
import { DESTINATION, logoutCase, logoutEffects } from './cases/logout';

/** The effects' log on the page (model-tests/cases/logout.tsx). */
const effectLog = () => (document.body.dataset.effects ?? '').split(' ').filter(Boolean);
const last = () => effectLog().at(-1);

const status = (c: HTMLElement) => c.querySelector<HTMLElement>('[role="status"]')!;
const alertDialog = (c: HTMLElement) => c.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (c: HTMLElement, name: string) => {
  const found = [...c.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no "${name}" button in ${c.innerHTML}`);
  return found;
};
const escape = () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

const busy = ({ container }: { container: HTMLElement }) => {
  expect(status(container).textContent).toBe(LOGGING_OUT_TEXT);
  expect(alertDialog(container)).toBeNull();
};

describe('logout chart through its view', () => {
  walkChart({
    ...logoutCase,
    actions: {
      // Shift+Escape and the logout controls call logout(), which asks the running chart with requestLogout; the
      // failure it rejects with is shown by the view.
      LOGOUT: ({ trigger }) => void requestLogout(trigger).catch(() => {}),
      RETRY: ({ container }) => void fireEvent.click(button(container, 'Try again')),
      // Close by button or by Escape through the layer stack.
      DISMISS: ({ container, snapshot }) =>
        snapshot.context.error === SESSION_CRUMB_MESSAGE ? escape() : void fireEvent.click(button(container, 'Close')),
    },
    states: {
      idle: ({ container }) => {
        expect(status(container).textContent).toBe('');
        expect(alertDialog(container)).toBeNull();
        expect(openLayerNames()).not.toContain('dialog:logout-failed');
      },
      loggingOut: ({ container, snapshot }) => {
        busy({ container });
        expect(snapshot.children.postLogout).toBeDefined();
      },
      endingSession: ({ container, snapshot }) => {
        busy({ container });
        expect(snapshot.children.deleteSession!.getSnapshot().input).toEqual({ cloneCart: true });
        // After a crumbFail the new crumb is stored before the one retry.
        if (snapshot.context.sessionRetried) expect(last()).toBe('storeCrumb(crumb-2)');
      },
      leaving: ({ container }) => {
        expect(status(container).textContent).toBe(LOGGING_OUT_TEXT);
        expect(effectLog().slice(-2)).toEqual(['forgetToken', `goTo(${DESTINATION})`]);
      },
      failed: ({ container, snapshot }) => {
        const dialog = alertDialog(container)!;
        expect(dialog.getAttribute('aria-modal')).toBe('true');
        expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(LOGOUT_FAILED_TITLE);
        expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(snapshot.context.error);
        expect(document.activeElement).toBe(button(container, 'Try again'));
        expect(openLayerNames()).toContain('dialog:logout-failed');
        expect(status(container).textContent).toBe('');
        // Given up after exactly one retry: both crumbs of the two crumbFail answers were stored.
        if (snapshot.context.error === SESSION_CRUMB_MESSAGE) expect(effectLog().slice(-2)).toEqual(['storeCrumb(crumb-2)', 'storeCrumb(crumb-2)']);
        expect(effectLog()).not.toContain('forgetToken');
      },
    },
  });
});

describe('logout failure dialog keyboard use', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('keeps Tab inside the dialog, and Escape closes it and gives focus back', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const container = document.createElement('div');
    document.body.append(container);
    const actor = createActor(
      logoutMachine.provide({
        actors: { postLogout: fromPromise(() => Promise.reject(new Error('Could not log out: Unable to connect…'))) },
        actions: logoutEffects,
      }),
      { input: { cloneCart: false, destination: DESTINATION } },
    ).start();
    const root = createRoot(container);
    act(() => root.render(<LogoutView actorRef={actor} />));
    cleanup = () => {
      act(() => root.unmount());
      document.body.innerHTML = '';
    };
    await act(async () => void (await requestLogout(actor).catch(() => {})));
    expect(actor.getSnapshot().value).toBe('failed');
    const retry = button(container, 'Try again');
    expect(document.activeElement).toBe(retry);
    act(() => void retry.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(document.activeElement).toBe(button(container, 'Close'));
    act(() => escape());
    expect(actor.getSnapshot().value).toBe('idle');
    expect(document.activeElement).toBe(opener);
  });
});
