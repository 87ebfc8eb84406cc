// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogAnatomy } from '../../machines/dialog/anatomy';
import { DIALOG_HIDE_FALLBACK_MS, INFORMATION_AUTO_HIDE_MS } from '../../machines/dialog/machine';
import { liveActors } from '../actors';
import { openLayerNames } from '../layers';
import { alertDialog, confirmDialog, informationPopup } from './dialogs';

// The runtime side of the dialog family: chunk download, actor, timers (clock faked: setTimeout only, so React's
// own scheduling still runs), the promise results and the clean-up.

/** Lets React render (it schedules with setImmediate here, which is not faked). */
async function settle(rounds = 10) {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits (real time, without the faked clock) until the view chunk has loaded and rendered a new dialog. */
async function opened(count: number) {
  const start = performance.now();
  while (dialogs().length < count) {
    if (performance.now() - start > 20_000) throw new Error(`${count} dialog(s) expected, ${dialogs().length} shown`);
    await settle(1);
  }
  await settle();
}

const dialogs = () => [...document.querySelectorAll<HTMLElement>(dialogAnatomy.selector('root'))];
const top = () => dialogs().at(-1)!;
const button = (dialog: HTMLElement, name: string) =>
  [...dialog.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
const escape = () =>
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

/** Tracks a promise's outcome without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

let pageButton: HTMLButtonElement;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  pageButton = document.body.appendChild(document.createElement('button'));
  pageButton.textContent = 'Page button';
  pageButton.focus();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Ends the hiding the way a page without animation events does: the 600 ms fallback. */
async function finishHiding() {
  await settle();
  await vi.advanceTimersByTimeAsync(DIALOG_HIDE_FALLBACK_MS);
  await settle();
}

describe('confirmDialog', () => {
  it.each([
    ['confirm', 'Leave'],
    ['reject', 'Empty basket'],
    ['cancel', 'Stay'],
  ] as const)('resolves %s when its button is pressed, after hiding, and removes the dialog', async (result, label) => {
    const answer = watch(confirmDialog({ title: 'Leave?', message: 'Sure?', confirmText: 'Leave', cancelText: 'Stay', rejectText: 'Empty basket' }));
    await opened(1);
    expect(dialogs()).toHaveLength(1);
    expect([...liveActors.keys()].some((id) => id.startsWith('dialog:'))).toBe(true);
    button(top(), label)!.click();
    await settle();
    expect(answer.settled).toBe(false); // still hiding
    await vi.advanceTimersByTimeAsync(DIALOG_HIDE_FALLBACK_MS - 1);
    expect(answer.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(answer).toEqual({ settled: true, value: result });
    expect(document.querySelector('[data-runtime-host="dialog"]')).toBeNull();
    expect([...liveActors.keys()].some((id) => id.startsWith('dialog:'))).toBe(false);
    expect(document.activeElement).toBe(pageButton);
  });

  it('gets OK and Cancel when no button texts are given', async () => {
    const answer = watch(confirmDialog({ title: 'Proceed?', message: 'Go on.' }));
    await opened(1);
    expect([...top().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cancel', 'OK']);
    expect(document.activeElement).toBe(button(top(), 'Cancel'));
    button(top(), 'OK')!.click();
    await finishHiding();
    expect(answer.value).toBe('confirm');
  });

  it('counts Escape and an overlay click as cancel', async () => {
    const byEscape = watch(confirmDialog({ title: 'A', message: 'a' }));
    await opened(1);
    escape();
    await finishHiding();
    expect(byEscape.value).toBe('cancel');
    const byOverlay = watch(confirmDialog({ title: 'B', message: 'b', confirmText: 'Yes' }));
    await opened(1);
    document.querySelector<HTMLElement>(dialogAnatomy.selector('backdrop'))!.click();
    await finishHiding();
    expect(byOverlay.value).toBe('cancel');
  });

  it('ignores Escape with closeOnEscape false', async () => {
    const answer = watch(confirmDialog({ title: 'A', message: 'a', closeOnEscape: false }));
    await opened(1);
    escape();
    await finishHiding();
    expect(answer.settled).toBe(false);
    expect(top().dataset.state).toBe('shown');
    button(top(), 'Cancel')!.click();
    await finishHiding();
    expect(answer.value).toBe('cancel');
  });

  it('auto-hides after autoHideMs, counted as confirm', async () => {
    const answer = watch(confirmDialog({ title: 'Saved', message: 'Done.', autoHideMs: 3000 }));
    await opened(1);
    await vi.advanceTimersByTimeAsync(2999);
    await settle();
    expect(top().dataset.state).toBe('shown');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(top().dataset.state).toBe('hiding');
    await finishHiding();
    expect(answer.value).toBe('confirm');
  });

  it('ends the hiding at once when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    const answer = watch(confirmDialog({ title: 'A', message: 'a' }));
    await opened(1);
    button(top(), 'OK')!.click();
    // The hide fallback's provided delay is 0 under reduced motion: no time passes on the page's clock.
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(answer.value).toBe('confirm');
    expect(dialogs()).toEqual([]);
  });

  it('stacks a later dialog above an earlier one; Escape closes the top-most only, and focus goes back step by step', async () => {
    const first = watch(confirmDialog({ title: 'First', message: 'one' }));
    await opened(1);
    const firstCancel = button(top(), 'Cancel')!;
    expect(document.activeElement).toBe(firstCancel);
    const second = watch(alertDialog({ title: 'Second', message: 'two' }));
    await opened(2);
    expect(openLayerNames()).toEqual(['dialog:confirmation', 'dialog:alert']);
    const [lower, upper] = document.querySelectorAll<HTMLElement>(dialogAnatomy.selector('backdrop'));
    expect(Number(upper!.style.zIndex)).toBeGreaterThan(Number(lower!.style.zIndex));
    escape();
    await finishHiding();
    expect(second.settled).toBe(true);
    expect(first.settled).toBe(false);
    expect(document.activeElement).toBe(firstCancel);
    escape();
    await finishHiding();
    expect(first.value).toBe('cancel');
    expect(document.activeElement).toBe(pageButton);
    expect(openLayerNames()).toEqual([]);
  });

  it('keeps focus in the upper dialog when the lower one auto-hides, and then gives it back to the page control', async () => {
    const first = watch(confirmDialog({ title: 'First', message: 'one', autoHideMs: 1000 }));
    await opened(1);
    const second = watch(confirmDialog({ title: 'Second', message: 'two' })); // opened from the first's Cancel
    await opened(2);
    const secondCancel = button(top(), 'Cancel')!;
    expect(document.activeElement).toBe(secondCancel);
    // An information popup coming and going meanwhile takes no focus and moves none.
    const popup = watch(informationPopup({ title: 'Saved', message: 'All good.' }));
    await opened(3);
    expect(document.activeElement).toBe(secondCancel);
    await vi.advanceTimersByTimeAsync(1000);
    await finishHiding();
    expect(first.value).toBe('confirm');
    expect(dialogs().map((dialog) => dialog.querySelector('h2')?.textContent)).toEqual(['Second', 'Saved']);
    expect(document.activeElement).toBe(secondCancel);
    expect(openLayerNames()).toEqual(['dialog:confirmation', 'dialog:information']);
    await vi.advanceTimersByTimeAsync(INFORMATION_AUTO_HIDE_MS);
    await finishHiding();
    expect(popup.settled).toBe(true);
    expect(document.activeElement).toBe(secondCancel);
    escape();
    await finishHiding();
    expect(second.value).toBe('cancel');
    expect(document.activeElement).toBe(pageButton); // where the first one would have sent it, not the body
  });
});

describe('alertDialog', () => {
  it('has one OK button, takes focus, and resolves once hidden', async () => {
    const answer = watch(alertDialog({ title: 'Session expired', message: 'Your session has expired or cookies are disabled.' }));
    await opened(1);
    expect(top().getAttribute('role')).toBe('alertdialog');
    expect([...top().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['OK']);
    expect(document.activeElement).toBe(button(top(), 'OK'));
    button(top(), 'OK')!.click();
    await finishHiding();
    expect(answer).toEqual({ settled: true, value: undefined });
  });
});

describe('informationPopup', () => {
  it('shows top right without taking focus and confirms itself after 2000 ms', async () => {
    const answer = watch(informationPopup({ title: 'Logout Successful', message: 'You have been successfully logged out.' }));
    await opened(1);
    expect(top().getAttribute('role')).toBe('status');
    expect(top().dataset.kind).toBe('information');
    expect(document.querySelector(dialogAnatomy.selector('backdrop'))).toBeNull();
    expect(document.activeElement).toBe(pageButton);
    await vi.advanceTimersByTimeAsync(INFORMATION_AUTO_HIDE_MS - 1);
    await settle();
    expect(top().dataset.state).toBe('shown');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(top().dataset.state).toBe('hiding');
    await finishHiding();
    expect(answer.settled).toBe(true);
    expect(dialogs()).toEqual([]);
  });

  it('gives focus back if the visitor had moved into it when it hides', async () => {
    const answer = watch(informationPopup({ title: 'Saved', message: 'All good.' }));
    await opened(1);
    button(top(), 'OK')!.focus();
    await vi.advanceTimersByTimeAsync(INFORMATION_AUTO_HIDE_MS);
    await finishHiding();
    expect(answer.settled).toBe(true);
    expect(document.activeElement).toBe(pageButton);
  });
});
