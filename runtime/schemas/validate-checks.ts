import { object, type Check, type Issue } from './validate';

// The blocks' validators import every check from here, so that the blocks' copy of ./validate.ts (esbuild.mjs) and
// these travel in one chunk.
export * from './validate';

/** zod's type issue for what is not an object (an object's own check, on a value that is none). */
const notAnObject = object({});

/**
 * zod's checks (`.check(…)`), its union of checked options and its discriminated union, for the block validators
 * (runtime/<folder>/<name>.validator.generated.ts): a module apart from ./validate.ts, which the core imports, so that
 * the core does not carry them (a module is in one chunk whole).
 */
// zod marks each issue: a check's issue lets the value's later checks run (`continue: true`), a type's
// does not, and a failed int or an `abort` check stops even the length checks (`continue: false`). The two sets say
// which issues are of the first and of the last kind.

const soft = /* @__PURE__ */ new WeakSet<Issue>();
const hard = /* @__PURE__ */ new WeakSet<Issue>();

/**
 * One of zod's checks on a value: the message of its issue, or nothing when the value passes; an overwrite (`trim`)
 * returns the new value in a one-element array. `sized`: zod's `when` of the length checks, which run on any value
 * with a `length` (an array given to a string schema too) unless an issue stopped the value. `stops`: its issue is
 * `continue: false`.
 */
export interface Rule {
  (value: any): string | undefined | [unknown];
  sized?: boolean;
  stops?: boolean;
}

const rule = (passes: (value: any) => boolean, message: string, flags?: Pick<Rule, 'sized' | 'stops'>): Rule =>
  Object.assign((value: any) => (passes(value) ? undefined : message), flags);

/** A string's length in code points, as zod measures it; anything else's `length` as it is. */
const size = (value: any) => (typeof value === 'string' ? [...value].length : value.length);

export const minLength = (minimum: number, message = `must have at least ${minimum}`) => rule((value) => size(value) >= minimum, message, { sized: true });
export const maxLength = (maximum: number, message = `must have at most ${maximum}`) => rule((value) => size(value) <= maximum, message, { sized: true });
/** zod's `gt`, `gte`, `positive`, `nonnegative`. */
export const above = (minimum: number, inclusive: boolean, message = `must have at least ${minimum}`) =>
  rule((value) => (inclusive ? value >= minimum : value > minimum), message);
/** zod's `lt`, `lte`, `maximum`, `negative`, `nonpositive`. */
export const below = (maximum: number, inclusive: boolean, message = `must have at most ${maximum}`) =>
  rule((value) => (inclusive ? value <= maximum : value < maximum), message);
/** zod's `int()`: not an integer stops the value; an integer past the safe range does not. */
export const int = (message?: string): Rule[] => [
  rule(Number.isInteger, message ?? 'expected int, got number', { stops: true }),
  rule((value) => value <= Number.MAX_SAFE_INTEGER, message ?? `must have at most ${Number.MAX_SAFE_INTEGER}`),
  rule((value) => value >= Number.MIN_SAFE_INTEGER, message ?? `must have at least ${Number.MIN_SAFE_INTEGER}`),
];
/** zod's `regex`: its fallback message when none is given. */
export const regex = (pattern: RegExp, message = 'Invalid input') =>
  rule((value) => {
    pattern.lastIndex = 0;
    return pattern.test(value);
  }, message);
export const trim: Rule = (value: string) => [value.trim()];

/**
 * zod's checks after a schema (its `runChecks`): each runs on the value as the earlier ones left it, unless an issue
 * so far (the type's, an element's, a check's) is not `continue: true`; a length check runs unless one is
 * `continue: false`.
 */
export const checked =
  (inner: Check, ...rules: (Rule | Rule[])[]): Check =>
  (value, path, issues) => {
    const start = issues.length;
    let output = inner(value, path, issues);
    for (const check of rules.flat()) {
      const own = issues.slice(start);
      const skip = check.sized
        ? output == null || (output as { length?: unknown }).length === undefined || own.some((issue) => hard.has(issue))
        : own.some((issue) => !soft.has(issue));
      if (skip) continue;
      const result = check(output);
      if (Array.isArray(result)) output = result[0];
      else if (result !== undefined) {
        const issue = { path, message: result };
        (check.stops ? hard : soft).add(issue);
        issues.push(issue);
      }
    }
    return output;
  };

/**
 * zod's size cap: an array longer than a maximum among the length checks its checks begin with fails that check
 * (the first that fails, in order) before any element is checked, and the issue stops the value.
 */
export const capped =
  (inner: Check, ...caps: Rule[]): Check =>
  (value, path, issues) => {
    if (Array.isArray(value)) {
      for (const cap of caps) {
        const message = cap(value);
        if (typeof message === 'string') {
          const issue = { path, message };
          hard.add(issue);
          issues.push(issue);
          return value;
        }
      }
    }
    return inner(value, path, issues);
  };

/**
 * zod's union when an option has checks: the first option that takes the value; else, when exactly one option's
 * issues all let its checks go on (a number below its minimum, a string missing its pattern), that option's output
 * and issues; else zod's invalid_union.
 */
export const checkedUnion =
  (...options: Check[]): Check =>
  (value, path, issues) => {
    const results: { output: unknown; own: Issue[] }[] = [];
    for (const option of options) {
      const own: Issue[] = [];
      const output = option(value, path, own);
      if (own.length === 0) return output;
      results.push({ output, own });
    }
    const going = results.filter(({ own }) => own.every((issue) => soft.has(issue)));
    if (going.length === 1) {
      issues.push(...going[0]!.own);
      return going[0]!.output;
    }
    issues.push({ path, message: 'Invalid input' });
    return value;
  };

/**
 * zod's `discriminatedUnion`: an object whose `key` picks the option (each given with the values it claims) checked
 * as that option; no option claims the value: zod's invalid_union, at the key.
 */
export const discriminatedUnion = (key: string, ...options: [unknown[], Check][]): Check => {
  const picks = new Map(options.flatMap(([values, option]) => values.map((claimed) => [claimed, option] as const)));
  return (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return notAnObject(value, path, issues);
    const option = picks.get((value as Record<string, unknown>)[key]);
    if (option) return option(value, path, issues);
    issues.push({ path: [...path, key], message: 'Invalid input' });
    return value;
  };
};
