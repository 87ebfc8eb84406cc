import type { ActorRefFrom } from 'xstate';
import { systemErrorMachine } from '../machines/system-error/machine';
import { startActor } from './actors';
import { logError } from './log';
import { loadSystemErrorView } from './view-loaders';

type SystemErrorActor = ActorRefFrom<typeof systemErrorMachine>;

let overlay: SystemErrorActor | undefined;
let viewLoading: Promise<void> | undefined;

/**
 * Shows the system error overlay. The chart is part of the core; its React view is a chunk of its own, fetched
 * the first time an error has to be shown, so pages without errors never download React for it.
 */
export function showSystemError(message: string, to?: Pick<SystemErrorActor, 'send'>): void {
  if (to) return to.send({ type: 'SHOW', message }); // an overlay of the caller's (its model test's)
  overlay ??= startActor(
    'systemError',
    systemErrorMachine.provide({ actions: { reloadPage: () => window.location.reload() } }),
  );
  overlay.send({ type: 'SHOW', message });
  viewLoading ??= mountView(overlay);
}

/** Settles once the overlay's view is mounted (at once when no error has been shown). */
export const systemErrorView = (): Promise<void> => viewLoading ?? Promise.resolve();

async function mountView(actor: SystemErrorActor): Promise<void> {
  try {
    const { mountSystemError } = await loadSystemErrorView();
    const host = document.createElement('div');
    host.dataset.runtimeHost = 'system-error';
    document.body.append(host);
    mountSystemError(actor, host);
  } catch (error) {
    viewLoading = undefined;
    logError(`Could not show the error overlay: ${actor.getSnapshot().context.messages.join(' ')}`, error);
  }
}
