/** A JSON object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a thrown value for the visitor or the console: an Error's message, else the value as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
