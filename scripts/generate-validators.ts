// Writes the zod schemas the runtime parses with as checks of runtime/schemas/validate.ts, so that a page never
// downloads zod to validate: runtime/schemas/validators.generated.ts, the core's and the site chrome's (the site
// context, the popup overlay's settings), and one file per schema module, beside it, so that a block's chunk imports
// its own validators and no other's: runtime/<folder>/<name>.schema.ts → runtime/<folder>/<name>.validator.generated.ts.
// The zod schemas stay the source of truth; runtime/schemas/validators.property.test.ts fails when a file is stale or
// a validator disagrees with zod. `npm run validators`.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod/mini';
import { optionsUpdateSchema } from '../runtime/map/map-options.schema';
import { accordionConfigSchema } from '../runtime/accordion/accordion.schema';
import { audioConfigSchema } from '../runtime/audio/audio.schema';
import { buttonConfigSchema } from '../runtime/button/button.schema';
import { calendarConfigSchema } from '../runtime/calendar/calendar.schema';
import { cartSchema } from '../runtime/commerce/cart.schema';
import { chartConfigSchema } from '../runtime/chart/chart.schema';
import { embedConfigSchema } from '../runtime/embed/embed.schema';
import { followButtonConfigSchema } from '../runtime/follow-button/follow-button.schema';
import { formConfigSchema } from '../runtime/form/form.schema';
import { galleryConfigSchema } from '../runtime/gallery/gallery.schema';
import { imageConfigSchema } from '../runtime/image/image.schema';
import { mapConfigSchema, mapsSettingsSchema } from '../runtime/map/map.schema';
import { marqueeConfigSchema } from '../runtime/marquee/marquee.schema';
import { memberAreaConfigSchema } from '../runtime/member-area/member-area.schema';
import { menuConfigSchema } from '../runtime/menu/menu.schema';
import { popupOverlayRecordSchema, popupOverlaySettingsSchema } from '../runtime/chrome/popup-overlay.schema';
import { pricingToggleConfigSchema } from '../runtime/pricing-toggle/pricing-toggle.schema';
import { productBlockSchema } from '../runtime/product/product.schema';
import { searchConfigSchema } from '../runtime/search/search.schema';
import { siteContextSchema } from '../runtime/schemas/site-context';
import { summaryConfigSchema } from '../runtime/summary/summary.schema';
import { summaryV2ConfigSchema } from '../runtime/summary/summary-v2.schema';
import { soundcloudConfigSchema, vendorScriptConfigSchema } from '../runtime/third-party/third-party.schema';
import { datedBlockConfigSchema } from '../runtime/tour-dates/tour-dates.schema';
import { videoConfigSchema } from '../runtime/video/video.schema';
import { cartIndicatorConfigSchema } from '../runtime/commerce/cart-indicator.schema';
import { cartPageConfigSchema } from '../runtime/commerce/cart-page.schema';
import { donationConfigSchema } from '../runtime/donation/donation.schema';
import { popupOverlayContentSchema } from '../runtime/chrome/popup-overlay-content.schema';
import { reviewsConfigSchema } from '../runtime/review/reviews.schema';

export const GENERATED_VALIDATORS = 'runtime/schemas/validators.generated.ts';
/** A kind's schema module, in its kind's runtime folder (runtime/schemas/ holds what the kinds share, not a kind's). */
const SCHEMA_FILE = /^runtime\/(?!schemas\/)[\w-]+\/[\w-]+\.schema\.ts$/;
/** The blocks' validators: one file per schema module, beside it: `<name>.schema.ts` → `<name>.validator.generated.ts`. */
export const GENERATED_SUFFIX = '.validator.generated.ts';

/**
 * One validator: the zod schema, the file and export it comes from, and its output type (a type that file exports;
 * none: zod's `output<typeof …>` of the export, imported as a type only).
 */
interface Entry {
  schema: unknown;
  from: string;
  name: string;
  type?: string;
  /** Also export the object's field names, as `<name>Fields` (a reader that copies the fields it knows). */
  fields?: boolean;
}

