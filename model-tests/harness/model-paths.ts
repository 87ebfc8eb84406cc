import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { transitionId } from './transitions';

/**
 * Paths through a chart's state graph, computed from the chart alone (no actor, no effects run).
 * A graph node is a snapshot (value + context + status); an edge is an event for which the chart selects at least
 * one transition, so self-transitions and actions-only transitions are edges too, and ignored events are not.
 */
export type PathKind = 'shortest' | 'simple' | 'both' | 'transitions';

export interface ModelStep {
  event: EventObject;
  /** The snapshot the chart is in after `event`. */
  snapshot: AnyMachineSnapshot;
}

export interface ModelPath {
  initial: AnyMachineSnapshot;
  steps: ModelStep[];
}

export interface PathOptions {
  input?: unknown;
  /** The concrete events to try in a snapshot. */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  paths: PathKind;
  /** Bound on distinct snapshots; more means the event cases make the graph infinite (or too big to walk). */
  maxStates: number;
  /** Bound on maximal simple paths before `simple` falls back to `shortest`. */
  maxSimplePaths: number;
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

interface Edge {
  event: EventObject;
  to: string;
  /** What the edge walks at chart level: the ids of the transitions the event selects, and the move between state
   * values (which also tells apart the eventless transitions that follow). */
  walks: string[];
}

export function modelPaths(machine: AnyStateMachine, options: PathOptions): ModelPath[] {
  const graph = exploreGraph(machine, options);
  const step = (edge: Edge): ModelStep => ({ event: edge.event, snapshot: graph.snapshots.get(edge.to)! });
  if (options.paths === 'transitions') return withoutPrefixes(chartCover(graph, step)).map(toPath(graph));
  const simple = options.paths === 'shortest' ? [] : maximalSimplePaths(graph, step, options.maxSimplePaths);
  if (!simple) {
    console.warn(
      `[model-tests] ${machine.id}: more than ${options.maxSimplePaths} simple paths; walking shortest paths ` +
        `only (pass paths: 'shortest' to silence this, or raise maxSimplePaths)`,
    );
  }
  const shortest = options.paths !== 'simple' || !simple ? transitionCover(graph, step) : [];
  return withoutPrefixes([...shortest, ...(simple ?? [])]).map(toPath(graph));
}

interface Graph {
  initialKey: string;
  snapshots: Map<string, AnyMachineSnapshot>;
  edges: Map<string, Edge[]>;
  /** Breadth-first tree: how each snapshot is first (so most cheaply) reached. */
  parent: Map<string, { from: string; edge: Edge }>;
}

function exploreGraph(machine: AnyStateMachine, options: PathOptions): Graph {
  const initial = getInitialSnapshot(machine, options.input);
  const initialKey = options.serializeState(initial);
  const graph: Graph = { initialKey, snapshots: new Map([[initialKey, initial]]), edges: new Map(), parent: new Map() };
  const queue = [initialKey];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const snapshot = graph.snapshots.get(key)!;
    const edges: Edge[] = [];
    graph.edges.set(key, edges);
    if (snapshot.status !== 'active') continue;
    for (const event of options.events(snapshot)) {
      const selected = machine.getTransitionData(snapshot, event);
      if (!selected.length) continue;
      const next = getNextSnapshot(machine, snapshot, event);
      const to = options.serializeState(next);
      const move = `${JSON.stringify(snapshot.value)} ${event.type} ${JSON.stringify(next.value)} ${next.status}`;
      const edge = { event, to, walks: [...selected.map(transitionId), move] };
      edges.push(edge);
      if (graph.snapshots.has(to)) continue;
      if (graph.snapshots.size >= options.maxStates) {
        throw new Error(
          `[model-tests] ${machine.id}: more than ${options.maxStates} distinct snapshots (value + context) are ` +
            `reachable with these event cases; bound the cases, pass serializeState to ignore context that does ` +
            `not matter, or raise maxStates`,
        );
      }
      graph.snapshots.set(to, next);
      graph.parent.set(to, { from: key, edge });
      queue.push(to);
    }
  }
  return graph;
}

/** The shortest path to every snapshot and, extended by one edge, to every edge: every transition gets walked. */
function transitionCover(graph: Graph, step: (edge: Edge) => ModelStep): ModelStep[][] {
  const pathTo = (key: string): ModelStep[] => {
    const link = graph.parent.get(key);
    return link ? [...pathTo(link.from), step(link.edge)] : [];
  };
  return [...graph.snapshots.keys()].flatMap((key) => [
    pathTo(key),
    ...graph.edges.get(key)!.map((edge) => [...pathTo(key), step(edge)]),
  ]);
}

/**
 * For charts whose context makes many snapshots of one state (a timer's remaining time, counters): only the edges
 * that walk something at chart level no earlier edge has (a transition, a move between state values), each by the
 * shortest path to it. Every transition the snapshot graph has is still walked, and every state value reached.
 */
function chartCover(graph: Graph, step: (edge: Edge) => ModelStep): ModelStep[][] {
  const pathTo = (key: string): ModelStep[] => {
    const link = graph.parent.get(key);
    return link ? [...pathTo(link.from), step(link.edge)] : [];
  };
  const walked = new Set<string>();
  // the start alone: what the chart does on its way to its first state (eventless transitions) is walked even when
  // that state takes no event
  const paths: ModelStep[][] = [[]];
  for (const key of graph.snapshots.keys()) {
    for (const edge of graph.edges.get(key)!) {
      if (edge.walks.every((what) => walked.has(what))) continue;
      for (const what of edge.walks) walked.add(what);
      paths.push([...pathTo(key), step(edge)]);
    }
  }
  return paths;
}

/** Depth-first, every path that cannot be extended without revisiting a snapshot; undefined past `limit`. */
function maximalSimplePaths(graph: Graph, step: (edge: Edge) => ModelStep, limit: number): ModelStep[][] | undefined {
  const found: ModelStep[][] = [];
  const onPath = new Set([graph.initialKey]);
  const extend = (key: string, steps: ModelStep[]): boolean => {
    let extended = false;
    for (const edge of graph.edges.get(key)!) {
      if (onPath.has(edge.to)) continue;
      extended = true;
      onPath.add(edge.to);
      const ok = extend(edge.to, [...steps, step(edge)]);
      onPath.delete(edge.to);
      if (!ok) return false;
    }
    if (!extended) found.push(steps);
    return found.length <= limit;
  };
  return extend(graph.initialKey, []) ? found : undefined;
}

/** Drops duplicates and paths whose events are a prefix of another path's (the longer one walks them anyway). */
function withoutPrefixes(paths: ModelStep[][]): ModelStep[][] {
  const keys = paths.map((steps) => steps.map((s) => JSON.stringify(s.event)));
  return paths.filter((_, i) =>
    keys.every((other, j) => {
      const mine = keys[i]!;
      if (j === i || other.length < mine.length || mine.some((event, k) => event !== other[k])) return true;
      return other.length === mine.length && j > i; // equal paths: keep the first
    }),
  );
}

const toPath =
  (graph: Graph) =>
  (steps: ModelStep[]): ModelPath => ({ initial: graph.snapshots.get(graph.initialKey)!, steps });
