import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../machines/login/machine';
import { mountView } from '../shared/mount-view';
import { LoginView } from './LoginView';

/** The login dialog's lazy chunk (esbuild entry 'chrome/login'), loaded by runtime/chrome/session.ts openLogin. */
export function mountLogin(
  actorRef: ActorRefFrom<typeof loginMachine>,
  container: Element,
  { configPanelHref }: { configPanelHref: string },
): () => void {
  return mountView(LoginView, { actorRef, configPanelHref }, container);
}
