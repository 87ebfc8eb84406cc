import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** The ids of the states a snapshot's value says are active (the chart's root included), for a live or a past snapshot. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (node: AnyStateNode, below: unknown) => {
    ids.add(node.id);
    const states = node.states as Record<string, AnyStateNode>;
    if (typeof below === 'string' && states[below]) visit(states[below], undefined);
    else if (below && typeof below === 'object') {
      for (const [key, inner] of Object.entries(below)) if (states[key]) visit(states[key], inner);
    }
  };
  visit(machine.root, value);
  return ids;
}

/** A state value as text: `submitting.gettingKey`, or `slides.idle; layout.steady` for parallel regions. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(([key, inner]) => {
      const rest = formatStateValue(inner);
      return inner && typeof inner === 'object' && Object.keys(inner).length > 1 ? `${key}.(${rest})` : `${key}.${rest}`;
    })
    .join('; ');
}
