// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LOGGING_OUT_TEXT, LOGOUT_FAILED_TITLE } from '../machines/logout/connect';
import { logoutMachine, SESSION_CRUMB_MESSAGE } from '../machines/logout/machine';
import { openLayerNames } from '../runtime/layers';
import { LogoutView } from '../views/logout/LogoutView';
import { reactView, walkChart } from './harness';

const DESTINATION = '/?logout=true';

/** Each effect appends its name to a log on the page; the walk sends the server's answers itself. */
const log = (name: string) => () => void (document.body.dataset.effects = `${document.body.dataset.effects ?? ''} ${name}`.trim());
const effects = {
  postLogout: log('postLogout'),
  deleteSession: ({ context }: { context: { cloneCart: boolean } }) => log(`deleteSession(cloneCart=${context.cloneCart})`)(),
  storeCrumb: ({ event }: { event: { type: string; crumb?: string } }) => log(`storeCrumb(${event.crumb ?? ''})`)(),
  forgetToken: log('forgetToken'),
  goToDestination: ({ context }: { context: { destination: string } }) => log(`goTo(${context.destination})`)(),
};
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

const busy = (name: string) => ({ container }: { container: HTMLElement }) => {
  expect(status(container).textContent).toBe(LOGGING_OUT_TEXT);
  expect(alertDialog(container)).toBeNull();
  expect(last()).toBe(name);
};

describe('logout chart through its view', () => {
  walkChart({
    // Sent straight to the actor until this chart's entry points and effects are caused by the page (issue 10).
    environment: ['LOGGED_OUT', 'LOGOUT', 'LOGOUT_FAILED', 'SESSION_CRUMB_FAILED', 'SESSION_ENDED', 'SESSION_FAILED'],
    machine: logoutMachine.provide({ actions: effects }),
    input: { cloneCart: true, destination: DESTINATION },
    mount: async (actorRef, container) => {
      delete document.body.dataset.effects;
      return reactView(LogoutView)(actorRef, container);
    },
    events: {
      LOGOUT_FAILED: [{ message: 'Could not log out: Unable to connect…' }],
      SESSION_CRUMB_FAILED: [{ crumb: 'crumb-2' }],
      SESSION_FAILED: [{ message: 'Your session could not be ended: Unauthorized request' }],
    },
    actions: {
      // Shift+Escape or a logout control call logout(), which sends LOGOUT.
      LOGOUT: ({ actorRef }) => actorRef.send({ type: 'LOGOUT' }),
      RETRY: ({ container }) => void fireEvent.click(button(container, 'Try again')),
      // Close by button or by Escape through the layer stack.
      DISMISS: ({ container, snapshot }) =>
        snapshot.context.error === SESSION_CRUMB_MESSAGE ? escape() : void fireEvent.click(button(container, 'Close')),
      // The server's answers.
      LOGGED_OUT: ({ actorRef }) => actorRef.send({ type: 'LOGGED_OUT' }),
      LOGOUT_FAILED: ({ actorRef, event }) => actorRef.send(event),
      SESSION_ENDED: ({ actorRef }) => actorRef.send({ type: 'SESSION_ENDED' }),
      SESSION_CRUMB_FAILED: ({ actorRef, event }) => actorRef.send(event),
      SESSION_FAILED: ({ actorRef, event }) => actorRef.send(event),
    },
    states: {
      idle: ({ container }) => {
        expect(status(container).textContent).toBe('');
        expect(alertDialog(container)).toBeNull();
        expect(openLayerNames()).not.toContain('dialog:logout-failed');
      },
      loggingOut: busy('postLogout'),
      endingSession: ({ container, snapshot }) => {
        busy('deleteSession(cloneCart=true)')({ container });
        // After a crumbFail the new crumb is stored before the one retry.
        if (snapshot.context.sessionRetried) expect(effectLog().at(-2)).toBe('storeCrumb(crumb-2)');
        const sinceLastPost = effectLog().slice(effectLog().lastIndexOf('postLogout'));
        expect(sinceLastPost.filter((e) => e.startsWith('deleteSession')).length).toBe(snapshot.context.sessionRetried ? 2 : 1);
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
        if (snapshot.context.error === SESSION_CRUMB_MESSAGE) {
          // given up after exactly one retry: two DELETEs since the last POST
          const sinceLastPost = effectLog().slice(effectLog().lastIndexOf('postLogout'));
          expect(sinceLastPost.filter((e) => e.startsWith('deleteSession')).length).toBe(2);
        }
        expect(effectLog()).not.toContain('forgetToken');
      },
    },
  });
});

describe('logout failure dialog keyboard use', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('keeps Tab inside the dialog, and Escape closes it and gives focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const container = document.createElement('div');
    document.body.append(container);
    const actor = createActor(logoutMachine.provide({ actions: effects }), {
      input: { cloneCart: false, destination: DESTINATION },
    }).start();
    const root = createRoot(container);
    act(() => root.render(<LogoutView actorRef={actor} />));
    cleanup = () => {
      act(() => root.unmount());
      document.body.innerHTML = '';
    };
    act(() => {
      actor.send({ type: 'LOGOUT' });
      actor.send({ type: 'LOGOUT_FAILED', message: 'Could not log out: Unable to connect…' });
    });
    const retry = button(container, 'Try again');
    expect(document.activeElement).toBe(retry);
    act(() => void retry.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(document.activeElement).toBe(button(container, 'Close'));
    act(() => escape());
    expect(actor.getSnapshot().value).toBe('idle');
    expect(document.activeElement).toBe(opener);
  });
});
