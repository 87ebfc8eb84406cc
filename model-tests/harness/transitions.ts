import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Transition identity shared by the harness (what a live actor took) and the gate (what a chart declares).
 * Ids are built from node ids, event descriptors, list positions, guard names and target ids only, so a chart
 * and its `.provide()`d copy (new StateNode objects) give the same ids.
 */
export interface ChartTransition {
  id: string;
  /** Event descriptor, '' for an eventless (`always`) transition. */
  eventType: string;
  definition: AnyTransitionDefinition;
}

/** Every transition of a chart: `on` (including onDone), and `always`, of the root and all descendants. */
export function listTransitions(machine: AnyStateMachine): ChartTransition[] {
  const found: ChartTransition[] = [];
  const visit = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) {
      for (const definition of list) found.push({ id: transitionId(definition), eventType: definition.eventType, definition });
    }
    for (const definition of node.always ?? []) found.push({ id: transitionId(definition), eventType: '', definition });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

/** `<source> on <EVENT>[#i] [guard] -> <targets | (internal)>`; `#i` only when the event has several candidates. */
export function transitionId(definition: AnyTransitionDefinition): string {
  const source: AnyStateNode = definition.source;
  const eventless = definition.eventType === '';
  const siblings = (eventless ? source.always : source.transitions.get(definition.eventType)) ?? [];
  const index = siblings.indexOf(definition);
  if (index < 0) throw new Error(`transition ${definition.eventType || 'always'} is not declared on ${source.id}`);
  const trigger = eventless ? 'always' : `on ${definition.eventType}`;
  const position = siblings.length > 1 ? `#${index}` : '';
  const guard = definition.guard === undefined ? '' : ` [${guardName(definition.guard)}]`;
  const targets = definition.target?.length
    ? definition.target.map((target: AnyStateNode) => target.id).join(', ')
    : '(internal)';
  const reenter = definition.reenter ? ' (reenter)' : '';
  return `${source.id} ${trigger}${position}${guard} -> ${targets}${reenter}`;
}

/** Readable guard name: 'isValid', 'not(isValid)', 'and(a, b)', 'stateIn("x")', or an inline function's name. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { guards?: unknown[]; stateValue?: unknown; name: string };
    if (composite.guards) return `${composite.name}(${composite.guards.map(guardName).join(', ')})`;
    if ('stateValue' in composite) return `stateIn(${JSON.stringify(composite.stateValue)})`;
    return composite.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}
