import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkExpression, GENERATED_SUFFIX, generatedFiles, generatedOnDisk, renderValidators } from '../../scripts/generate-validators';
import { sessionLoginSchema, traceBatchSchema } from '../api-schemas';
import { useShortValidationMessages } from './messages';
import * as validate from './validate';
import * as validateChecks from './validate-checks';
import * as generated from './validators.generated';

// The validators the runtime parses with (runtime/schemas/validators.generated.ts for the core and the site chrome,
// runtime/<folder>/<name>.validator.generated.ts for the blocks, beside their schema runtime/<folder>/<name>.schema.ts)
// are generated from the zod schemas, which stay the source of truth: every file must be what the generator writes
// now, and each validator must give what zod's safeParse gives — success, output, every issue's path and message —
// for any JSON value, which is all a page's configuration, a cart answer or a stored record can be.

beforeAll(() => useShortValidationMessages());

type Parse = (value: unknown) => { success: boolean; data?: unknown; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
type Validator = { safeParse: Parse };
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  options?: unknown[];
  values?: unknown[];
  valueType?: unknown;
  checks?: unknown[];
  check?: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  pattern?: RegExp;
}
const internals = (schema: unknown) => (schema as { _zod: { def: Def; traits: Set<string>; values?: Set<unknown> } })._zod;

/** A value the schema reads at one of its fields: of the right type, or of another, or missing. */
const jsonValue = fc.jsonValue({ maxDepth: 2 });

/** Text with what zod's checks look at: spaces around it (trim), surrogate pairs and lone halves (code points). */
const text = (length: { minLength?: number; maxLength: number }) =>
  fc
    .tuple(
      fc.constantFrom('', ' ', '  ', '\t', '\n '),
      fc.string({ ...length, unit: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('a', 'Z', '0', '7', '@', '.', '-', ' ') }, { weight: 1, arbitrary: fc.constantFrom('😀', '\ud800', '\udc00', 'é') }) }),
      fc.constantFrom('', ' ', '  ', '\t'),
    )
    .map(([before, middle, after]) => before + middle + after);

/** Values near and past a check's bound, of the right type and of others; integers and not. */
function nearChecks(checks: unknown[], type: string): fc.Arbitrary<unknown>[] {
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  for (const check of checks) {
    const def = internals(check).def;
    switch (def.check) {
      case 'min_length':
      case 'max_length': {
        const bound = (def.check === 'min_length' ? def.minimum : def.maximum)!;
        const range = { minLength: Math.max(0, bound - 2), maxLength: bound + 2 };
        arbitraries.push(type === 'array' ? fc.array(jsonValue, range) : text(range), fc.array(jsonValue, range), fc.record({ length: fc.oneof(fc.constantFrom(bound - 1, bound, bound + 1), jsonValue) }));
        break;
      }
      case 'greater_than':
      case 'less_than': {
        const bound = def.value!;
        arbitraries.push(fc.constantFrom(bound - 1, bound - 0.5, bound, bound + 0.5, bound + 1, -bound, bound * 2 + 1), fc.integer({ min: bound - 3, max: bound + 3 }));
        break;
      }
      case 'number_format':
        arbitraries.push(fc.constantFrom(1.5, -0.25, 2 ** 53, -(2 ** 53), 1e21, -1e21, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER), fc.integer());
        break;
      case 'string_format':
        arbitraries.push(fc.stringMatching(def.pattern!, { size: 'small' }), fc.stringMatching(def.pattern!, { size: 'small' }).map((match) => ` ${match}`), text({ maxLength: 6 }));
        break;
      case 'overwrite':
        arbitraries.push(text({ maxLength: 4 }), fc.constantFrom('', ' ', '   ', '\t\n'));
        break;
    }
  }
  return arbitraries;
}

/**
 * Objects with the schema's own field names (and their nested names), so that most fields are present and checked,
 * with values of every JSON type; each field sometimes of its expected shape, so nested fields get checked too;
 * strings and numbers near their checks' bounds; enum and discriminator values, and values that are neither.
 */
