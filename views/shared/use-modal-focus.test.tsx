// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTarget, useModalFocus } from './use-modal-focus';

// The shared modal focus hook (system error overlay, dialogs, login, popup overlay) with stacked modals: focus
// goes back step by step, and a return target that went away with a lower modal falls back to the one recorded
// beneath it, then to the main landmark.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A modal with two buttons; `open` false while `rendered` stays true is a modal that is hiding (still on the page). */
function Modal({ name, open, rendered = open }: { name: string; open: boolean; rendered?: boolean }) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(open, dialog, '[data-first]');
  if (!rendered) return null;
  return (
    <div ref={dialog} role="dialog" aria-label={name} tabIndex={-1}>
      <button data-first="">{`${name} first`}</button>
      <button>{`${name} second`}</button>
    </div>
  );
}

const roots: Root[] = [];
/** Renders a modal into its own container (the way the runtime mounts each layer). */
function modal(name: string) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  const show = (open: boolean, rendered = open) => act(() => root.render(<Modal name={name} open={open} rendered={rendered} />));
  show(true);
  return {
    hide: () => show(false, true),
    remove: () => {
      show(false);
      container.remove();
    },
  };
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const focusedText = () => (document.activeElement === document.body ? 'body' : document.activeElement?.textContent);

let main: HTMLElement;
let pageButton: HTMLButtonElement;
beforeEach(() => {
  main = document.body.appendChild(document.createElement('main'));
  pageButton = main.appendChild(document.createElement('button'));
  pageButton.textContent = 'Page button';
  pageButton.focus();
});
afterEach(() => {
  // Closes every modal still open, so no layer is left on the module's stack for the next test.
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('useModalFocus with stacked modals', () => {
  it('moves focus in, and back step by step when the upper one closes first', () => {
    const lower = modal('Lower');
    expect(focusedText()).toBe('Lower first');
    button('Lower second').focus();
    const upper = modal('Upper');
    expect(focusedText()).toBe('Upper first');
    upper.remove();
    expect(focusedText()).toBe('Lower second');
    lower.remove();
    expect(document.activeElement).toBe(pageButton);
  });

  it('leaves focus in the upper one when the lower one closes first, then goes back to the page control', () => {
    const lower = modal('Lower');
    const upper = modal('Upper'); // opened from "Lower first", which goes away with the lower one
    button('Upper second').focus();
    lower.remove();
    expect(focusedText()).toBe('Upper second');
    upper.remove();
    expect(document.activeElement).toBe(pageButton);
  });

  it('skips a return target inside a lower modal that is still hiding', () => {
    const lower = modal('Lower');
    const upper = modal('Upper');
    lower.hide();
    expect(focusedText()).toBe('Upper first');
    upper.hide();
    expect(button('Lower first').isConnected).toBe(true);
    expect(document.activeElement).toBe(pageButton);
  });

  it('goes into the modal still open beneath when the upper one was opened from a control that is gone', () => {
    const lower = modal('Lower');
    const extra = document.querySelector('[role="dialog"]')!.appendChild(document.createElement('button'));
    extra.focus();
    const upper = modal('Upper');
    extra.remove();
    upper.remove();
    expect(document.activeElement).toBe(document.querySelector('[role="dialog"][aria-label="Lower"]'));
    lower.remove();
    expect(document.activeElement).toBe(pageButton);
  });

  it('falls back to the main landmark when nothing recorded is left, and leaves it as it was once focus moves on', () => {
    const lower = modal('Lower');
    const upper = modal('Upper');
    lower.remove();
    pageButton.remove();
    upper.remove();
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    const other = document.body.appendChild(document.createElement('button'));
    other.focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('gives focus back to nothing when nothing had focus before (no jump to the main landmark)', () => {
    pageButton.blur();
    expect(document.activeElement).toBe(document.body);
    modal('Only').remove();
    expect(document.activeElement).toBe(document.body);
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('falls back to the opener of a non-modal popup the modal was opened from once the popup is gone', () => {
    const popup = document.body.appendChild(document.createElement('div'));
    const popupButton = popup.appendChild(document.createElement('button'));
    rememberReturnTarget(popup, pageButton);
    popupButton.focus();
    const only = modal('Only');
    popup.remove();
    only.remove();
    expect(document.activeElement).toBe(pageButton);
  });
});
