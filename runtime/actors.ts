import { createActor, type AnyActorLogic, type AnyActorRef, type ActorOptions } from 'xstate';

type InspectOption = ActorOptions<AnyActorLogic>['inspect'];

/**
 * The live actors of the page, by a stable id (the global exposes them to the platform and the editor), and the
 * inspector hook every actor is created with when `?inspect` is in the address.
 */
export const liveActors = new Map<string, AnyActorRef>();

let inspect: InspectOption;

/** Runs every actor's `after` delays: the browser's timers on a page; a test may set xstate's SimulatedClock. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
const browserClock: Clock = {
  // Looked up at each call, so a clock installed later (Playwright's page.clock, vitest's fake timers) is used.
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};
let clock: Clock = browserClock;

/** Replaces the clock of actors started from now on; without an argument, back to the browser's. */
export function setClock(next: Clock = browserClock): void {
  clock = next;
}

export function setInspector(observer: InspectOption): void {
  inspect = observer;
}

export function startActor<TLogic extends AnyActorLogic>(
  id: string,
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
) {
  const actor = createActor(logic, { clock, ...options, ...(inspect ? { inspect } : {}) } as ActorOptions<TLogic>);
  liveActors.set(id, actor);
  actor.start();
  return actor;
}

/** Stops the actor registered as `id`, or the given one: the registry keeps `id` only while it names that actor. */
export function stopActor(id: string, actor: AnyActorRef | undefined = liveActors.get(id)): void {
  actor?.stop();
  if (liveActors.get(id) === actor) liveActors.delete(id);
}
