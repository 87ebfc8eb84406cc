import {
  DIALOG_HIDE_FALLBACK_MS,
  dialogMachine,
  type DialogInput,
  type DialogResult,
} from '../../machines/dialog/machine';
import { startActor, stopActor } from '../actors';
import { logError } from '../log';
import { prefersReducedMotion } from '../reduced-motion';

/**
 * The dialog family's entry points for the chrome and for page scripts (runtime/chrome/dialog-api.ts): a
 * confirmation, an alert and the information popup (display-widgets §2, §4 "Popups"). Each call downloads the
 * dialog view chunk on first use (chrome/dialog.js, with React), starts a dialog actor (`dialog:<n>` in
 * visitorRuntime.actors), runs its timers (auto-hide, the 600 ms hide fallback), and settles with the result once
 * the dialog is hidden, after removing it from the page. Several may be open at once; a later one sits above.
 */
export interface ConfirmationOptions {
  title: string;
  message: string;
  confirmText?: string;
  /** shown when given; a cancel and/or reject button */
  cancelText?: string;
  rejectText?: string;
  /** default true */
  closeOnEscape?: boolean;
  /** hides by itself (counted as confirm) after this many ms */
  autoHideMs?: number;
}
export type ConfirmationResult = 'confirm' | 'reject' | 'cancel';

/** Button labels where the caller gives none (the spec does not name them; docs/site-chrome.md "Dialogs"). */
export const DEFAULT_CONFIRM_TEXT = 'OK';
export const DEFAULT_CANCEL_TEXT = 'Cancel';

/** Asks the visitor; resolves with 'confirm', 'reject' or 'cancel' (Escape and an overlay click count as cancel). */
export function confirmDialog(options: ConfirmationOptions): Promise<ConfirmationResult> {
  return openDialog({
    kind: 'confirmation',
    title: options.title,
    message: options.message,
    confirmText: options.confirmText ?? DEFAULT_CONFIRM_TEXT,
    // A confirmation always has a way out: Cancel when neither a cancel nor a reject button is asked for.
    cancelText: options.cancelText ?? (options.rejectText === undefined ? DEFAULT_CANCEL_TEXT : undefined),
    rejectText: options.rejectText,
    closeOnEscape: options.closeOnEscape,
    autoHideMs: options.autoHideMs,
  });
}

/** Tells the visitor something that needs an acknowledgement; resolves once it is hidden. */
export async function alertDialog(options: { title: string; message: string; confirmText?: string }): Promise<void> {
  await openDialog({ kind: 'alert', title: options.title, message: options.message, confirmText: options.confirmText ?? DEFAULT_CONFIRM_TEXT });
}

/** Top right; auto-confirms after 2000 ms. */
export async function informationPopup(options: { title: string; message: string }): Promise<void> {
  await openDialog({ kind: 'information', title: options.title, message: options.message, confirmText: DEFAULT_CONFIRM_TEXT });
}

type ViewChunk = typeof import('../../views/dialog/mount');
let viewChunk: Promise<ViewChunk> | undefined;
// One shared promise: dialogs opened one after the other mount in that order (the later one above).
const loadView = () =>
  (viewChunk ??= import('../../views/dialog/mount').catch((error: unknown) => {
    viewChunk = undefined;
    throw error;
  }));

let opened = 0;

/**
 * The dialog chart as the page runs it: under reduced motion there is no hide animation (the stylesheet has none),
 * so the hiding ends at once rather than after the fallback.
 */
const pageDialog = dialogMachine.provide({ delays: { hideFallback: () => (prefersReducedMotion() ? 0 : DIALOG_HIDE_FALLBACK_MS) } });

/** Opens one dialog of any kind; resolves with its result when it is hidden and gone from the page. */
export async function openDialog(input: DialogInput): Promise<DialogResult> {
  let chunk: ViewChunk;
  try {
    chunk = await loadView();
  } catch (error) {
    logError(`The dialog "${input.title}" could not be shown.`, error);
    throw error;
  }
  opened += 1;
  const id = `dialog:${opened}`;
  const actor = startActor(id, pageDialog, { input });
  const host = document.createElement('div');
  host.dataset.runtimeHost = 'dialog';
  document.body.append(host);
  let unmount = () => {};
  try {
    unmount = chunk.mountDialog(actor, host, `dialog-${opened}`);
    // Settles when the chart reaches `hidden` (its output is the result); the shared xstate chunk stays as it is.
    return await new Promise<DialogResult>((resolve, reject) => {
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output!), error: reject });
    });
  } finally {
    unmount();
    host.remove();
    stopActor(id);
  }
}
