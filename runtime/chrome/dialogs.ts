// CONTRACT (implemented by the dialogs work): the dialog family's entry points for the rest of the chrome.
// Each downloads the dialog view chunk on first use and settles when the dialog is hidden.
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

export function confirmDialog(_options: ConfirmationOptions): Promise<ConfirmationResult> {
  return Promise.reject(new Error('dialogs not built yet'));
}
export function alertDialog(_options: { title: string; message: string }): Promise<void> {
  return Promise.reject(new Error('dialogs not built yet'));
}
/** Top right; auto-confirms after 2000 ms. */
export function informationPopup(_options: { title: string; message: string }): Promise<void> {
  return Promise.reject(new Error('dialogs not built yet'));
}
