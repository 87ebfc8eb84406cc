import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { chartGraph, type ChartNode, type StateKind } from './chart-graph';

// The chart's graph laid out by elkjs (layered), flattened to absolute coordinates for drawing.

export interface PlacedState {
  id: string;
  label: string;
  kind: StateKind | 'initial';
  region: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedTransition {
  id: string;
  /** The transition's id (model-tests/harness/transitions.ts); '' for an initial marker's arrow. */
  transition: string;
  points: Array<{ x: number; y: number }>;
  label?: { text: string; x: number; y: number; width: number; height: number };
}

export interface PlacedChart {
  id: string;
  width: number;
  height: number;
  /** Outer states before the states they hold, so inner boxes are drawn over outer ones. */
  states: PlacedState[];
  transitions: PlacedTransition[];
}

const elk = new ELK();

export async function layoutChart(machine: AnyStateMachine): Promise<PlacedChart> {
  const graph = chartGraph(machine);
  const laid = await elk.layout(graph as unknown as ElkNode);
  const origin = new Map<string, { x: number; y: number }>([[graph.id, { x: 0, y: 0 }]]);
  const states: PlacedState[] = [];
  type LaidNode = ElkNode & Partial<Omit<ChartNode, 'children'>>;
  const place = (node: LaidNode, parent: { x: number; y: number }) => {
    const at = { x: parent.x + (node.x ?? 0), y: parent.y + (node.y ?? 0) };
    origin.set(node.id, at);
    states.push({ id: node.id, label: node.label ?? '', kind: node.kind ?? 'atomic', region: node.region ?? false, ...at, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) place(child, at);
  };
  for (const child of laid.children ?? []) place(child, { x: 0, y: 0 });
  const transitions = (laid.edges ?? []).map((edge: ElkExtendedEdge & { container?: string; transition?: string }) => {
    // elkjs gives an edge's coordinates relative to its container (the innermost state holding both ends).
    const offset = origin.get(edge.container ?? graph.id) ?? { x: 0, y: 0 };
    const shift = (point: { x: number; y: number }) => ({ x: point.x + offset.x, y: point.y + offset.y });
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift) : [];
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      transition: edge.transition ?? '',
      points,
      ...(label?.text
        ? { label: { text: label.text, ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 } }
        : {}),
    };
  });
  return { id: graph.id, width: laid.width ?? 0, height: laid.height ?? 0, states, transitions };
}
