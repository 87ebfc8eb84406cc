import type { TrailStep } from '../../machines/shared/trail';

// What a trail says of one chart's states, in the ids the lab's diagrams use (`data-state-id`, `<chart>.<path>`): the
// states it is in at a step and the ones it went through before. A trail writes states as `stateText` does (each
// active leaf's path dotted, parallel regions joined by a comma).

/** The ids of the states `text` names in `chart`, each leaf with the states it is inside. */
export function stateIdsOf(chart: string, text: string): Set<string> {
  const ids = new Set<string>();
  for (const path of text.split(',').filter(Boolean)) {
    const keys = path.split('.');
    keys.forEach((_, depth) => ids.add(`${chart}.${keys.slice(0, depth + 1).join('.')}`));
  }
  return ids;
}

/** `text` back as a state value (`a.b,c.d` is `{ a: 'b', c: 'd' }`), so the lab's diagram reads it as a snapshot's. */
export function stateValueOf(text: string): unknown {
  const paths = text.split(',').filter(Boolean);
  if (paths.length === 1 && !paths[0]!.includes('.')) return paths[0];
  const value: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node = value;
    keys.slice(0, -2).forEach((key) => (node = (node[key] ??= {}) as Record<string, unknown>));
    if (keys.length === 1) node[keys[0]!] = {};
    else node[keys.at(-2)!] = keys.at(-1);
  }
  return value;
}

/**
 * The current step's chart as the trail saw it up to that step: `active`, the states the step went to; `visited`,
 * every other state the trail's steps of that chart came from or went to until then (any actor of the chart).
 */
export function trailStates(trail: readonly TrailStep[], current: number): { chart: string; active: Set<string>; visited: Set<string> } {
  const step = trail[current];
  if (!step) return { chart: '', active: new Set(), visited: new Set() };
  const active = stateIdsOf(step.chart, step.to);
  const visited = new Set<string>();
  for (const earlier of trail.slice(0, current + 1)) {
    if (earlier.chart !== step.chart) continue;
    for (const id of [...stateIdsOf(step.chart, earlier.from), ...stateIdsOf(step.chart, earlier.to)]) if (!active.has(id)) visited.add(id);
  }
  return { chart: step.chart, active, visited };
}
