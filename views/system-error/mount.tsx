import type { ActorRefFrom } from 'xstate';
import type { systemErrorMachine } from '../../machines/system-error/machine';
import { mountView } from '../shared/mount-view';
import { SystemErrorView } from './SystemErrorView';

/** The overlay's lazy chunk: loaded by the core the first time an error has to be shown. */
export function mountSystemError(actorRef: ActorRefFrom<typeof systemErrorMachine>, container: Element): () => void {
  return mountView(SystemErrorView, { actorRef }, container);
}