const entry = (schema: unknown, from: string, name: string, type?: string, fields?: boolean): Entry => ({ schema, from, name, type, ...(fields ? { fields } : {}) });
/** One schema module's validators, in the file beside it. */
const blocks = (validators: Record<string, Entry>) => {
  const modules = [...new Set(Object.values(validators).map((entry) => entry.from))];
  if (modules.length !== 1 || !SCHEMA_FILE.test(modules[0]!)) throw new Error(`${modules.join(', ')}: a file's validators come from one runtime/<folder>/<name>.schema.ts`);
  return [modules[0]!.replace(/\.schema\.ts$/, GENERATED_SUFFIX), validators] as const;
};

/** What is generated: file → export name → entry. */
export const generatedFiles: Record<string, Record<string, Entry>> = Object.fromEntries([
  [
    GENERATED_VALIDATORS,
    {
      siteContextValidator: entry(siteContextSchema, 'runtime/schemas/site-context.ts', 'siteContextSchema', 'SiteContext'),
      popupOverlaySettingsValidator: entry(popupOverlaySettingsSchema, 'runtime/chrome/popup-overlay.schema.ts', 'popupOverlaySettingsSchema', 'PopupOverlaySettings'),
      popupOverlayRecordValidator: entry(popupOverlayRecordSchema, 'runtime/chrome/popup-overlay.schema.ts', 'popupOverlayRecordSchema', 'PopupOverlayRecord'),
    },
  ],
  blocks({ accordionConfigValidator: entry(accordionConfigSchema, 'runtime/accordion/accordion.schema.ts', 'accordionConfigSchema', 'AccordionConfig') }),
  blocks({ audioConfigValidator: entry(audioConfigSchema, 'runtime/audio/audio.schema.ts', 'audioConfigSchema', 'AudioConfig') }),
  blocks({ buttonConfigValidator: entry(buttonConfigSchema, 'runtime/button/button.schema.ts', 'buttonConfigSchema', 'ButtonConfig') }),
  blocks({ calendarConfigValidator: entry(calendarConfigSchema, 'runtime/calendar/calendar.schema.ts', 'calendarConfigSchema', 'CalendarConfig') }),
  blocks({ cartValidator: entry(cartSchema, 'runtime/commerce/cart.schema.ts', 'cartSchema', 'Cart') }),
  blocks({ chartConfigValidator: entry(chartConfigSchema, 'runtime/chart/chart.schema.ts', 'chartConfigSchema', 'ChartConfig') }),
  blocks({ embedConfigValidator: entry(embedConfigSchema, 'runtime/embed/embed.schema.ts', 'embedConfigSchema', 'EmbedConfig') }),
  blocks({ followButtonConfigValidator: entry(followButtonConfigSchema, 'runtime/follow-button/follow-button.schema.ts', 'followButtonConfigSchema', 'FollowButtonConfig') }),
  blocks({ formConfigValidator: entry(formConfigSchema, 'runtime/form/form.schema.ts', 'formConfigSchema', 'FormConfig') }),
  blocks({ galleryConfigValidator: entry(galleryConfigSchema, 'runtime/gallery/gallery.schema.ts', 'galleryConfigSchema', 'GalleryData', true) }),
  blocks({ imageConfigValidator: entry(imageConfigSchema, 'runtime/image/image.schema.ts', 'imageConfigSchema', 'ImageBlockConfig') }),
  blocks({
    mapConfigValidator: entry(mapConfigSchema, 'runtime/map/map.schema.ts', 'mapConfigSchema', 'MapConfig'),
    mapsSettingsValidator: entry(mapsSettingsSchema, 'runtime/map/map.schema.ts', 'mapsSettingsSchema', 'MapsSettings'),
  }),
  blocks({ mapOptionsUpdateValidator: entry(optionsUpdateSchema, 'runtime/map/map-options.schema.ts', 'optionsUpdateSchema') }),
  blocks({ marqueeConfigValidator: entry(marqueeConfigSchema, 'runtime/marquee/marquee.schema.ts', 'marqueeConfigSchema', 'MarqueeConfig') }),
  blocks({ memberAreaConfigValidator: entry(memberAreaConfigSchema, 'runtime/member-area/member-area.schema.ts', 'memberAreaConfigSchema', 'MemberAreaConfig') }),
  blocks({ menuConfigValidator: entry(menuConfigSchema, 'runtime/menu/menu.schema.ts', 'menuConfigSchema', 'MenuConfig') }),
  blocks({ pricingToggleConfigValidator: entry(pricingToggleConfigSchema, 'runtime/pricing-toggle/pricing-toggle.schema.ts', 'pricingToggleConfigSchema', 'PricingToggleConfig') }),
  blocks({ productBlockValidator: entry(productBlockSchema, 'runtime/product/product.schema.ts', 'productBlockSchema', 'ProductBlockConfig') }),
  blocks({ searchConfigValidator: entry(searchConfigSchema, 'runtime/search/search.schema.ts', 'searchConfigSchema', 'SearchConfig') }),
  blocks({ summaryConfigValidator: entry(summaryConfigSchema, 'runtime/summary/summary.schema.ts', 'summaryConfigSchema', 'SummaryConfig') }),
  blocks({ summaryV2ConfigValidator: entry(summaryV2ConfigSchema, 'runtime/summary/summary-v2.schema.ts', 'summaryV2ConfigSchema', 'SummaryV2Config') }),
  blocks({
    soundcloudConfigValidator: entry(soundcloudConfigSchema, 'runtime/third-party/third-party.schema.ts', 'soundcloudConfigSchema', 'SoundcloudConfig'),
    vendorScriptConfigValidator: entry(vendorScriptConfigSchema, 'runtime/third-party/third-party.schema.ts', 'vendorScriptConfigSchema', 'VendorScriptConfig'),
  }),
  blocks({ datedBlockConfigValidator: entry(datedBlockConfigSchema, 'runtime/tour-dates/tour-dates.schema.ts', 'datedBlockConfigSchema', 'DatedBlockConfig') }),
  blocks({ videoConfigValidator: entry(videoConfigSchema, 'runtime/video/video.schema.ts', 'videoConfigSchema', 'VideoConfig') }),
  blocks({ cartIndicatorConfigValidator: entry(cartIndicatorConfigSchema, 'runtime/commerce/cart-indicator.schema.ts', 'cartIndicatorConfigSchema', 'CartIndicatorConfig') }),
  blocks({ cartPageConfigValidator: entry(cartPageConfigSchema, 'runtime/commerce/cart-page.schema.ts', 'cartPageConfigSchema', 'CartPageConfig') }),
  blocks({ donationConfigValidator: entry(donationConfigSchema, 'runtime/donation/donation.schema.ts', 'donationConfigSchema', 'DonationConfig') }),
  blocks({ popupOverlayContentValidator: entry(popupOverlayContentSchema, 'runtime/chrome/popup-overlay-content.schema.ts', 'popupOverlayContentSchema', 'PopupOverlayContent') }),
  blocks({ reviewsConfigValidator: entry(reviewsConfigSchema, 'runtime/review/reviews.schema.ts', 'reviewsConfigSchema', 'ReviewsConfig') }),
]);

