import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_VALIDATORS, generatedValidators, renderValidators } from '../../scripts/generate-validators';
import { useShortValidationMessages } from './messages';
import * as generated from './validators.generated';

// The validators the core and the site chrome run (runtime/schemas/validators.generated.ts) are generated from the
// zod schemas, which stay the source of truth: the file must be what the generator writes now, and each validator
// must give what zod's safeParse gives — success, output, every issue's path and message — for any JSON value,
// which is all a page's site context or a stored record can be.

beforeAll(() => useShortValidationMessages());

/** A value the schema reads at one of its fields: of the right type, or of another, or missing. */
const jsonValue = fc.jsonValue({ maxDepth: 2 });

/**
 * Objects with the schema's own field names (and their nested names), so that most fields are present and checked,
 * with values of every JSON type; each field sometimes of its expected shape, so nested fields get checked too.
 */
function inputs(schema: unknown): fc.Arbitrary<unknown> {
  const def = (schema as { _zod: { def: { type: string; shape?: Record<string, unknown>; innerType?: unknown; element?: unknown; options?: unknown[]; values?: unknown[]; valueType?: unknown } } })._zod.def;
  switch (def.type) {
    case 'object':
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, inputs(field)])), { requiredKeys: [] }).chain((known) => fc.dictionary(fc.string({ maxLength: 6 }), jsonValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known }))) },
        { weight: 1, arbitrary: jsonValue },
      );
    case 'optional':
    case 'nullable':
    case 'default':
      return fc.oneof(inputs(def.innerType), fc.constant(null), fc.constant(undefined));
    case 'array':
      return fc.oneof({ weight: 3, arbitrary: fc.array(inputs(def.element), { maxLength: 3 }) }, { weight: 1, arbitrary: jsonValue });
    case 'union':
      return fc.oneof(...def.options!.map(inputs), jsonValue);
    case 'literal':
      return fc.oneof(fc.constantFrom(...def.values!), jsonValue);
    case 'record':
      return fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), inputs(def.valueType), { maxKeys: 3 }), jsonValue);
    case 'string':
      return fc.oneof(fc.string({ maxLength: 8 }), jsonValue);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), jsonValue);
    case 'boolean':
      return fc.oneof(fc.boolean(), jsonValue);
    default:
      return jsonValue;
  }
}

/** What a safeParse result says, as plain data: JSON drops the undefined fields zod and the validator may keep. */
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.success
    ? { success: true, data: JSON.parse(JSON.stringify(result.data ?? null)) }
    : { success: false, issues: result.error!.issues.map(({ path, message }) => ({ path, message })) };

describe('validators generated from the zod schemas (npm run validators)', () => {
  it(`${GENERATED_VALIDATORS} is what the generator writes from the schemas now`, () => {
    expect(readFileSync(GENERATED_VALIDATORS, 'utf8')).toBe(renderValidators());
  });

  for (const [name, { schema }] of Object.entries(generatedValidators)) {
    const validator = generated[name as keyof typeof generatedValidators];

    it(`${name} gives what zod gives on any JSON input (output, issues' paths and messages)`, () => {
      fc.assert(
        fc.property(inputs(schema), (input) => {
          const value = JSON.parse(JSON.stringify(input ?? null)) as unknown;
          expect(outcome(validator.safeParse(value))).toEqual(outcome(schema.safeParse(value)));
        }),
        { numRuns: 1000 },
      );
    }, 60_000);

    it(`${name} gives zod's defaults for an empty object and rejects what zod rejects`, () => {
      for (const value of [{}, [], null, 'text', 7]) expect(outcome(validator.safeParse(value))).toEqual(outcome(schema.safeParse(value)));
    });
  }

  it('the site context rejects a field of the wrong type with the short message the runtime logs', () => {
    const result = generated.siteContextValidator.safeParse({ website: { id: 42 }, googleFonts: [{}] });
    expect(result.success).toBe(false);
    expect(!result.success && result.error.issues).toEqual([
      { path: ['website', 'id'], message: 'expected string, got number' },
      { path: ['googleFonts', 0, 'includeName'], message: 'expected string, got undefined' },
    ]);
  });
});
