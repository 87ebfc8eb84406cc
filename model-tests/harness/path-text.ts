import type { EventObject } from 'xstate';
import type { ModelPath } from './model-paths';

/** Appends the path, marking the step that failed, to an error raised while walking it. */
export function withTrace(error: unknown, path: ModelPath, failedAt: number): unknown {
  const lines = [['(start)', path.initial] as const, ...path.steps.map((s) => [formatEvent(s.event), s.snapshot] as const)]
    .map(([cause, snapshot], i) => `  ${i < failedAt ? '✓' : i === failedAt ? '✗' : ' '} ${cause} ⇒ ${formatValue(snapshot.value)}`)
    .join('\n');
  if (error instanceof Error) {
    error.message += `\n\nPath (✗ = failing step):\n${lines}`;
    return error;
  }
  return new Error(`${String(error)}\n\nPath:\n${lines}`);
}

export function describePath(path: ModelPath): string {
  const last = path.steps.at(-1)?.snapshot ?? path.initial;
  const events = path.steps.map((step) => formatEvent(step.event)).join(' → ') || '(start)';
  return `${events} ⇒ ${formatValue(last.value)}`;
}

function formatEvent({ type, ...payload }: EventObject): string {
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** 'idle', or 'form.submitting, menu.closed' for nested and parallel values. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
    const inner = formatValue(child);
    return inner ? inner.split(', ').map((p) => `${key}.${p}`).join(', ') : key;
  });
  return parts.join(', ');
}