/** The core's validators (runtime/schemas/validators.generated.ts). */
export const generatedValidators = generatedFiles[GENERATED_VALIDATORS]!;

interface Def {
  type: string;
  checks?: Schema[];
  check?: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  defaultValue?: unknown;
  options?: Schema[];
  discriminator?: string;
  unionFallback?: boolean;
  values?: unknown[];
  keyType?: Schema;
  valueType?: Schema;
  element?: Schema;
  coerce?: boolean;
  error?: (issue: unknown) => unknown;
  // checks
  abort?: boolean;
  when?: (payload: unknown) => boolean;
  minimum?: number;
  maximum?: number;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  tx?: (value: unknown) => unknown;
}
interface Schema {
  _zod: { def: Def; traits: Set<string>; values?: Set<unknown>; optin?: string; optout?: string; propValues?: Record<string, Set<unknown>> };
}

const LENGTH_WHEN = String((z.minLength(1) as unknown as Schema)._zod.def.when);
const TRIM = String((z.trim() as unknown as Schema)._zod.def.tx);

/** A literal's or a default's value as code: JSON only, so that the generated value is the same value. */
function json(value: unknown, at: string): string {
  const text = JSON.stringify(value);
  if (text === undefined || !isDeepStrictEqual(JSON.parse(text), value)) throw new Error(`${at}: ${String(value)} is not a JSON value`);
  return text;
}

