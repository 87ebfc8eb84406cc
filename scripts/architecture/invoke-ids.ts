import type { AnyStateMachine } from 'xstate';

interface StateConfig {
  invoke?: unknown;
  states?: Record<string, StateConfig>;
}

/**
 * The invocations of a chart that have no `id` of their own, as `<state path>: <src>`. An invoked actor needs an
 * explicit id (docs/model-tests.md): the model walk settles its stand-in by it, and `sendTo`, the inspector and the
 * lab name it.
 */
export function invokesWithoutId(machine: AnyStateMachine): string[] {
  const missing: string[] = [];
  const visit = (config: StateConfig, path: string) => {
    const invokes = config.invoke === undefined ? [] : Array.isArray(config.invoke) ? config.invoke : [config.invoke];
    for (const invoke of invokes as { id?: unknown; src?: unknown }[]) {
      if (typeof invoke.id !== 'string' || !invoke.id) missing.push(`${path}: ${typeof invoke.src === 'string' ? invoke.src : '(inline)'}`);
    }
    for (const [name, child] of Object.entries(config.states ?? {})) visit(child, path ? `${path}.${name}` : name);
  };
  visit(machine.config as StateConfig, '');
  return missing.map((entry) => (entry.startsWith(':') ? `(root)${entry}` : entry));
}
