import { fromPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject, SimulatedClock } from 'xstate';

// What a walk and the chart lab share: the events a chart accepts now with the model test's payloads, stand-ins
// for the chart's invoked actors that wait to be settled, and the simulated clock moved to a chart's next timer.
// Free of vitest and Node, so the lab's browser bundle can load it.

export type Payloads = Record<string, ReadonlyArray<object> | undefined>;
export type CasesOption = Payloads | ((snapshot: AnyMachineSnapshot) => Payloads) | undefined;

export const AFTER = 'xstate.after.';
export const DONE = 'xstate.done.actor.';
export const ERROR = 'xstate.error.actor.';
export const isChartEvent = (type: string) => type.startsWith(AFTER) || type.startsWith(DONE) || type.startsWith(ERROR);

/** The events a chart accepts in `snapshot`, one per payload of `cases` (a declared type without cases is sent once
 * without payload; `[]` excludes a type); `after` events only for the timers that can fire first. */
export function eventsFor(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, cases: CasesOption): EventObject[] {
  const payloads: Payloads = typeof cases === 'function' ? cases(snapshot) : (cases ?? {});
  // Types the active nodes declare (other internal xstate.* and wildcards excluded), plus any listed with cases.
  const nodes: AnyStateNode[] = snapshot._nodes;
  const declared = nodes.flatMap((node) => [...node.transitions.keys()]);
  const pending = new Set(firstTimers(nodes.flatMap((node) => firstDelays(machine, snapshot, node))));
  const walkable = (type: string) =>
    type.startsWith(AFTER) ? pending.has(type) : isChartEvent(type) || (!type.startsWith('xstate.') && !type.includes('*'));
  const types = new Set([...declared.filter(walkable), ...Object.keys(payloads)]);
  return [...types].flatMap((type) => (payloads[type] ?? defaultPayloads(type)).map((payload) => ({ ...payload, type })));
}

const defaultPayloads = (type: string): object[] =>
  type.startsWith(DONE) ? [{ output: undefined }] : type.startsWith(ERROR) ? [{ error: new Error('failed') }] : [{}];

/**
 * Of the timers of several active nodes (parallel regions), the shortest that leaves its state fires first: a longer
 * one is not offered. The clock only moves when a timer fires, so timers of one snapshot started at one moment.
 */
function firstTimers(timers: Array<{ eventType: string; ms: number; leaves: boolean }>): string[] {
  const leaving = timers.filter((t) => t.leaves).map((t) => t.ms);
  const limit = leaving.length ? Math.min(...leaving) : Infinity;
  return timers.filter((t) => t.ms <= limit).map((t) => t.eventType);
}

/**
 * The `after` events of one state node that can fire: its delays all start when it is entered, so a delay longer
 * than the shortest one that leaves the state can never fire.
 */
function firstDelays(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, node: AnyStateNode): Array<{ eventType: string; ms: number; leaves: boolean }> {
  const delayed = node.after as Array<AnyTransitionDefinition & { delay: number | string }>;
  if (!delayed.length) return [];
  const delays = machine.implementations.delays as Record<string, unknown>;
  const resolve = (delay: number | string): number => {
    const named = typeof delay === 'number' ? delay : delays[delay];
    const ms = typeof named === 'function' ? named({ context: snapshot.context, event: { type: '' } }) : named;
    return typeof ms === 'number' ? ms : Number(delay);
  };
  const leaving = delayed.filter((t) => t.target?.length).map((t) => resolve(t.delay));
  const limit = leaving.length ? Math.min(...leaving) : Infinity;
  return delayed
    .filter((t) => resolve(t.delay) <= limit)
    .map((t) => ({ eventType: t.eventType, ms: resolve(t.delay), leaves: Boolean(t.target?.length) }));
}


export interface Settle {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** A stand-in for one of the chart's actors: it does nothing until the walk settles it or replies through it. */
export function standIn(pending: Map<AnyActorRef, Settle>): AnyActorLogic {
  return fromPromise(({ self }) => new Promise((resolve, reject) => void pending.set(self, { resolve, reject })));
}


/** Moves the simulated clock from timer to timer until the chart's `after` event `type` has fired. */
export function advanceTo(actor: AnyActorRef, clock: SimulatedClock, type: string): void {
  type Scheduled = { event: EventObject };
  const timers = () =>
    Object.values((actor.system as unknown as { _snapshot: { _scheduledEvents: Record<string, Scheduled> } })._snapshot._scheduledEvents)
      .filter((entry) => entry.event.type === type);
  // The timers running now (by identity): a state that re-enters itself on its own timer starts a new one, not
  // waited for.
  const waiting = new Set(timers());
  if (!waiting.size) throw new Error(`[model-tests] ${actor.id}: no timer for ${type} is running`);
  const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
  while (timers().some((timer) => waiting.has(timer)) && timeouts.size) {
    const next = Math.min(...[...timeouts.values()].map((t) => t.start + t.timeout));
    clock.set(Math.max(next, clock.now()));
  }
}


/** The chart with every actor of `setup({ actors })` replaced by a stand-in the caller settles, unless `real` names it. */
export function withStandIns<M extends AnyStateMachine>(chart: M, pending: Map<AnyActorRef, Settle>, real: Record<string, AnyActorLogic> = {}): M {
  const names = Object.keys(chart.implementations.actors);
  return chart.provide({ actors: Object.fromEntries(names.map((name) => [name, real[name] ?? standIn(pending)])) }) as M;
}

/**
 * What moves a chart besides events from its page: `child` finds a running invoked actor, `chartAction` causes a
 * chart event (`xstate.after.*` moves the clock to that timer; `xstate.done.actor.*` and `xstate.error.actor.*`
 * settle the stand-in) and is undefined for any other event.
 */
export function chartControls(chartId: string, actor: AnyActorRef, clock: SimulatedClock, pending: Map<AnyActorRef, Settle>) {
  const child = (invokeId: string): AnyActorRef => {
    const found = actor.getSnapshot().children[invokeId] as AnyActorRef | undefined;
    if (!found) throw new Error(`[model-tests] ${chartId}: no invoked actor '${invokeId}' is running`);
    return found;
  };
  const settle = (invokeId: string): Settle => {
    const found = pending.get(child(invokeId));
    if (!found) throw new Error(`[model-tests] ${chartId}: '${invokeId}' is real logic (\`actors\`); settle it through the page`);
    return found;
  };
  const chartAction = (event: EventObject): (() => void) | undefined => {
    const { type } = event;
    if (type.startsWith(AFTER)) return () => advanceTo(actor, clock, type);
    if (type.startsWith(DONE)) return () => settle(type.slice(DONE.length)).resolve((event as { output?: unknown }).output);
    if (type.startsWith(ERROR)) return () => settle(type.slice(ERROR.length)).reject((event as { error?: unknown }).error);
    return undefined;
  };
  return { child, chartAction };
}

/** Duck-typed rather than `instanceof`, which would break on a second copy of xstate. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  const candidate = value as Partial<AnyStateMachine> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.root === 'object' &&
    typeof candidate.getStateNodeById === 'function' &&
    typeof candidate.provide === 'function'
  );
}
