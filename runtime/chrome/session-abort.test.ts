import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { loginActors, logoutActors } from './session';

/** A data layer whose calls never answer and keep the signal each was given. */
function pendingDataLayer() {
  const signals: (AbortSignal | undefined)[] = [];
  const pending = () => new Promise<never>(() => {});
  const layer = {
    request: (_spec: unknown, options: { signal?: AbortSignal } = {}) => (signals.push(options.signal), pending()),
    send: (_spec: unknown, signal?: AbortSignal) => (signals.push(signal), pending()),
  };
  return { layer: Promise.resolve(layer as never), signals };
}

/** Starts the call as its chart invokes it, lets it reach the data layer, then stops it (its state was left). */
async function startAndStop(logic: AnyActorLogic, input?: unknown) {
  const actor = createActor(logic, { input }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
}

describe('the session calls abort their request when the chart leaves the state that invoked them', () => {
  it('login: sendLogin', async () => {
    const { layer, signals } = pendingDataLayer();
    await startAndStop(loginActors(layer).sendLogin, { email: 'a@b.c', password: 'secret', rememberMe: false });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('logout: postLogout and deleteSession', async () => {
    const { layer, signals } = pendingDataLayer();
    const actors = logoutActors(layer);
    await startAndStop(actors.postLogout);
    await startAndStop(actors.deleteSession, { cloneCart: false });
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, true]);
  });
});
