import { act } from 'react';
import { expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type {
  ActorRefFrom,
  AnyActorLogic,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { AFTER, chartControls, eventsFor, isChartEvent, withStandIns, type CasesOption, type Settle } from './chart-actor';
import { emptyRecord, recordWalked, type EventSource, type WalkedRecord } from './coverage';
import { modelPaths, type ModelPath, type PathKind } from './model-paths';
import { describePath, formatValue, withTrace } from './path-text';
import { transitionId } from './transitions';

// Lets React's act() flush renders and effects synchronously, as in a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
type EventOfType<M extends AnyStateMachine, K> = Extract<EventOf<M>, { type: K }>;
/** The chart's own events: `xstate.after.<delay>.<state>`, `xstate.done.actor.<id>`, `xstate.error.actor.<id>`. */
type ChartEventType = `xstate.${string}`;

/** Payloads (event minus `type`) to send per event type. Unlisted types are sent once without payload; `[]` excludes a type. */
export type EventCases<M extends AnyStateMachine> = {
  [K in EventOf<M>['type']]?: ReadonlyArray<Omit<EventOfType<M, K>, 'type'>>;
} & { [K in ChartEventType]?: ReadonlyArray<{ output?: unknown; error?: unknown }> };

export type Unmount = () => void | Promise<void>;
/** Renders the view with the view's ref; `trigger` is the ref to hand a runtime listener the mount wires up. */
export type Mount<M extends AnyStateMachine> = (actorRef: ActorRefFrom<M>, container: HTMLElement, trigger?: ActorRefFrom<M>) => Unmount | Promise<Unmount>;

export interface EventArgs<M extends AnyStateMachine, E> {
  container: HTMLElement;
  /** Sends straight to the actor: only for the event types named in `environment`. */
  actorRef: ActorRefFrom<M>;
  /** The actor as a runtime trigger holds it: hand it to the runtime API or listener that causes the event. */
  trigger: ActorRefFrom<M>;
  event: E;
  snapshot: SnapshotFrom<M>;
  /** The actor's simulated clock. */
  clock: SimulatedClock;
  /** A reply from the running invoked actor `invokeId` (a callback's `sendBack`): a stand-in's only way to talk. */
  fromActor: (invokeId: string, event: EventObject) => void;
}

/** Causes `event` the way the page does: a click, a key press, a runtime trigger, or a named environment event. */
export type EventAction<M extends AnyStateMachine, E> = (args: EventArgs<M, E>) => void | Promise<void>;

export type StateAssertion<M extends AnyStateMachine> = (args: {
  container: HTMLElement;
  snapshot: SnapshotFrom<M>;
}) => void | Promise<void>;

export interface WalkOptions<M extends AnyStateMachine> {
  /** The chart. Its actors (`setup({ actors })`) are replaced by stand-ins the walk settles, unless given in `actors`. */
  machine: M;
  input?: InputFrom<M>;
  /** Real logic for some of the chart's actors (by name), e.g. the runtime's window subscription. */
  actors?: Record<string, AnyActorLogic>;
  /** Renders the real view for an actor; see `reactView`. */
  mount: Mount<M>;
  events?: EventCases<M> | ((snapshot: SnapshotFrom<M>) => EventCases<M>);
  /**
   * Event types the test may send straight to the actor (timer replies and server answers that no view or trigger
   * causes). Any other event sent straight to the actor fails the path, and the gate.
   */
  environment?: ReadonlyArray<EventOf<M>['type']>;
  /**
   * One action per event type the walk sends; a missing one is an error naming it. `xstate.after.*` (the clock
   * moves to the delay), `xstate.done.actor.*` and `xstate.error.actor.*` (the stand-in settles) need none.
   */
  actions: { [K in EventOf<M>['type']]?: EventAction<M, EventOfType<M, K>> } & {
    [K in ChartEventType]?: EventAction<M, EventObject>;
  };
  /** DOM assertions per state key ('open', 'form.submitting', '#nodeId'); every reached state must match one. */
  states: Record<string, StateAssertion<M>>;
  /** 'shortest': the shortest path to every state and every transition; 'simple': every maximal loop-free path
   * (misses back edges); 'both' (default): the union; 'transitions': the shortest path to each edge that walks a
   * transition or a move between state values not walked before (for charts whose context makes many snapshots of
   * one state). Paths that are a prefix of another are dropped. */
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

/**
 * A chart with its page as a model test and the chart lab both use it: the chart, its input, real logic for some of
 * its actors, the mount of its real view, its event cases and environment events.
 */
export type ChartCase<M extends AnyStateMachine> = Pick<WalkOptions<M>, 'machine' | 'input' | 'actors' | 'mount' | 'events' | 'environment'> & {
  /** What sets this case apart from the chart's other cases. */
  title: string;
  /** For a chart with no view of its own (its mount draws nothing): why, as the lab says it. */
  noView?: string;
  /**
   * For a view that takes over its page (draws into the body, makes the rest of the page inert, locks its scroll):
   * the same case for another document, its effects kept to it. The lab mounts such a view in a frame of its own.
   */
  inDocument?: (doc: Document) => ChartCase<M>;
};

export interface WalkPath {
  description: string;
  events: EventObject[];
  /** Walks the path through a fresh actor and view; resolves to the transitions the actor took and how. */
  run: () => Promise<WalkedRecord>;
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
    events: (snapshot) => eventsFor(machine, snapshot, options.events as CasesOption),
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

function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

function checkActions(machine: AnyStateMachine, paths: ModelPath[], actionTypes: string[]): void {
  const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
  const missing = [...sent].filter((type) => !isChartEvent(type) && !actionTypes.includes(type));
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

/**
 * The actor as one kind of sender holds it: its `send` marks each event with where it came from, everything else
 * is the actor's own. `check` runs before the event is sent.
 */
function senderRef(actor: AnyActorRef, source: EventSource, marks: WeakMap<object, EventSource>, check = (_: EventObject) => {}) {
  const send = (event: EventObject) => {
    check(event);
    marks.set(event, source);
    actor.send(event);
  };
  return new Proxy(actor, {
    get(target, property) {
      if (property === 'send') return send;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function runPath<M extends AnyStateMachine>(options: WalkOptions<M>, path: ModelPath): Promise<WalkedRecord> {
  const { mount, states, recordCoverage = true, compareContext = true, environment = [] } = options;
  const chart: AnyStateMachine = options.machine;
  const actions = options.actions as Record<string, EventAction<AnyStateMachine, EventObject> | undefined>;
  const pending = new Map<AnyActorRef, Settle>();
  const machine = withStandIns(chart, pending, options.actors);
  const clock = new SimulatedClock();
  const marks = new WeakMap<object, EventSource>();
  const record = emptyRecord();
  const taken: Array<[unknown, AnyTransitionDefinition[], EventObject]> = [];
  let actor!: AnyActorRef;
  const sourceOf = ({ event, sourceRef }: { event: EventObject; sourceRef?: unknown }): EventSource => {
    if (event.type === 'xstate.init') return 'init';
    if (event.type.startsWith(AFTER)) return 'clock';
    if (sourceRef && sourceRef !== actor) return 'actor';
    // Sent straight to the actor by something that was handed none of the refs below (a provided action's `self`).
    if (!environment.includes(event.type)) record.undeclared.add(event.type);
    return 'environment';
  };
  // Microsteps of the initial state arrive before createActor returns, so they are filtered by actor afterwards.
  actor = createActor(machine, {
    input: options.input,
    clock,
    inspect: (event) => {
      if (event.type === '@xstate.event' && event.actorRef === actor && !marks.has(event.event)) marks.set(event.event, sourceOf(event));
      if (event.type === '@xstate.microstep') taken.push([event.actorRef, event._transitions, event.event]);
    },
  });
  const refuseUndeclared = (event: EventObject) => {
    if (environment.includes(event.type)) return;
    record.undeclared.add(event.type);
    throw new Error(
      `[model-tests] ${chart.id}: ${event.type} was sent straight to the actor, but it is not one of this chart's ` +
        `environment events (${environment.join(', ') || 'none'}). Cause it through the view or a runtime trigger, ` +
        `or name it in \`environment\` if it is a timer reply or a server answer.`,
    );
  };
  const viewRef = senderRef(actor, 'view', marks) as ActorRefFrom<M>;
  const triggerRef = senderRef(actor, 'trigger', marks) as ActorRefFrom<M>;
  const directRef = senderRef(actor, 'environment', marks, refuseUndeclared) as ActorRefFrom<M>;
  const { child, chartAction } = chartControls(chart.id, actor, clock, pending);
  const fromActor = (invokeId: string, event: EventObject) => {
    const sender = child(invokeId);
    (actor.system as unknown as { _relay: (s: AnyActorRef, t: AnyActorRef, e: EventObject) => void })._relay(sender, actor, event);
  };
  const container = document.body.appendChild(document.createElement('div'));
  const expected = [path.initial, ...path.steps.map((step) => step.snapshot)];
  let at = 0;
  let walkedToEnd = false;
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
    unmount = await mount(viewRef, container, triggerRef);
    await flush();
    await check();
    for (const step of path.steps) {
      at += 1;
      const args = {
        container,
        actorRef: directRef,
        trigger: triggerRef,
        event: step.event,
        snapshot: actor.getSnapshot(),
        clock,
        fromActor,
      };
      const action = actions[step.event.type];
      await act(async () => (action ? action(args) : chartAction(step.event)!()));
      await flush();
      await check();
    }
    walkedToEnd = true;
  } catch (error) {
    // What the failed path walked goes with its error (and to the gate below): a refused send is on record.
    throw Object.assign(withTrace(error, path, at) as object, { walked: record });
  } finally {
    try {
      await unmount?.();
    } finally {
      actor.stop();
      container.remove();
      // Also after a failure: these transitions were taken all the same.
      const pathTaken: string[] = [];
      for (const [ref, transitions, event] of taken) {
        if (ref !== actor) continue;
        // Unmarked: the start, or an event the chart raised itself (raise, an `always` after it): the chart's own.
        const source = marks.get(event) ?? (event.type === 'xstate.init' ? 'init' : 'actor');
        for (const id of transitions.map(transitionId)) {
          record.sources.set(id, (record.sources.get(id) ?? new Set<EventSource>()).add(source));
          pathTaken.push(id);
        }
      }
      // A path is on record once walked to its end; a failed one is the test's failure, not a walked path.
      if (walkedToEnd) record.paths.set(describePath(path), pathTaken);
      if (recordCoverage) recordWalked(chart.id, record);
    }
  }
  return record;
}

/** Lets effects and promise callbacks queued by the last action settle, without any clock. */
async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}
