import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from '../../machines/logout/machine';
import { mountView } from '../shared/mount-view';
import { LogoutView } from './LogoutView';

/** The logout view's lazy chunk (esbuild entry 'chrome/logout'), loaded by runtime/chrome/session.ts logout. */
export function mountLogout(actorRef: ActorRefFrom<typeof logoutMachine>, container: Element): () => void {
  return mountView(LogoutView, { actorRef }, container);
}
