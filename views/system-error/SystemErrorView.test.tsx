// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { systemErrorMachine } from '../../machines/system-error/machine';
import { SystemErrorView } from './SystemErrorView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

function openOverlay() {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const container = document.createElement('div');
  document.body.append(container);
  const actor = createActor(systemErrorMachine).start();
  const root = createRoot(container);
  act(() => root.render(<SystemErrorView actorRef={actor} />));
  act(() => actor.send({ type: 'SHOW', message: 'Unauthorized request' }));
  cleanup = () => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  };
  const dialog = container.querySelector<HTMLElement>('[role="alertdialog"]')!;
  const key = (key: string, shiftKey = false) =>
    act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true })));
  return { actor, dialog, opener, key, buttons: [...dialog.querySelectorAll('button')] };
}

describe('system error overlay keyboard use (WAI-ARIA modal dialog)', () => {
  it('closes on Escape and gives focus back to where the visitor was', () => {
    const { actor, opener, key } = openOverlay();
    key('Escape');
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    const { buttons, key } = openOverlay();
    const [reload, clear] = buttons;
    clear!.focus();
    key('Tab');
    expect(document.activeElement).toBe(reload);
    key('Tab', true);
    expect(document.activeElement).toBe(clear);
  });
});
