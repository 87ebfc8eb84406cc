import { createActor, type AnyActorLogic, type AnyActorRef, type ActorOptions } from 'xstate';

type InspectOption = ActorOptions<AnyActorLogic>['inspect'];

/**
 * The live actors of the page, by a stable id (the global exposes them to the platform and the editor), and the
 * inspector hook every actor is created with when `?inspect` is in the address.
 */
export const liveActors = new Map<string, AnyActorRef>();

let inspect: InspectOption;

export function setInspector(observer: InspectOption): void {
  inspect = observer;
}

export function inspectorObserver(): InspectOption {
  return inspect;
}

export function startActor<TLogic extends AnyActorLogic>(
  id: string,
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
) {
  const actor = createActor(logic, { ...options, ...(inspect ? { inspect } : {}) } as ActorOptions<TLogic>);
  liveActors.set(id, actor);
  actor.start();
  return actor;
}

export function stopActor(id: string): void {
  liveActors.get(id)?.stop();
  liveActors.delete(id);
}
