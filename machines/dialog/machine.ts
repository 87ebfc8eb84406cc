import { assign, setup } from 'xstate';

/**
 * The dialog family (display-widgets §2 and §4 "Popups", §9): one chart for the confirmation, the alert and the
 * information popup. Shown, then hiding, then hidden. It hides after confirm, reject or cancel, on Escape (unless
 * closeOnEscape is false), on an overlay click (counted as cancel) or when its auto-hide time is over (counted as
 * confirm); the result is kept in the context and is the chart's output. The hide animation ends the hiding, or the
 * 600 ms fallback does. Time comes in as events (AUTO_HIDE, HIDE_FALLBACK_ELAPSED) sent by the runtime's timers,
 * which the two timer actions below start (provided from outside; no-ops here).
 */

/** Confirmation hide fallback (display-widgets §9). */
export const DIALOG_HIDE_FALLBACK_MS = 600;
/** Information popup auto-hide (display-widgets §9). */
export const INFORMATION_AUTO_HIDE_MS = 2000;

export type DialogKind = 'confirmation' | 'alert' | 'information';
export type DialogResult = 'confirm' | 'reject' | 'cancel';

export interface DialogInput {
  kind: DialogKind;
  title: string;
  message: string;
  confirmText: string;
  /** a cancel button when given */
  cancelText?: string;
  /** a reject button when given */
  rejectText?: string;
  /** default true */
  closeOnEscape?: boolean;
  /** hides by itself (counted as confirm) after this many ms; an information popup defaults to 2000 */
  autoHideMs?: number;
}

export interface DialogContext {
  kind: DialogKind;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string | null;
  rejectText: string | null;
  closeOnEscape: boolean;
  autoHideMs: number | null;
  result: DialogResult | null;
}

export type DialogEvent =
  | { type: 'CONFIRM' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  | { type: 'ESCAPE' }
  | { type: 'OVERLAY_CLICK' }
  | { type: 'HIDE_ANIMATION_END' };

export function dialogContext(input: DialogInput): DialogContext {
  const autoHideMs = input.autoHideMs ?? (input.kind === 'information' ? INFORMATION_AUTO_HIDE_MS : null);
  return {
    kind: input.kind,
    title: input.title,
    message: input.message,
    confirmText: input.confirmText,
    cancelText: input.cancelText ?? null,
    rejectText: input.rejectText ?? null,
    closeOnEscape: input.closeOnEscape ?? true,
    autoHideMs: autoHideMs !== null && Number.isFinite(autoHideMs) && autoHideMs >= 0 ? autoHideMs : null,
    result: null,
  };
}

export const dialogMachine = setup({
  types: {
    input: {} as DialogInput,
    context: {} as DialogContext,
    events: {} as DialogEvent,
    output: {} as DialogResult,
  },
  guards: {
    closesOnEscape: ({ context }) => context.closeOnEscape,
    autoHides: ({ context }) => context.autoHideMs !== null,
  },
  delays: {
    autoHide: ({ context }) => context.autoHideMs ?? 0,
    hideFallback: DIALOG_HIDE_FALLBACK_MS,
  },
  actions: {
    keepConfirm: assign({ result: (): DialogResult => 'confirm' }),
    keepReject: assign({ result: (): DialogResult => 'reject' }),
    keepCancel: assign({ result: (): DialogResult => 'cancel' }),
  },
}).createMachine({
  id: 'dialog',
  context: ({ input }) => dialogContext(input),
  initial: 'shown',
  states: {
    shown: {
      initial: 'checkingAutoHide',
      states: {
        checkingAutoHide: { always: [{ guard: 'autoHides', target: 'autoHiding' }, { target: 'waiting' }] },
        // An auto-hiding dialog confirms itself after its autoHideMs (the information popup's 2000 ms).
        autoHiding: { after: { autoHide: { target: '#dialog.hiding', actions: 'keepConfirm' } } },
        waiting: {},
      },
      on: {
        CONFIRM: { target: 'hiding', actions: 'keepConfirm' },
        REJECT: { target: 'hiding', actions: 'keepReject' },
        CANCEL: { target: 'hiding', actions: 'keepCancel' },
        ESCAPE: { guard: 'closesOnEscape', target: 'hiding', actions: 'keepCancel' },
        OVERLAY_CLICK: { target: 'hiding', actions: 'keepCancel' },
      },
    },
    // The hide animation's end, or 600 ms at the latest (no animationend when the view is gone or motion is off).
    hiding: {
      after: { hideFallback: 'hidden' },
      on: { HIDE_ANIMATION_END: 'hidden' },
    },
    hidden: { type: 'final' },
  },
  output: ({ context }) => context.result ?? 'cancel',
});
