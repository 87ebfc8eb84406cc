// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { dialogAnatomy } from '../machines/dialog/anatomy';
import { DIALOG_PADDING, DIALOG_WIDTH } from '../machines/dialog/connect';
import type { dialogMachine, DialogInput } from '../machines/dialog/machine';
import { BASE_Z_INDEX, openLayerNames } from '../runtime/layers';
import { dialogCase, dialogInputs, dialogOpener } from './cases/dialog';
import { walkChart } from './harness';

type DialogPart = (typeof dialogAnatomy.parts)[number];

type Snapshot = SnapshotFrom<typeof dialogMachine>;

const root = (container: HTMLElement) => container.querySelector<HTMLElement>(dialogAnatomy.selector('root'));
const button = (container: HTMLElement, part: DialogPart) => container.querySelector<HTMLButtonElement>(dialogAnatomy.selector(part))!;
const pressEscape = () => {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
};

for (const [name, input] of dialogInputs) {
  const modal = input.kind !== 'information';
  describe(`dialog chart through its view (${name})`, () => {
    walkChart({
      ...dialogCase(name, input),
      actions: {
        CONFIRM: ({ container }) => button(container, 'confirm').click(),
        REJECT: ({ container }) => button(container, 'reject').click(),
        CANCEL: ({ container }) => button(container, 'cancel').click(),
        // A real key press: it reaches the dialog only through the shared layer stack.
        ESCAPE: () => pressEscape(),
        OVERLAY_CLICK: ({ container }) => container.querySelector<HTMLElement>(dialogAnatomy.selector('backdrop'))!.click(),
        HIDE_ANIMATION_END: ({ container }) =>
          void root(container)!.dispatchEvent(new Event('animationend', { bubbles: true })),
      },
      states: {
        shown: ({ container, snapshot }) => expectShown(container, snapshot, input),
        hiding: ({ container }) => {
          const dialog = root(container)!;
          expect(dialog.dataset.state).toBe('hiding');
          // Off the layer stack and focus back where the visitor was, while the hide animation runs.
          expect(openLayerNames()).toEqual([]);
          expect(document.activeElement).toBe(dialogOpener.button);
          for (const b of dialog.querySelectorAll('button')) expect(b.disabled).toBe(true);
          if (modal) expect(container.querySelector(dialogAnatomy.selector('backdrop'))!.getAttribute('data-state')).toBe('hiding');
        },
        hidden: ({ container, snapshot }) => {
          expect(container.innerHTML).toBe('');
          expect(snapshot.output).toBe(snapshot.context.result);
          expect(document.activeElement).toBe(dialogOpener.button);
        },
      },
    });
  });
}

function expectShown(container: HTMLElement, snapshot: Snapshot, input: DialogInput) {
  const dialog = root(container)!;
  const modal = input.kind !== 'information';
  expect(dialog.dataset.state).toBe('shown');
  expect(dialog.dataset.kind).toBe(input.kind);
  expect(dialog.getAttribute('role')).toBe(modal ? 'alertdialog' : 'status');
  expect(dialog.getAttribute('aria-modal')).toBe(modal ? 'true' : null);
  expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(input.title);
  expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(input.message);
  const labels = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
  expect(labels).toEqual([input.cancelText, input.rejectText, input.confirmText].filter(Boolean));
  expect(openLayerNames()).toEqual([`dialog:${input.kind}`]);
  const layered = modal ? container.querySelector<HTMLElement>(dialogAnatomy.selector('backdrop'))! : dialog;
  expect(layered.style.zIndex).toBe(String(BASE_Z_INDEX));
  // Modal kinds take focus (the least destructive button); the status popup leaves it where it was.
  const focusPart = !modal ? null : input.cancelText ? 'cancel' : 'confirm';
  expect(document.activeElement).toBe(focusPart ? button(container, focusPart) : dialogOpener.button);
  expect(snapshot.context.result).toBeNull();
  // An Escape that the chart does not take (closeOnEscape false) is still swallowed by the top layer.
  if (input.closeOnEscape === false) {
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => void document.activeElement!.dispatchEvent(key));
    expect(key.defaultPrevented).toBe(true);
  }
  // Sizes come from the spec (display-widgets §9) through the injected stylesheet.
  const css = document.getElementById('runtime-style-dialog')!.textContent!;
  expect(css).toContain(`width: ${DIALOG_WIDTH}px`);
  expect(css).toContain(`padding: ${DIALOG_PADDING}px`);
}
