import { act } from 'react';
import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import type {
  ActorRefFrom,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { recordWalked } from './coverage';
import { modelPaths, type ModelPath, type PathKind } from './model-paths';
import { describePath, formatValue, withTrace } from './path-text';
import { transitionId } from './transitions';

// Lets React's act() flush renders and effects synchronously, as in a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
type EventOfType<M extends AnyStateMachine, K> = Extract<EventOf<M>, { type: K }>;

/** Payloads (event minus `type`) to send per event type. Unlisted types are sent once without payload; `[]` excludes a type. */
export type EventCases<M extends AnyStateMachine> = {
  [K in EventOf<M>['type']]?: ReadonlyArray<Omit<EventOfType<M, K>, 'type'>>;
};

export type Unmount = () => void | Promise<void>;
export type Mount<M extends AnyStateMachine> = (actorRef: ActorRefFrom<M>, container: HTMLElement) => Unmount | Promise<Unmount>;

/** Causes `event` the way the page does: a click, a key press, or (for timers and server answers) a direct send. */
export type EventAction<M extends AnyStateMachine, E> = (args: {
  container: HTMLElement;
  actorRef: ActorRefFrom<M>;
  event: E;
  snapshot: SnapshotFrom<M>;
}) => void | Promise<void>;

export type StateAssertion<M extends AnyStateMachine> = (args: {
  container: HTMLElement;
  snapshot: SnapshotFrom<M>;
}) => void | Promise<void>;

export interface WalkOptions<M extends AnyStateMachine> {
  /** The chart, already `.provide()`d with test effects (which must not send events: the walk sends them). */
  machine: M;
  input?: InputFrom<M>;
  /** Renders the real view for an actor; see `reactView`. */
  mount: Mount<M>;
  events?: EventCases<M> | ((snapshot: SnapshotFrom<M>) => EventCases<M>);
  /** One action per event type the walk sends; a missing one is an error naming it. */
  actions: { [K in EventOf<M>['type']]?: EventAction<M, EventOfType<M, K>> };
  /** DOM assertions per state key ('open', 'form.submitting', '#nodeId'); every reached state must match one. */
  states: Record<string, StateAssertion<M>>;
  /** 'shortest': the shortest path to every state and every transition; 'simple': every maximal loop-free path
   * (misses back edges); 'both' (default): the union. Paths that are a prefix of another are dropped. */
  paths?: PathKind;
  maxStates?: number;
  maxSimplePaths?: number;
  /** Graph identity of a snapshot; default value + context + status. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Also require the live context to equal the model's (catches views sending wrong payloads). Default true. */
  compareContext?: boolean;
  /** Write walked transitions to `.model-coverage/walked/` for the gate. Default true. */
  recordCoverage?: boolean;
}

export interface WalkPath {
  description: string;
  events: EventObject[];
  /** Walks the path through a fresh actor and view; resolves to the ids of the transitions the actor took. */
  run: () => Promise<string[]>;
}

/** Plans the paths of a chart through its view and registers one vitest test per path. */
export function walkChart<M extends AnyStateMachine>(options: WalkOptions<M>): WalkPath[] {
  const paths = planPaths(options);
  for (const path of paths) it(path.description, async () => void (await path.run()));
  return paths;
}

export function planPaths<M extends AnyStateMachine>(options: WalkOptions<M>): WalkPath[] {
  const machine: AnyStateMachine = options.machine;
  const paths = modelPaths(machine, {
    input: options.input,
    events: (snapshot) => eventsFor(snapshot, options.events as CasesOption),
    paths: options.paths ?? 'both',
    maxStates: options.maxStates ?? 1000,
    maxSimplePaths: options.maxSimplePaths ?? 200,
    serializeState: (options.serializeState as ((s: AnyMachineSnapshot) => string) | undefined) ?? serializeSnapshot,
  });
  checkActions(machine, paths, Object.keys(options.actions));
  checkStateKeys(machine, paths, Object.keys(options.states));
  return paths.map((path) => ({
    description: describePath(path),
    events: path.steps.map((step) => step.event),
    run: () => runPath(options, path),
  }));
}

type Payloads = Record<string, ReadonlyArray<object> | undefined>;
type CasesOption = Payloads | ((snapshot: AnyMachineSnapshot) => Payloads) | undefined;

function eventsFor(snapshot: AnyMachineSnapshot, cases: CasesOption): EventObject[] {
  const payloads: Payloads =
    typeof cases === 'function' ? cases(snapshot) : (cases ?? {});
  // Types the active nodes declare (internal xstate.* and wildcards excluded), plus any listed with cases.
  const declared = snapshot._nodes.flatMap((node: AnyStateNode) => [...node.transitions.keys()]);
  const types = new Set([...declared.filter((t) => !t.startsWith('xstate.') && !t.includes('*')), ...Object.keys(payloads)]);
  return [...types].flatMap((type) => (payloads[type] ?? [{}]).map((payload) => ({ ...payload, type })));
}

function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

function checkActions(machine: AnyStateMachine, paths: ModelPath[], actionTypes: string[]): void {
  const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
  const missing = [...sent].filter((type) => !actionTypes.includes(type));
  if (missing.length) {
    throw new Error(
      `[model-tests] ${machine.id}: no action for event type(s) ${missing.join(', ')}. Add what causes each one ` +
        `to \`actions\`, or exclude a type from the walk with \`events: { TYPE: [] }\`.`,
    );
  }
}

function matchesKey(snapshot: AnyMachineSnapshot, key: string): boolean {
  return key.startsWith('#')
    ? snapshot._nodes.some((node: AnyStateNode) => node.id === key.slice(1))
    : snapshot.matches(key as never);
}

function checkStateKeys(machine: AnyStateMachine, paths: ModelPath[], keys: string[]): void {
  const known = new Set<string>();
  const collect = (node: AnyStateNode) => {
    known.add(`#${node.id}`).add(node.path.join('.'));
    Object.values(node.states).forEach(collect);
  };
  collect(machine.root);
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`[model-tests] ${machine.id}: \`states\` keys name no state: ${unknown.join(', ')}`);
  const reached = paths.flatMap((path) => [path.initial, ...path.steps.map((step) => step.snapshot)]);
  const unmatched = new Set(reached.filter((s) => !keys.some((key) => matchesKey(s, key))).map((s) => formatValue(s.value)));
  if (unmatched.size) {
    throw new Error(`[model-tests] ${machine.id}: no \`states\` assertion matches reached state(s): ${[...unmatched].join('; ')}`);
  }
}