function inputs(schema: unknown): fc.Arbitrary<unknown> {
  const zod = internals(schema);
  const def = zod.def;
  const checks = [...(zod.traits.has('$ZodCheck') ? [schema] : []), ...(def.checks ?? [])];
  const near = nearChecks(checks, def.type);
  const of = (arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => (near.length ? fc.oneof({ weight: 2, arbitrary }, ...near) : arbitrary);
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
      return of(fc.oneof({ weight: 3, arbitrary: fc.array(inputs(def.element), { maxLength: 3 }) }, { weight: 1, arbitrary: jsonValue }));
    case 'union':
      return fc.oneof(...def.options!.map(inputs), jsonValue);
    case 'literal':
      return fc.oneof(fc.constantFrom(...def.values!), jsonValue);
    case 'enum':
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...zod.values!) }, { weight: 1, arbitrary: jsonValue });
    case 'record':
      return fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), inputs(def.valueType), { maxKeys: 3 }), jsonValue);
    case 'string':
      return of(fc.oneof(fc.string({ maxLength: 8 }), text({ maxLength: 4 }), jsonValue));
    case 'number':
      return of(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), jsonValue));
    case 'boolean':
      return fc.oneof(fc.boolean(), jsonValue);
    default:
      return jsonValue;
  }
}

/**
 * What a safeParse says, as plain data: JSON drops the undefined fields zod and the validator may keep. zod's
 * comparisons can throw (a `length` that is an object with no usable toString): then the validator must throw the same.
 */
const outcome = (parse: Parse, value: unknown) => {
  let result: ReturnType<Parse>;
  try {
    result = parse(value);
  } catch (error) {
    return { threw: String(error) };
  }
  return result.success
    ? { success: true, data: JSON.parse(JSON.stringify(result.data ?? null)) }
    : { success: false, issues: result.error!.issues.map(({ path, message }) => ({ path, message })) };
};

/** Every generated file's exports, by file. */
const modules: Record<string, Record<string, Validator>> = Object.fromEntries(
  await Promise.all(Object.keys(generatedFiles).map(async (file) => [file, (await import(pathToFileURL(resolve(file)).href)) as Record<string, Validator>] as const)),
);

/** Counterexamples fast-check found while the generator learnt zod's checks: each once a defect, kept as a case. */
const examples: Record<string, [validator: string, input: unknown][]> = {
  'an array given to a string with a minimum length: zod still measures it (its `when` runs on anything with a length)': [['accordionConfigValidator', { items: [{ title: [], content: '' }] }]],
  'an object with a `length` given to a string with a minimum length is measured by that length': [['donationConfigValidator', { donatePageId: { length: 0 } }]],
  'a number below its minimum in a union of a number and a pattern: the number option\'s issue, not invalid_union': [['galleryConfigValidator', { slidesPerRow: -1, padding: -0.5 }]],
  'a string missing its pattern in the same union: the string option\'s issue, with the fallback message': [['galleryConfigValidator', { columnWidth: 'px', imageAspectRatio: '0' }]],
  'trim before the minimum length: blank text fails, and the output is trimmed': [['summaryV2ConfigValidator', { design: '  ' }], ['summaryV2ConfigValidator', { design: ' carousel ' }], ['summaryConfigValidator', { widget: { type: '  ', id: ' x ' } }]],
  'a failed int stops the later checks; an integer past the safe range does not': [['productBlockValidator', { product: { id: 'p', name: 'n', productType: 'PHYSICAL', variants: [{ id: 'v', price: -1.5 }, { id: 'w', price: -1e21 }] } }]],
  'bounds are inclusive or not as zod says': [['summaryV2ConfigValidator', { design: 'list', slidesPerRow: 12, gutter: 200.5 }], ['marqueeConfigValidator', { animationSpeed: 0, waveFrequency: 0 }], ['mapConfigValidator', { aspectRatio: 1000 }], ['mapConfigValidator', { aspectRatio: 1000.5 }]],
  'code points, not UTF-16 units, against a maximum length': [['productBlockValidator', { product: { id: 'p', name: 'n', productType: 'PHYSICAL', variants: [{ id: 'v', price: 1, sku: '😀'.repeat(60) }, { id: 'w', price: 1, sku: '😀'.repeat(61) }] } }]],
  'a `length` that cannot be compared: zod throws, and so must the validator': [['summaryConfigValidator', { collectionId: { length: { toString: false } } }]],
  'a custom message on a pattern': [['followButtonConfigValidator', { username: ' @ ' }]],
  'a discriminator no option claims: invalid_union at the discriminator; a missing one too': [['formConfigValidator', { formId: 'f', fields: [{ type: 'nope', id: 'a' }, { id: 'b' }, 3], submission: { variant: 'page', pageId: 'p', contentSource: 'x' } }]],
  'an empty array under a minimum length': [['accordionConfigValidator', { items: [] }], ['productBlockValidator', { product: { id: 'p', name: 'n', productType: 'GIFT_CARD', variants: [] } }]],
};