/** A check's own message (`z.regex(…, 'message')`): only one that does not depend on the issue. */
function message(def: Def, at: string): string | undefined {
  if (!def.error) return undefined;
  const first = def.error({ code: 'custom', input: 'a', path: [] });
  const second = def.error({ code: 'too_big', input: 7, path: ['b'] });
  if (typeof first !== 'string' || first !== second) throw new Error(`${at}: a check's message that depends on the issue has no generated equivalent`);
  return first;
}

/** Does the schema hold a check anywhere (then a union of it gives zod's issues of the one option that went on)? */
function hasChecks(schema: Schema): boolean {
  const def = schema._zod.def;
  if (def.checks?.length || schema._zod.traits.has('$ZodCheck')) return true;
  const inner = [def.innerType, def.element, def.valueType, def.catchall, ...(def.options ?? []), ...Object.values(def.shape ?? {})];
  return inner.some((schema) => schema !== undefined && hasChecks(schema));
}

/** One zod check as a rule of validate.ts, for a value of type `type`. */
function rule(ch: Schema, type: string, at: string, use: (helper: string) => string): string {
  const def = ch._zod.def;
  const where = `${at}: check "${def.check}"${def.format ? ` (${def.format})` : ''}`;
  if (def.abort) throw new Error(`${where}: \`abort\` has no generated equivalent`);
  if (def.when && String(def.when) !== LENGTH_WHEN) throw new Error(`${where}: a \`when\` has no generated equivalent`);
  const own = message(def, where);
  const args = (...values: string[]) => [...values, ...(own === undefined ? [] : [JSON.stringify(own)])].join(', ');
  const expect = (...types: string[]) => {
    if (!types.includes(type)) throw new Error(`${where} on a ${type} has no generated equivalent`);
  };
  const numeric = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${where}: only a finite number bound`);
    return json(value, at);
  };
  switch (def.check) {
    case 'min_length':
      expect('string', 'array');
      return `${use('minLength')}(${args(numeric(def.minimum))})`;
    case 'max_length':
      expect('string', 'array');
      return `${use('maxLength')}(${args(numeric(def.maximum))})`;
    case 'greater_than':
      expect('number');
      return `${use('above')}(${args(numeric(def.value), String(def.inclusive === true))})`;
    case 'less_than':
      expect('number');
      return `${use('below')}(${args(numeric(def.value), String(def.inclusive === true))})`;
    case 'number_format':
      expect('number');
      if (def.format !== 'safeint') throw new Error(`${where}: only int()`);
      return `${use('int')}(${args()})`;
    case 'string_format':
      expect('string');
      if (def.format !== 'regex' || !(def.pattern instanceof RegExp)) throw new Error(`${where}: only regex()`);
      return `${use('regex')}(${args(String(def.pattern))})`;
    case 'overwrite':
      expect('string');
      if (String(def.tx) !== TRIM || own !== undefined) throw new Error(`${where}: only trim()`);
      return use('trim');
    default:
      throw new Error(`${where} has no generated equivalent`);
  }
}

/** The check expression for one zod schema; a zod feature validate.ts does not mirror is an error, not a guess. */
/**
 * While a file is written: a schema another generated file has as its own (a popup overlay's form is the form
 * block's) → that file's exported check, so its checks are written once.
 */
let checkElsewhere: ((schema: Schema) => string | undefined) | null = null;

function check(schema: Schema, at: string, indent: string, use: (helper: string) => string): string {
  const elsewhere = checkElsewhere?.(schema);
  if (elsewhere) return elsewhere;
  const def = schema._zod.def;
  if (def.error) throw new Error(`${at}: a schema's own message has no generated equivalent`);
  if (def.coerce) throw new Error(`${at}: coercion has no generated equivalent`);
  // z.int() and the string formats are a schema and a check at once: their first check is themselves
  const checks = [...(schema._zod.traits.has('$ZodCheck') ? [schema] : []), ...(def.checks ?? [])];
  const bare = type(schema, at, indent, use);
  if (checks.length === 0) return bare;
  const rules = checks.map((ch) => rule(ch, def.type, at, use));
  // zod's size cap (schemas.js capSize): an array's leading length checks, the maximums among them fail first
  const leading = def.type === 'array' ? checks.findIndex((ch) => !/_(length|size)$|_equals$/.test(ch._zod.def.check ?? '')) : 0;
  const caps = rules.slice(0, leading === -1 ? rules.length : leading).filter((_, index) => checks[index]!._zod.def.check === 'max_length');
  return `${use('checked')}(${caps.length ? `${use('capped')}(${bare}, ${caps.join(', ')})` : bare}, ${rules.join(', ')})`;
}