async function runPath<M extends AnyStateMachine>(options: WalkOptions<M>, path: ModelPath): Promise<string[]> {
  const { mount, states, recordCoverage = true, compareContext = true } = options;
  const machine: AnyStateMachine = options.machine;
  const actions = options.actions as Record<string, EventAction<AnyStateMachine, EventObject>>;
  const taken: Array<[unknown, AnyTransitionDefinition[]]> = [];
  const walked: string[] = [];
  // Microsteps of the initial state arrive before createActor returns, so they are filtered by actor afterwards.
  const actor = createActor(machine, {
    input: options.input,
    inspect: (event) => void (event.type === '@xstate.microstep' && taken.push([event.actorRef, event._transitions])),
  });
  const container = document.body.appendChild(document.createElement('div'));
  const expected = [path.initial, ...path.steps.map((step) => step.snapshot)];
  let at = 0;
  let unmount: Unmount | undefined;
  const check = async () => {
    const live = actor.getSnapshot();
    const want = expected[at]!;
    const why = live.status === 'error' ? ` (the actor failed: ${String(live.error)})` : '';
    const view = (s: AnyMachineSnapshot) => ({ value: s.value, status: s.status, ...(compareContext && { context: s.context }) });
    expect(view(live), `live actor differs from the chart model${why}`).toEqual(view(want));
    for (const key of Object.keys(states).filter((k) => matchesKey(want, k))) {
      await states[key]!({ container, snapshot: live as SnapshotFrom<M> });
    }
  };
  try {
    actor.start();
    unmount = await mount(actor as ActorRefFrom<M>, container);
    await flush();
    await check();
    for (const step of path.steps) {
      at += 1;
      const args = { container, actorRef: actor, event: step.event, snapshot: actor.getSnapshot() };
      await act(async () => actions[step.event.type]!(args));
      await flush();
      await check();
    }
  } catch (error) {
    throw withTrace(error, path, at);
  } finally {
    try {
      await unmount?.();
    } finally {
      actor.stop();
      container.remove();
      // Also after a failure: these transitions were taken all the same.
      walked.push(...new Set(taken.filter(([ref]) => ref === actor).flatMap(([, list]) => list.map(transitionId))));
      if (recordCoverage) recordWalked(machine.id, walked);
    }
  }
  return walked;
}

/** Lets effects and promise callbacks queued by the last action settle, without any clock. */
async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
