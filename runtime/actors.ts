import { createActor, type AnyActorLogic, type AnyActorRef, type ActorOptions, type InspectionEvent, type StateValue } from 'xstate';
import { stateText, TRAIL_STEPS, type TrailStep } from '../machines/shared/trail';

type InspectOption = ActorOptions<AnyActorLogic>['inspect'];

/**
 * The live actors of the page, by a stable id (the global exposes them to the platform and the editor), and the
 * inspector hook every actor is created with when `?inspect` is in the address.
 */
export const liveActors = new Map<string, AnyActorRef>();

type Observe = (event: InspectionEvent) => void;
let inspect: Observe | undefined;

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
  inspect = typeof observer == 'function' ? observer : observer && ((event) => observer.next?.(event));
}

/** The flight recorder's trail (docs/telemetry.md): the page's last TRAIL_STEPS transitions, oldest first. */
const trail: TrailStep[] = [];
let recording = true;

/** The site's setting (`flightRecorder: false` turns it off): actors started from now on are recorded or not. */
export function setRecording(on: boolean): void {
  recording = on;
  if (!on) trail.length = 0;
}

/** A copy of the trail as it is now. */
export const readTrail = (): TrailStep[] => trail.slice();

/** Records the transitions of the actor registered as `id` and of the actors its chart invokes. */
function recorder(id: string, block?: { id: string; kind: string }): Observe {
  // each actor's state after its last step, so that a step says where it came from; weak: a stopped actor goes
  const last = new WeakMap<AnyActorRef, string>();
  return (event: InspectionEvent) => {
    if (!recording || (event.type != '@xstate.snapshot' && event.type != '@xstate.microstep')) return;
    const ref = event.actorRef as AnyActorRef & { logic: { id?: string } };
    // machines only: other actors (promises, callbacks) have no states
    const { value } = event.snapshot as { value?: StateValue };
    // an event no transition takes leaves the state as it was: nothing to write
    if (value === undefined || (event.type == '@xstate.microstep' && !event._transitions.length)) return;
    const to = stateText(value);
    if (event.type == '@xstate.microstep') {
      trail.push({
        ms: Math.round(performance.now()),
        actor: ref.sessionId == event.rootId ? id : `${id}/${ref.id}`,
        chart: ref.logic.id ?? '',
        ...(block && { block: block.id, kind: block.kind }),
        from: last.get(ref) ?? '',
        to,
        event: event.event.type,
      });
      if (trail.length > TRAIL_STEPS) trail.shift();
    }
    last.set(ref, to);
  };
}

/**
 * Starts `logic` as the actor registered as `id`. For the trail, a block's actors name their block; `false` keeps an
 * actor off it: the telemetry's own charts, whose steps (a report queued, a performance entry recorded) would crowd
 * out the page's.
 */
export function startActor<TLogic extends AnyActorLogic>(
  id: string,
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
  block?: { id: string; kind: string } | false,
) {
  const record = recording && block !== false ? recorder(id, block) : undefined;
  const observe: Observe | undefined = record && inspect ? (event) => (record(event), inspect!(event)) : record || inspect;
  const actor = createActor(logic, { clock, ...options, ...(observe ? { inspect: observe } : {}) } as ActorOptions<TLogic>);
  liveActors.set(id, actor);
  actor.start();
  return actor;
}

/** Stops the actor registered as `id`, or the given one: the registry keeps `id` only while it names that actor. */
export function stopActor(id: string, actor: AnyActorRef | undefined = liveActors.get(id)): void {
  actor?.stop();
  if (liveActors.get(id) === actor) liveActors.delete(id);
}