describe('validators generated from the zod schemas (npm run validators)', () => {
  it(`every generated file on disk (the core's and runtime/*/*${GENERATED_SUFFIX}) is one the generator writes, and the other way round`, () => {
    expect(generatedOnDisk()).toEqual(Object.keys(generatedFiles).sort());
  });

  for (const [file, validators] of Object.entries(generatedFiles)) {
    it(`${file} is what the generator writes from the schemas now`, () => {
      expect(readFileSync(file, 'utf8')).toBe(renderValidators(file));
    });

    for (const [name, { schema }] of Object.entries(validators)) {
      const zod = schema as Validator;
      const validator = () => modules[file]![name]!;

      it(`${name} gives what zod gives on any JSON input (output, issues' paths and messages)`, () => {
        fc.assert(
          fc.property(inputs(schema), (input) => {
            const value = JSON.parse(JSON.stringify(input ?? null)) as unknown;
            expect(outcome(validator().safeParse, value)).toEqual(outcome(zod.safeParse, value));
          }),
          { numRuns: 1000 },
        );
      }, 60_000);

      it(`${name} gives zod's defaults for an empty object and rejects what zod rejects`, () => {
        for (const value of [{}, [], null, 'text', 7]) expect(outcome(validator().safeParse, value)).toEqual(outcome(zod.safeParse, value));
      });
    }
  }

  const byName = Object.fromEntries(Object.entries(generatedFiles).flatMap(([file, validators]) => Object.entries(validators).map(([name, { schema }]) => [name, { zod: schema as Validator, validator: () => modules[file]![name]! }])));
  for (const [what, cases] of Object.entries(examples)) {
    it(`agrees with zod: ${what}`, () => {
      for (const [name, input] of cases) {
        const { zod, validator } = byName[name]!;
        expect(outcome(validator().safeParse, input), `${name} ${JSON.stringify(input)}`).toEqual(outcome(zod.safeParse, input));
      }
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

  // zod features no runtime schema combines yet, each generated and held to zod the same way
  const uncommon = {
    // [[], {}, null, '', []]: zod's size cap (too long fails before any element is read) was missed at first
    'a failed int in an element stops the array\'s length check; a failed minimum does not; too long fails alone': z.array(z.object({ n: z.number().check(z.int(), z.gte(0)) })).check(z.minLength(3), z.maxLength(4)),
    'z.int() as a schema, with checks after it': z.object({ a: z.int().check(z.lt(10)), b: z.optional(z.int()) }),
    'a union of one option, and unions in unions': z.object({ a: z.union([z.string().check(z.maxLength(2))]), b: z.union([z.literal(0), z.union([z.number().check(z.gt(5)), z.string().check(z.trim(), z.regex(/^x/, 'starts with x'))])]) }),
    'a discriminator that is a number, an option claiming two values': z.discriminatedUnion('k', [z.object({ k: z.literal([1, 2]), v: z.optional(z.string().check(z.minLength(2))) }), z.looseObject({ k: z.literal(3) })]),
  };
  for (const [what, schema] of Object.entries(uncommon)) {
    it(`gives what zod gives: ${what}`, () => {
      const helpers = { ...validate, ...validateChecks };
      const check = new Function(...Object.keys(helpers), `return ${checkExpression(schema, 'schema')};`)(...Object.values(helpers)) as validate.Check;
      const parse = validate.validator(check).safeParse;
      for (const value of [[[], {}, null, '', []], [{ n: 1.5 }], [{ n: -1 }], 'ab', { k: 2, v: 'x' }]) expect(outcome(parse, value)).toEqual(outcome(schema.safeParse, value));
      fc.assert(
        fc.property(inputs(schema), (input) => {
          const value = JSON.parse(JSON.stringify(input ?? null)) as unknown;
          expect(outcome(parse, value)).toEqual(outcome(schema.safeParse, value));
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('a zod feature the validators do not mirror stops the generator, naming where it is', () => {
    expect(() => checkExpression(sessionLoginSchema, 'sessionLoginSchema')).toThrow(/^sessionLoginSchema\.email: check "string_format" \(email\)/);
    expect(() => checkExpression(traceBatchSchema, 'traceBatchSchema')).toThrow(/^traceBatchSchema\.data: /);
    expect(() => checkExpression(z.object({ a: z.array(z.string().check(z.toLowerCase())) }), 'x')).toThrow(/^x\.a\[\]: check "overwrite".*only trim/);
    expect(() => checkExpression(z.object({ a: z.number().check(z.refine((n) => n > 1)) }), 'x')).toThrow(/^x\.a: /);
    expect(() => checkExpression(z.object({ a: z.string().check(z.minLength(1, { abort: true })) }), 'x')).toThrow(/^x\.a: .*abort/);
    expect(() => checkExpression(z.object({ a: z.unknown() }), 'x')).toThrow(/^x\.a: a required field that takes undefined/);
  });
});
