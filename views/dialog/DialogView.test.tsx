// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dialogAnatomy } from '../../machines/dialog/anatomy';
import { dialogMachine, type DialogInput } from '../../machines/dialog/machine';
import { openLayerNames, pushLayer } from '../../runtime/layers';
import { DialogView } from './DialogView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const information: DialogInput = { kind: 'information', title: 'Logout Successful', message: 'You have been successfully logged out.', confirmText: 'OK' };
const confirmation: DialogInput = { kind: 'confirmation', title: 'Leave?', message: 'Sure?', confirmText: 'Leave', cancelText: 'Stay' };

let cleanup = () => {};
afterEach(() => cleanup());

function render(input: DialogInput) {
  const actor = createActor(dialogMachine, { input }).start();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(<DialogView actorRef={actor} idPrefix="t" />));
  cleanup = () => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  };
  return { actor, container };
}

describe('DialogView', () => {
  it('renders the status popup empty first, so screen readers announce its text when it is filled', () => {
    const first = renderToString(<DialogView actorRef={createActor(dialogMachine, { input: information })} idPrefix="t" />);
    expect(first).toContain('role="status"');
    expect(first).not.toContain('Logout Successful');
    const { container } = render(information);
    expect(container.querySelector('[role="status"]')!.textContent).toContain('You have been successfully logged out.');
  });

  it('renders a modal dialog with its content at once (focus can move in on the first render)', () => {
    expect(renderToString(<DialogView actorRef={createActor(dialogMachine, { input: confirmation })} idPrefix="t" />)).toContain('Leave?');
  });

  it('does not handle Escape itself: a layer opened above it takes the key', () => {
    const { actor } = render(confirmation);
    const close = vi.fn();
    const removeTooltip = pushLayer({ name: 'tooltip', close });
    expect(openLayerNames()).toEqual(['dialog:confirmation', 'tooltip']);
    act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
    expect(close).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    removeTooltip();
  });

  it('ignores the end of an animation that is not its hide animation', () => {
    const { actor, container } = render(confirmation);
    const root = container.querySelector(dialogAnatomy.selector('root'))!;
    act(() => void root.dispatchEvent(new Event('animationend', { bubbles: true }))); // the show animation
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    act(() => (container.querySelector(dialogAnatomy.selector('confirm')) as HTMLButtonElement).click());
    act(() => void root.querySelector('h2')!.dispatchEvent(new Event('animationend', { bubbles: true }))); // a child's
    expect(actor.getSnapshot().value).toBe('hiding');
    act(() => void root.dispatchEvent(new Event('animationend', { bubbles: true })));
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
