/** Every console line of the runtime starts with this prefix so a site owner can tell whose message it is. */
const PREFIX = '[visitor-runtime]';

export const logError = (message: string, ...details: unknown[]) => console.error(`${PREFIX} ${message}`, ...details);
export const logWarn = (message: string, ...details: unknown[]) => console.warn(`${PREFIX} ${message}`, ...details);

/** "field.path: message" for the first failing field of a zod (mini) result; "(root)" names the whole value. */
export function describeFirstIssue(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0];
  if (!issue) return '(root): invalid';
  const path = issue.path.map(String).join('.') || '(root)';
  return `${path}: ${issue.message}`;
}