/** The check expression of a zod schema's type, without its checks. */
function type(schema: Schema, at: string, indent: string, use: (helper: string) => string): string {
  const def = schema._zod.def;
  const inner = `${indent}  `;
  const object = (shape: Record<string, Schema>) =>
    `{\n${Object.entries(shape)
      .map(([key, field]) => {
        const { optin, optout } = field._zod;
        const plain = optin === undefined && optout === undefined;
        if (!plain && !(optin === 'optional' && optout === 'optional') && !(optin === 'defaulted' && optout === undefined))
          throw new Error(`${at}.${key}: a field that is ${optin ?? 'required'} in and ${optout ?? 'required'} out has no generated equivalent`);
        if (plain && acceptsUndefined(field)) throw new Error(`${at}.${key}: a required field that takes undefined (zod's "nonoptional" issue) has no generated equivalent`);
        return `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${check(field, `${at}.${key}`, inner, use)},\n`;
      })
      .join('')}${indent}}`;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
      return use(def.type);
    case 'literal':
      return `${use('literal')}(${def.values!.map((value) => json(value, at)).join(', ')})`;
    case 'enum':
      return `${use('literal')}(${[...schema._zod.values!].map((value) => json(value, at)).join(', ')})`;
    case 'optional':
      return `${use('optional')}(${check(def.innerType!, at, indent, use)})`;
    case 'nullable':
      return `${use('nullable')}(${check(def.innerType!, at, indent, use)})`;
    case 'default':
      return `${use('withDefault')}(${check(def.innerType!, at, indent, use)}, ${json(def.defaultValue, at)})`;
    case 'union':
      if (def.type === 'union' && def.discriminator !== undefined) return discriminated(schema, at, indent, use);
      if ((def as { inclusive?: boolean }).inclusive === false) throw new Error(`${at}: z.xor has no generated equivalent`);
      if (def.options!.length === 1) return check(def.options![0]!, at, indent, use);
      return `${use(def.options!.some(hasChecks) ? 'checkedUnion' : 'union')}(${def.options!.map((option) => check(option, at, indent, use)).join(', ')})`;
    case 'array':
      return `${use('array')}(${check(def.element!, `${at}[]`, indent, use)})`;
    case 'record':
      if (def.keyType!._zod.def.type !== 'string' || def.keyType!._zod.def.checks?.length || def.keyType!._zod.traits.has('$ZodCheck'))
        throw new Error(`${at}: only records with plain string keys`);
      if ((def as { mode?: string }).mode === 'loose') throw new Error(`${at}: loose records have no generated equivalent`);
      return `${use('record')}(${check(def.valueType!, `${at}{}`, indent, use)})`;
    case 'object':
      if (!def.catchall) return `${use('object')}(${object(def.shape!)})`;
      if (def.catchall._zod.def.type !== 'unknown') throw new Error(`${at}: only loose objects (a catchall of unknown)`);
      return `${use('looseObject')}(${object(def.shape!)})`;
    default:
      throw new Error(`${at}: zod type "${def.type}" has no generated equivalent`);
  }
}

/** The check expression of one zod schema named `at` (what the generator writes for it, or its error). */
export const checkExpression = (schema: unknown, at: string) => check(schema as Schema, at, '  ', (helper) => helper);

/** Does the schema take undefined without an issue (a required field of it would get zod's "nonoptional")? */
function acceptsUndefined(schema: Schema): boolean {
  const def = schema._zod.def;
  if (def.type === 'unknown' || def.type === 'any' || def.type === 'undefined' || def.type === 'void') return true;
  if (def.type === 'nullable') return acceptsUndefined(def.innerType!);
  if (def.type === 'union') return def.options!.some(acceptsUndefined);
  return false;
}

/** zod's discriminatedUnion: each option with the discriminator values it claims (zod's own `propValues`). */
function discriminated(schema: Schema, at: string, indent: string, use: (helper: string) => string): string {
  const def = schema._zod.def;
  const key = def.discriminator!;
  if (def.unionFallback) throw new Error(`${at}: unionFallback has no generated equivalent`);
  const claimed = new Set<unknown>();
  const inner = `${indent}  `;
  const options = def.options!.map((option, index) => {
    const where = `${at}<${key}#${index}>`;
    if (option._zod.def.type !== 'object') throw new Error(`${where}: only object options`);
    const values = [...(option._zod.propValues?.[key] ?? [])];
    if (values.length === 0 || values.some((value) => value === undefined || claimed.has(value))) throw new Error(`${where}: an absent or shared discriminator value has no generated equivalent`);
    values.forEach((value) => claimed.add(value));
    return `${inner}[[${values.map((value) => json(value, where)).join(', ')}], ${check(option, where, inner, use)}],\n`;
  });
  return `${use('discriminatedUnion')}(\n${inner}${JSON.stringify(key)},\n${options.join('')}${indent})`;
}

