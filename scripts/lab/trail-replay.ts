import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { stateText, TRAIL_STEPS, type TrailStep } from '../../machines/shared/trail';
import { chartControls, withStandIns, type Settle } from '../../model-tests/harness/chart-actor';
import type { ChartCase } from '../../model-tests/harness/walk-chart';

// Replays one actor's steps of a trail on a fresh actor of its chart, set up as the lab sets up a chart's page (the
// model test's case: input, stand-ins, a simulated clock), and says whether it follows the trail. The trail carries
// event types only, so each event is caused bare: `{ type }` sent, a timer's clock moved, a stand-in settled without
// output or error. An event whose payload mattered is where replay and trail part.

export type ReplaySpec = Pick<ChartCase<AnyStateMachine>, 'machine' | 'input' | 'actors'>;

export type ReplayOutcome =
  | { follows: true; steps: number }
  /** The replay parts at the trail's step `at` (0-based in the whole trail). */
  | { follows: false; at: number; trailTo: string; replayIn: string; why?: string }
  /** The trail's first step of the actor starts where a fresh actor is not (its earlier steps fell out of the trail). */
  | { follows: false; at: number; trailFrom: string; replayIn: string };

/** A stand-in's answer, and what it causes, arrive a few microtasks after it is settled (as in a walk's flush). */
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** An error's message without the harness's `[model-tests] <actor>: ` prefix: the lab says which actor. */
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/^\[model-tests\] \S+: /, '');

export async function replayActor(spec: ReplaySpec, trail: readonly TrailStep[], actorId: string): Promise<ReplayOutcome> {
  const pending = new Map<AnyActorRef, Settle>();
  const clock = new SimulatedClock();
  // The states the replayed actor reached, one per transition (as the recorder writes a step), not yet compared.
  const reached: string[] = [];
  let stopped: string | undefined;
  const actor = createActor(withStandIns(spec.machine, pending, spec.actors), {
    input: spec.input,
    clock,
    inspect: (event) => {
      // The root actor only (not its children); a step is a microstep that took transitions, as runtime/actors.ts records.
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId && event._transitions.length) {
        reached.push(stateText((event.snapshot as AnyMachineSnapshot).value));
      }
    },
  });
  actor.subscribe({ error: (error) => void (stopped = `the actor stopped with an error: ${message(error)}`) });
  const controls = chartControls(spec.machine.id, actor, clock, pending);
  const now = () => stateText((actor.getSnapshot() as AnyMachineSnapshot).value);
  /** Causes a bare event; says why it could not be caused, if it could not. */
  const cause = async (type: string): Promise<string | undefined> => {
    try {
      const chartAction = controls.chartAction({ type });
      if (chartAction) chartAction();
      else actor.send({ type });
    } catch (error) {
      return message(error);
    }
    await flush();
    return stopped;
  };

  const steps = trail.flatMap((step, at) => (step.actor === actorId ? [{ step, at }] : []));
  try {
    actor.start();
    await flush();
    for (const [index, { step, at }] of steps.entries()) {
      if (index === 0 && step.from !== '') {
        // The trail does not have this actor's start: the replay starts where the trail's first step comes from.
        reached.length = 0;
        if (now() !== step.from) return { follows: false, at, trailFrom: step.from, replayIn: now() };
      }
      // A step already reached (the same event's eventless or raised transitions) is compared, not caused again.
      const why = reached.length ? undefined : await cause(step.event);
      const got = reached.shift();
      if (got === undefined) return { follows: false, at, trailTo: step.to, replayIn: now(), why: why ?? `the chart takes no transition on a bare ${step.event}` };
      if (got !== step.to) return { follows: false, at, trailTo: step.to, replayIn: got, ...(why && { why }) };
    }
    return { follows: true, steps: steps.length };
  } finally {
    actor.stop();
  }
}

/** The outcome as the lab says it; steps are numbered from 1 as the lab lists them. */
export function replayText(outcome: ReplayOutcome): string {
  if (outcome.follows) return `Replay follows the trail (${outcome.steps} ${outcome.steps === 1 ? 'step' : 'steps'}).`;
  const step = outcome.at + 1;
  if ('trailFrom' in outcome) {
    return `Replay and trail part before step ${step}: the trail comes from ${outcome.trailFrom}, the replay starts in ${outcome.replayIn} (the trail keeps only the page's last ${TRAIL_STEPS} transitions).`;
  }
  return `Replay and trail part at step ${step}: the trail went to ${outcome.trailTo}, the replay is in ${outcome.replayIn}${outcome.why ? ` (${outcome.why})` : ''}.`;
}
