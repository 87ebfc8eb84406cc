import type { Initialiser } from '../initialise';
import { alertDialog, confirmDialog, informationPopup } from './dialogs';

/** The dialog family for page scripts: `window.visitorRuntime.dialogs` (docs/site-chrome.md "Dialogs"). */
export interface DialogsApi {
  /** Resolves 'confirm', 'reject' or 'cancel' once the dialog is hidden (Escape and an overlay click: cancel). */
  confirm: typeof confirmDialog;
  /** Resolves once the visitor has acknowledged it and it is hidden. */
  alert: typeof alertDialog;
  /** Top right, non-modal; resolves when it has confirmed itself after 2000 ms (or was closed earlier). */
  information: typeof informationPopup;
}

declare module '../index' {
  interface VisitorRuntime {
    /** Set by the site chrome once it has started (runtime/chrome/dialog-api.ts). */
    dialogs?: DialogsApi;
  }
}

/** Chrome feature: exposes the dialogs on the global; the view chunk is only downloaded when one is opened. */
export const dialogApiFeature: Initialiser = () => {
  const runtime = window.visitorRuntime;
  if (!runtime) return;
  const dialogs: DialogsApi = { confirm: confirmDialog, alert: alertDialog, information: informationPopup };
  runtime.dialogs = dialogs;
  return () => {
    if (runtime.dialogs === dialogs) delete runtime.dialogs;
  };
};