/** The import specifier of a repository file from a generated file. */
const specifier = (file: string, from: string) => {
  const path = relative(dirname(file), from).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
};

/** The text of one generated file. */
/** A validator's check, as its file exports it: `formConfigValidator` → `formConfigCheck`. */
const checkName = (validatorName: string) => validatorName.replace(/Validator$/, 'Check');

/** The helpers of runtime/schemas/validate-checks.ts (zod's checks), a module apart so that the core does not carry them. */
const CHECK_HELPERS = new Set(['above', 'below', 'capped', 'checked', 'checkedUnion', 'discriminatedUnion', 'int', 'maxLength', 'minLength', 'regex', 'trim']);

/** The core's validators import ./validate.ts; the blocks' import every check from validate-checks.ts, with its checks. */
function importsOf(file: string, used: Set<string>): string[] {
  if (file === GENERATED_VALIDATORS) {
    const checks = [...used].filter((helper) => CHECK_HELPERS.has(helper));
    if (checks.length) throw new Error(`${file}: the core's validators may not use ${checks.join(', ')} (runtime/schemas/validate-checks.ts)`);
    return [`import { ${[...used].sort().join(', ')} } from '${specifier(file, 'runtime/schemas/validate.ts')}';`];
  }
  return [`import { ${[...used].sort().join(', ')} } from '${specifier(file, 'runtime/schemas/validate-checks.ts')}';`];
}

