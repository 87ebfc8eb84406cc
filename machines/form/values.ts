import type { FormField } from './types';

/**
 * What the visitor has entered, per field (visitor-runtime §3 "Form item value shapes", "Form summary parts"):
 * text for single-value fields (radio and select too: '' = nothing chosen), one text per part for multi-part fields,
 * the checked options for a checkbox, question → rating for a likert. Sections have no value.
 * Values are data, never HTML.
 */
export type FieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FieldValue>;

/** The summary parts of the multi-part field types, in the order the payload lists them. */
export const FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Record<string, readonly string[]>;

const PHONE_WITHOUT_COUNTRY = FIELD_PARTS.phone.slice(1);
const NO_PARTS: readonly string[] = [];

/** The parts a field is entered in; empty for single-value fields. A phone has its Country part only when
 * `showCountryCode` is on. */
export function partsOf(field: FormField): readonly string[] {
  switch (field.type) {
    case 'phone':
      return field.showCountryCode ? FIELD_PARTS.phone : PHONE_WITHOUT_COUNTRY;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
      return FIELD_PARTS[field.type];
    default:
      return NO_PARTS;
  }
}

/**
 * The likert scale, -2 (Strongly Disagree) to 2 (Strongly Agree) as §3 gives it. The three middle labels are not
 * given; our choice: Disagree, Neutral, Agree.
 */
export const LIKERT_SCALE = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

const LIKERT_VALUES: readonly unknown[] = LIKERT_SCALE.map((choice) => choice.value);

export const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** `record[key]` only when it is the record's own property: field ids and likert questions are site-owner text,
 * so `constructor` or `__proto__` must not reach the prototype. */
export function ownValue(record: object, key: string): unknown {
  return hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

export function isStringList(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false;
  return true;
}

/** A plain (JSON-like) object: not null, not an array, not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether `value` has the shape this field's value must have: text; a list of one text per part; checked options
 * (each an option, none twice); a likert map of questions to scale values (unanswered questions left out); a radio
 * or select value ('' or an option). A section has no value. */
export function isValueOfField(field: FormField, value: unknown): value is FieldValue {
  switch (field.type) {
    case 'section':
      return false;
    case 'checkbox':
      return isStringList(value) && value.every((v) => field.options.includes(v)) && new Set(value).size === value.length;
    case 'likert':
      return (
        isPlainObject(value) &&
        Object.entries(value).every(([question, rating]) => field.options.includes(question) && LIKERT_VALUES.includes(rating))
      );
    case 'radio':
    case 'select':
      return typeof value === 'string' && (value === '' || field.options.includes(value));
    default: {
      const parts = partsOf(field);
      return parts.length > 0 ? isStringList(value) && value.length === parts.length : typeof value === 'string';
    }
  }
}

/** The value of an untouched field: '' (a hidden field: its own value), one '' per part, no option checked, no
 * likert question answered; undefined for a section. */
export function emptyValue(field: FormField): FieldValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return field.value;
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    default: {
      const parts = partsOf(field);
      return parts.length > 0 ? parts.map(() => '') : '';
    }
  }
}

/** The field's value when it has the right shape, else its empty value. */
export function valueOfField(field: FormField, values: FormValues): FieldValue | undefined {
  const value = ownValue(values, field.id);
  return isValueOfField(field, value) ? value : emptyValue(field);
}

const copyOf = (value: FieldValue): FieldValue =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.slice() : { ...value };

/**
 * The values a form starts with. A hidden field takes the query parameter named by its `key` when the page has it,
 * else its own value. `draft` (what the visitor had typed, from session storage: any JSON, untrusted) restores the
 * values whose shape fits their field; misfits and unknown keys are ignored, and hidden fields never come from it.
 * Sections get no entry.
 */
export function initialValues(fields: readonly FormField[], query: URLSearchParams, draft?: unknown): FormValues {
  const saved = isPlainObject(draft) ? draft : {};
  const entries: Array<[string, FieldValue]> = [];
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (field.type === 'hidden') {
      entries.push([field.id, query.get(field.key) ?? field.value]);
      continue;
    }
    const restored = ownValue(saved, field.id);
    entries.push([field.id, isValueOfField(field, restored) ? copyOf(restored) : emptyValue(field)!]);
  }
  // fromEntries defines own properties, so an id such as '__proto__' is a key like any other.
  return Object.fromEntries(entries);
}

/** What of the values a draft keeps: passwords never go into storage, and hidden values always come from the page. */
export function draftValues(fields: readonly FormField[], values: FormValues): FormValues {
  const kept = fields.filter((field) => field.type !== 'password' && field.type !== 'hidden');
  return Object.fromEntries(kept.filter((field) => field.id in values).map((field) => [field.id, values[field.id]!]));
}
