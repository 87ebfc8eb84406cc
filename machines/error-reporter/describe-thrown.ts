// A module of its own: the performance collector reports its own failures with it, on every page, without the
// error reporter's rules.

/** An error report's message of a thrown value: an Error's name and message, else its text or JSON. Never throws. */
export function describeThrown(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
  } catch {
    return 'Unknown error';
  }
}
