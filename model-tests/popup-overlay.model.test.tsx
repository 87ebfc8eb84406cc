// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { popupOverlayAnatomy } from '../machines/popup-overlay/anatomy';
import { openLayerNames } from '../runtime/layers';
import { openPopupOverlay } from '../views/popup-overlay/mount';
import { overlayPage, popupOverlayCase } from './cases/popup-overlay';
import { walkChart } from './harness';

// The popup overlay chart walked through its real view: the dialog, its close button, Escape through the shared
// layer stack, a click beside the dialog, and its newsletter form — the form family's own chart and view, whose
// requests go to a stubbed fetch (FormSubmissionKey, SaveFormSubmission, form-render census).

const submissions: unknown[] = [];

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), location.href).pathname;
    if (path === '/api/form/SaveFormSubmission') submissions.push(JSON.parse(String(init?.body)));
    const body = path === '/api/form/FormSubmissionKey' ? { key: 'key-1' } : { success: true };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterAll(() => vi.unstubAllGlobals());

const { effects } = overlayPage;
const overlayCase = popupOverlayCase();

const dialogIn = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="dialog"]');
const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
  if (!found) throw new Error(`no "${name}" button in ${container.innerHTML}`);
  return found;
};

/** Types into the email field the way React hears it (the native value setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Lets the form's requests (stubbed fetch, promise callbacks) settle: promise jobs only, no clock, no task. */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) {
    await act(async () => {
      for (let job = 0; job < 20; job += 1) await Promise.resolve();
    });
  }
  if (!done()) throw new Error('the newsletter form never succeeded');
}

describe('popup overlay chart through its view', () => {
  walkChart({
    ...overlayCase,
    mount: (actorRef, container, trigger) => {
      submissions.length = 0;
      sessionStorage.clear();
      return overlayCase.mount(actorRef, container, trigger);
    },
    actions: {
      // The runtime opens it once the frequency rule said so and the view is mounted.
      OPEN: ({ trigger }) => openPopupOverlay(trigger),
      CLOSE: ({ container, event }) => {
        const { via } = event as { via?: 'button' | 'escape' | 'overlay' };
        if (via === 'button') button(container, 'Close').click();
        else if (via === 'overlay') container.querySelector<HTMLElement>(popupOverlayAnatomy.selector('backdrop'))!.click();
        // Escape goes to whatever has focus; the layer stack's window listener gives it to the top layer.
        else document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      },
      SUBMITTED: async ({ container, actorRef }) => {
        type(container.querySelector<HTMLInputElement>('input[type="email"]')!, 'ann@example.com');
        button(container, 'Sign up').click();
        await until(() => actorRef.getSnapshot().matches('submitted'));
      },
    },
    states: {
      hidden: ({ container }) => {
        expect(dialogIn(container)).toBeNull();
        expect(effects.shown).toBe(0);
      },
      shown: ({ container }) => {
        const dialog = dialogIn(container)!;
        expect(dialog.getAttribute('aria-modal')).toBe('true');
        expect(dialog.dataset.style).toBe('lightbox');
        expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Fresh from the oven, first');
        expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('One email a week with the new loaves.');
        expect(dialog.contains(document.activeElement)).toBe(true);
        expect(dialog.querySelector('input[type="email"]')).not.toBeNull();
        expect(openLayerNames()).toEqual(['popup-overlay']);
        expect(effects).toEqual({ shown: 1, closed: 0, submitted: 0 });
      },
      submitted: ({ container }) => {
        const dialog = dialogIn(container)!;
        expect(dialog.textContent).toContain('Thanks for signing up!');
        expect(dialog.querySelector('input[type="email"]')).toBeNull();
        expect(effects).toEqual({ shown: 1, closed: 0, submitted: 1 });
        // The overlay's form sends the first payload variant with isOverlayForm.
        expect(submissions).toEqual([expect.objectContaining({ formId: 'f-300', isOverlayForm: true })]);
      },
      closed: ({ container }) => {
        expect(dialogIn(container)).toBeNull();
        expect(openLayerNames()).toEqual([]);
        expect(document.activeElement).toBe(overlayPage.opener);
        expect(effects.closed).toBe(1);
      },
    },
  });
});
