import type { ActorRefFrom } from 'xstate';
import type { dialogMachine } from '../../machines/dialog/machine';
import { mountView } from '../shared/mount-view';
import { DialogView } from './DialogView';

/** The dialog family's lazy chunk (output chrome/dialog.js): loaded by runtime/chrome/dialogs.ts on first use. */
export function mountDialog(actorRef: ActorRefFrom<typeof dialogMachine>, container: Element, idPrefix: string): () => void {
  return mountView(DialogView, { actorRef, idPrefix }, container);
}
