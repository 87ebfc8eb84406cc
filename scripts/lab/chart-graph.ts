import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { AFTER, DONE, ERROR } from '../../model-tests/harness/chart-actor';
import { guardName, listTransitions } from '../../model-tests/harness/transitions';

// A chart as a graph for the layout library (elkjs's JSON graph): a box per state, nested as the states are, and an
// edge per transition labelled with its event, guard and `after` delay. Text is set in a monospace font, so its
// width follows from its length and no text has to be measured.

export const FONT_SIZE = 12;
/** The advance of one character of the diagram's monospace font at FONT_SIZE. */
export const CHAR_WIDTH = 7.3;
const LINE = 18;
const LEAF_HEIGHT = 34;

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  id: string;
  /** The state's key, or '' for an initial-state marker. */
  label: string;
  kind: StateKind | 'initial';
  /** The state is a region of a parallel state (drawn dashed). */
  region: boolean;
  width?: number;
  height?: number;
  children?: ChartNode[];
  layoutOptions?: Record<string, string>;
}

export interface ChartEdge {
  id: string;
  sources: [string];
  targets: [string];
  /** The transition id the model tests and the gate use (model-tests/harness/transitions.ts); '' for a marker's. */
  transition: string;
  labels: Array<{ text: string; width: number; height: number }>;
}

export interface ChartGraph {
  id: string;
  layoutOptions: Record<string, string>;
  children: ChartNode[];
  edges: ChartEdge[];
}

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
const initialMarkerId = (parentId: string) => `${parentId}/initial`;

/** What a transition's event is called on the diagram. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(AFTER)) {
    const delay = eventType.slice(AFTER.length).split('.')[0]!;
    const named = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (named === undefined) return `after ${delay} ms`;
    return typeof named === 'number' ? `after ${delay} (${named} ms)` : `after ${delay}`;
  }
  if (eventType.startsWith(DONE)) return `done: ${eventType.slice(DONE.length)}`;
  if (eventType.startsWith(ERROR)) return `error: ${eventType.slice(ERROR.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function kindOf(node: AnyStateNode): StateKind {
  return node.type as StateKind;
}

function toNode(node: AnyStateNode, region: boolean): ChartNode {
  const kind = kindOf(node);
  const label = node.key;
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (!children.length) {
    return { id: node.id, label, kind, region, width: Math.max(textWidth(label) + 24, 64), height: LEAF_HEIGHT };
  }
  const nested = children.map((child) => toNode(child, kind === 'parallel'));
  if (kind === 'compound' && node.initial?.target?.[0]) {
    nested.unshift({ id: initialMarkerId(node.id), label: '', kind: 'initial', region: false, width: 10, height: 10 });
  }
  return {
    id: node.id,
    label,
    kind,
    region,
    children: nested,
    layoutOptions: {
      'elk.padding': `[top=${LINE + 12},left=12,bottom=12,right=12]`,
      'elk.nodeSize.minimum': `(${textWidth(label) + 24}, ${LEAF_HEIGHT})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
  };
}

/** The chart's graph: its states nested as in the chart, its transitions, an initial marker per compound state. */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const root = machine.root;
  const top = toNode(root, false);
  const edges: ChartEdge[] = [];
  const markers = (node: AnyStateNode) => {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (node.type === 'compound' && initial) {
      edges.push({ id: `${node.id}/initial->${initial.id}`, sources: [initialMarkerId(node.id)], targets: [initial.id], transition: '', labels: [] });
    }
    Object.values(node.states as Record<string, AnyStateNode>).forEach(markers);
  };
  markers(root);
  for (const [index, { id, eventType, definition }] of listTransitions(machine).entries()) {
    const source = definition.source as AnyStateNode;
    // The root's own transitions (events handled in every state) start at the chart's outline: drawn from its
    // top-level states would repeat them; they are listed beside the diagram instead.
    if (source === root) continue;
    const guard = definition.guard === undefined ? '' : ` [${guardName(definition.guard)}]`;
    const text = `${eventLabel(machine, eventType)}${guard}`;
    const targets = (definition.target as AnyStateNode[] | undefined)?.length ? (definition.target as AnyStateNode[]) : [source];
    for (const target of targets) {
      edges.push({
        id: `t${index}->${target.id}`,
        sources: [source.id],
        targets: [target.id],
        transition: id,
        labels: [{ text, width: textWidth(text), height: LINE }],
      });
    }
  }
  return {
    id: root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: top.children ?? [],
    edges,
  };
}

/** The root's own transitions: events the chart handles in every state. */
export function rootTransitions(machine: AnyStateMachine): string[] {
  return listTransitions(machine)
    .filter(({ definition }) => definition.source === machine.root)
    .map(({ eventType, definition }) => `${eventLabel(machine, eventType)}${definition.guard === undefined ? '' : ` [${guardName(definition.guard)}]`}`);
}