export function renderValidators(file = GENERATED_VALIDATORS): string {
  const validators = generatedFiles[file];
  if (!validators) throw new Error(`${file} is not a generated file`);
  const used = new Set<string>(['validator']);
  const use = (helper: string) => (used.add(helper), helper);
  const typeImports = new Map<string, string[]>();
  let zodOutput = false;
  // the blocks' files share their checks: each exports its own (`<name>Check`), another file imports it
  const checkImports = new Map<string, string[]>();
  checkElsewhere =
    file === GENERATED_VALIDATORS
      ? null
      : (schema) => {
          for (const [other, entries] of Object.entries(generatedFiles)) {
            if (other === file || other === GENERATED_VALIDATORS) continue;
            const found = Object.entries(entries).find(([, entry]) => entry.schema === schema);
            if (!found) continue;
            const name = checkName(found[0]);
            const module = specifier(file, other).replace(/\.ts$/, '');
            checkImports.set(module, [...(checkImports.get(module) ?? []), name]);
            return name;
          }
          return undefined;
        };
  const bodies = Object.entries(validators).map(([exported, { schema, from, name, type, fields }]) => {
    const module = specifier(file, from);
    typeImports.set(module, [...(typeImports.get(module) ?? []), type ?? name]);
    if (!type) zodOutput = true;
    const shown = file === GENERATED_VALIDATORS && module.startsWith('./') ? `${module.slice(2)}${from.slice(from.lastIndexOf('.'))}` : from;
    const names = fields ? `\n/** The fields of ${shown} \`${name}\`. */\nexport const ${exported.replace(/Validator$/, 'Fields')} = ${JSON.stringify(Object.keys((schema as Schema)._zod.def.shape ?? {}))};\n` : '';
    const valueType = type ?? `output<typeof ${name}>`;
    // its own schema is written here, not taken from elsewhere
    const own = checkElsewhere;
    checkElsewhere = own && ((other) => (other === schema ? undefined : own(other)));
    const expression = check(schema as Schema, name, '  ', use);
    checkElsewhere = own;
    if (file === GENERATED_VALIDATORS) return `/** ${shown} \`${name}\` */\nexport const ${exported} = validator<${valueType}>(\n  ${expression},\n);\n${names}`;
    return `/** ${shown} \`${name}\` */\nexport const ${checkName(exported)}: Check = ${expression};\nexport const ${exported} = validator<${valueType}>(${checkName(exported)});\n${names}`;
  });
  checkElsewhere = null;
  if (file !== GENERATED_VALIDATORS) used.add('type Check');
  return [
    '// Generated by `npm run validators` (scripts/generate-validators.ts) from the zod schemas named below: edit those and',
    '// run it again. validators.property.test.ts fails when this file is stale or disagrees with zod.',
    ...(zodOutput ? ["import type { output } from 'zod/mini';"] : []),
    ...[...typeImports].sort().map(([module, names]) => `import type { ${[...new Set(names)].sort().join(', ')} } from '${module}';`),
    ...importsOf(file, used),
    ...[...checkImports].sort().map(([module, names]) => `import { ${[...new Set(names)].sort().join(', ')} } from '${module}';`),
    '',
    bodies.join('\n'),
  ].join('\n');
}

/** The generated files on disk: the core's and every runtime/<folder>/*.validator.generated.ts. */
export function generatedOnDisk(): string[] {
  const folders = readdirSync('runtime', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const blocks = folders.flatMap(({ name }) => readdirSync(`runtime/${name}`).filter((file) => file.endsWith(GENERATED_SUFFIX)).map((file) => `runtime/${name}/${file}`));
  return [...(existsSync(GENERATED_VALIDATORS) ? [GENERATED_VALIDATORS] : []), ...blocks].sort();
}

/** Writes every generated file and removes a generated file that is no longer generated. */
export function writeValidators(): string[] {
  for (const stale of generatedOnDisk()) if (!(stale in generatedFiles)) rmSync(stale);
  for (const file of Object.keys(generatedFiles)) writeFileSync(file, renderValidators(file));
  return Object.keys(generatedFiles);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of writeValidators()) console.log(`wrote ${file}`);
}
