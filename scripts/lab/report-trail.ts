import type { TrailStep } from '../../machines/shared/trail';

// Reading a flight recorder's trail (docs/telemetry.md) out of JSON the lab did not write: a pasted report or a row the
// server received. Everything is checked, since a report is whatever a page (or a person) sent.

const STRING_FIELDS = ['actor', 'chart', 'from', 'to', 'event'] as const;
const OPTIONAL_FIELDS = ['block', 'kind'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `value` is not a trail step, or undefined when it is one. */
function stepProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'is not an object';
  if (typeof value.ms !== 'number') return 'has no number `ms`';
  for (const field of STRING_FIELDS) if (typeof value[field] !== 'string') return `has no text \`${field}\``;
  for (const field of OPTIONAL_FIELDS) if (value[field] !== undefined && typeof value[field] !== 'string') return `has a \`${field}\` that is not text`;
  if (!value.to) return 'has an empty `to`';
  return undefined;
}

/** Does this look like a trail step (rather than a report)? Used to tell a bare trail from a list of reports. */
export const looksLikeStep = (value: unknown): boolean => isObject(value) && 'to' in value && 'event' in value && !('trail' in value);

/** The trail's steps, only the fields a step has; or why `value` is not a trail. */
export function readTrail(value: unknown): { trail: TrailStep[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'the trail is not a list of steps' };
  if (!value.length) return { problem: 'the trail has no steps' };
  const trail: TrailStep[] = [];
  for (const [index, step] of value.entries()) {
    const problem = stepProblem(step);
    if (problem) return { problem: `step ${index + 1} of the trail ${problem}` };
    const { ms, actor, chart, block, kind, from, to, event } = step as unknown as TrailStep;
    trail.push({ ms, actor, chart, ...(block !== undefined && { block }), ...(kind !== undefined && { kind }), from, to, event });
  }
  return { trail };
}

/** A one-line name for a report event or trace entry: its message, or its type. */
export function reportTitle(entry: unknown): string {
  if (!isObject(entry)) return 'a trail';
  const data = isObject(entry.data) ? entry.data : {};
  const text = typeof data.message === 'string' ? data.message : typeof entry.type === 'string' ? entry.type : typeof entry.event === 'string' ? entry.event : 'a report';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
