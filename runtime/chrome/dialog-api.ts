import type { Initialiser } from '../initialise';
import type { alertDialog, confirmDialog, informationPopup } from './dialogs';

/** The dialogs' chart and opener (./dialogs.ts), downloaded when a dialog is first opened, with its view. */
const dialogs = () => import('./dialogs');
export const openConfirm: typeof confirmDialog = (options) => dialogs().then((d) => d.confirmDialog(options));
export const openAlert: typeof alertDialog = (options) => dialogs().then((d) => d.alertDialog(options));
export const openInformation: typeof informationPopup = (options) => dialogs().then((d) => d.informationPopup(options));

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

/** Chrome feature: exposes the dialogs on the global; their code and view are only downloaded when one is opened. */
export const dialogApiFeature: Initialiser = () => {
  const runtime = window.visitorRuntime;
  if (!runtime) return;
  const api: DialogsApi = { confirm: openConfirm, alert: openAlert, information: openInformation };
  runtime.dialogs = api;
  return () => {
    if (runtime.dialogs === api) delete runtime.dialogs;
  };
};
