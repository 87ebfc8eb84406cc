/**
 * The few checks the validators generated from our zod schemas are made of (runtime/schemas/validators.generated.ts,
 * written by `npm run validators` from the zod schemas, which stay the source of truth). They give what zod/mini's
 * `safeParse` gives for JSON input — the same output, the same issues with the short messages of ./messages.ts — at
 * a fraction of zod's size, so the core and the site chrome validate the site context without downloading zod.
 * runtime/schemas/validators.property.test.ts holds them to zod on generated input.
 */

export interface Issue {
  path: PropertyKey[];
  message: string;
}
/** Checks `value` at `path`: returns the output and adds what is wrong to `issues`. */
export type Check = (value: unknown, path: PropertyKey[], issues: Issue[]) => unknown;
export type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

const got = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const typed =
  (expected: string, accepts: (value: unknown) => boolean): Check =>
  (value, path, issues) => {
    if (!accepts(value)) issues.push({ path, message: `expected ${expected}, got ${got(value)}` });
    return value;
  };

export const string = typed('string', (value) => typeof value === 'string');
export const number = typed('number', (value) => typeof value === 'number' && Number.isFinite(value));
export const boolean = typed('boolean', (value) => typeof value === 'boolean');
export const unknown: Check = (value) => value;

export const literal =
  (...values: unknown[]): Check =>
  (value, path, issues) => {
    if (!values.includes(value)) issues.push({ path, message: `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}` });
    return value;
  };

/** The first option that takes the value; none: zod's invalid_union, which has no short message. */
export const union =
  (...options: Check[]): Check =>
  (value, path, issues) => {
    for (const option of options) {
      const own: Issue[] = [];
      const output = option(value, path, own);
      if (own.length === 0) return output;
    }
    issues.push({ path, message: 'Invalid input' });
    return value;
  };

export const optional =
  (inner: Check): Check =>
  (value, path, issues) =>
    value === undefined ? undefined : inner(value, path, issues);

export const nullable =
  (inner: Check): Check =>
  (value, path, issues) =>
    value === null ? null : inner(value, path, issues);

/** zod's `_default`: a missing value is a shallow copy of the default, which is not checked. */
export const withDefault =
  (inner: Check, fallback: unknown): Check =>
  (value, path, issues) =>
    value !== undefined ? inner(value, path, issues) : Array.isArray(fallback) ? [...fallback] : isObject(fallback) ? { ...fallback } : fallback;

export const array =
  (element: Check): Check =>
  (value, path, issues) =>
    Array.isArray(value) ? value.map((item, index) => element(item, [...path, index], issues)) : typed('array', () => false)(value, path, issues);

/** The entries of a plain object, checked by `check(key)`; `__proto__` is dropped, as zod does. */
const entries = (value: Record<string, unknown>, path: PropertyKey[], issues: Issue[], check: (key: string) => Check) => {
  const output: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key !== '__proto__') output[key] = check(key)(value[key], [...path, key], issues);
  }
  return output;
};

export const record =
  (values: Check): Check =>
  (value, path, issues) =>
    isObject(value) ? entries(value, path, issues, () => values) : typed('record', () => false)(value, path, issues);

/** zod's `looseObject`: the shape's fields checked, in its order, every other field kept as it is. */
export const looseObject = (shape: Record<string, Check>): Check => {
  const keys = Object.keys(shape);
  return (value, path, issues) => {
    if (!isObject(value)) return typed('object', () => false)(value, path, issues);
    const output: Record<string, unknown> = {};
    for (const key of keys) {
      const field = shape[key]!(value[key], [...path, key], issues);
      if (field !== undefined || key in value) output[key] = field;
    }
    const rest = entries(value, path, issues, () => unknown);
    for (const key of keys) delete rest[key];
    return { ...output, ...rest };
  };
};

/** zod's `object`: the shape's fields only. */
export const object = (shape: Record<string, Check>): Check => {
  const loose = looseObject(shape);
  return (value, path, issues) => {
    const output = loose(value, path, issues);
    return isObject(output) ? Object.fromEntries(Object.keys(shape).filter((key) => key in output).map((key) => [key, output[key]])) : output;
  };
};

/** A check with zod's `safeParse` and `parse`. */
export const validator = <T>(check: Check) => ({
  safeParse(value: unknown): SafeParse<T> {
    const issues: Issue[] = [];
    const data = check(value, [], issues) as T;
    return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
  },
  parse(value: unknown): T {
    const result = this.safeParse(value);
    if (!result.success) throw new Error(`Invalid input at ${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`);
    return result.data;
  },
});
