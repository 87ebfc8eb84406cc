import { TRAIL_STEPS, type TrailStep } from '../../machines/shared/trail';
import { trailSchema } from '../../runtime/api-schemas';

// Reading a flight recorder's trail (docs/telemetry.md) out of JSON the lab did not write: a pasted report or a row the
// server received. Everything is checked, since a report is whatever a page (or a person) sent.

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Does this look like a trail step (rather than a report)? Used to tell a bare trail from a list of reports. */
export const looksLikeStep = (value: unknown): boolean => isObject(value) && 'to' in value && 'event' in value && !('trail' in value);

/** The trail's steps, only the fields a step has, checked as the server checks a report's (`trailSchema`); or why
 * `value` is not a trail. */
export function readTrail(value: unknown): { trail: TrailStep[] } | { problem: string } {
  if (Array.isArray(value) && !value.length) return { problem: 'the trail has no steps' };
  const read = trailSchema.safeParse(value);
  if (read.success) return { trail: read.data };
  const [at, ...field] = read.error.issues[0]?.path ?? [];
  if (typeof at !== 'number') return { problem: `the trail is not a list of at most ${TRAIL_STEPS} steps` };
  return { problem: `step ${at + 1} of the trail ${field.length ? `has no valid \`${field.join('.')}\`` : 'is not an object'}` };
}

/** A one-line name for a report event or trace entry: its message, or its type. */
export function reportTitle(entry: unknown): string {
  if (!isObject(entry)) return 'a trail';
  const data = isObject(entry.data) ? entry.data : {};
  const text = typeof data.message === 'string' ? data.message : typeof entry.type === 'string' ? entry.type : typeof entry.event === 'string' ? entry.event : 'a report';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
