import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { isRecord } from '../machines/shared/values';

/** What stands in for a password: nothing of it leaves the page, not even its length. */
export const REDACTED = '[redacted]';
/** What stands in for a visitor's text sent off the page's origin: its length only. */
export const lengthOnly = (text: string) => `[${text.length} characters]`;

/**
 * Keys under which the visitor's own free text is kept wherever it appears (issue 37): a review's `text` (its
 * EDIT_TEXT event and the review's context and request), a search's `text` and `query` (its QUERY event, the preview's
 * context and request), a form's `values`, the login's `email`.
 */
const TYPED_KEY = /^(text|query|values|email)$/;

/** Keys whose values are secrets wherever they appear (login context and payload, tokens). */
const SECRET_KEY = /password|token|secret/i;
/** Deeper than Stately's own serialization depth (10); anything below is cut. */
const DEPTH_LIMIT = 16;

export interface RedactionOptions {
  /**
   * What the visitor typed as typed (the lab on the page's own origin); otherwise each text only as its length: form
   * field values, the login's email, a review's text, a search's query, wherever they are copied.
   */
  showFieldValues: boolean;
}

type Plain = Record<string, unknown>;

/**
 * JSON-like data the window can be sent, whatever an actor holds: `toJSON` as JSON would (actors become their id,
 * snapshots their JSON), errors their name and message, elements their tag, cycles and depth beyond the limit cut;
 * functions and symbols dropped.
 */
export function toPlainData(value: unknown, depth = 0, ancestors: readonly object[] = []): unknown {
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (depth > DEPTH_LIMIT || ancestors.includes(value)) return '[…]';
  try {
    if (typeof Node !== 'undefined' && value instanceof Node) return `<${value.nodeName.toLowerCase()}>`;
    if (typeof Window !== 'undefined' && value instanceof Window) return '[window]';
    if (value instanceof Error) return { name: value.name, message: value.message };
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toPlainData(toJSON.call(value), depth + 1, [...ancestors, value]);
    const items = value instanceof Map ? Object.fromEntries(value) : value instanceof Set ? [...value] : value;
    const inner = [...ancestors, value];
    if (Array.isArray(items)) return items.map((item) => toPlainData(item, depth + 1, inner) ?? null);
    const plain: Plain = {};
    for (const [key, item] of Object.entries(items)) {
      const converted = toPlainData(item, depth + 1, inner);
      if (converted !== undefined) plain[key] = converted;
    }
    return plain;
  } catch {
    return '[unreadable]';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a password copied into other text is found, as this runtime copies values: a JSON string (a submission's
 * `form` text) or a query value. Matched whole, so a short password does not cut every text it happens to be in.
 */
const copiesOf = (password: string, replacement = REDACTED): Array<[RegExp, string]> => [
  [new RegExp(escapeRegExp(JSON.stringify(password)), 'g'), JSON.stringify(replacement)],
  ...[encodeURIComponent(password), new URLSearchParams({ p: password }).toString().slice(2)].map(
    (encoded): [RegExp, string] => [new RegExp(`=${escapeRegExp(encoded)}(?=[&#]|$)`, 'g'), `=${replacement}`],
  ),
];

/** The field ids of a form's password fields, from its `fields` configuration. */
const passwordFieldIds = (fields: unknown[]) =>
  new Set(fields.filter((field) => isRecord(field) && field.type === 'password').map((field) => String((field as Plain).id)));

/** A form's context: its field configuration beside the visitor's values. */
const isFormState = (value: unknown): value is { fields: unknown[]; values: Plain } =>
  isRecord(value) && Array.isArray(value.fields) && isRecord(value.values);

type Rule = 'secret' | 'field' | { passwords: ReadonlySet<string> } | undefined;

/**
 * The redactor of one inspector: every inspection event passes through it before it is posted. Passwords never
 * leave (any value under a key named password, token or secret; a login's EDIT_PASSWORD; a form's password fields
 * in its values and CHANGE events, and a CHANGE to a form it has not seen described); what the visitor typed
 * (a form's values and CHANGE events, the login's email, a review's text, a search's query, a request's body: any
 * value under TYPED_KEY) is shown only as its length unless `showFieldValues`. Each password seen is remembered, and
 * a text that is one, or holds a copy of one (the JSON text of a submission, a query), is cut wherever it appears, in
 * this event and every later one; so is each typed text, to its length, unless `showFieldValues`.
 */
export function createRedactor({ showFieldValues }: RedactionOptions) {
  /** Every password seen, with where its copies are found. */
  const passwords = new Map<string, Array<[RegExp, string]>>();
  /** Every text the visitor typed, with where its copies are found (only when those are masked). */
  const typed = new Map<string, Array<[RegExp, string]>>();
  /** Password field ids by form actor (sessionId), from the contexts seen. */
  const formPasswordFields = new Map<string, ReadonlySet<string>>();

  const learn = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value !== '' && !passwords.has(value)) passwords.set(value, copiesOf(value));
    } else if (Array.isArray(value)) value.forEach(learn);
    else if (isRecord(value)) Object.values(value).forEach(learn);
  };
  const secret = (value: unknown) => {
    learn(value);
    return value === null || value === undefined ? value : REDACTED;
  };
  const text = (value: string, masked: boolean) => {
    if (passwords.has(value)) return REDACTED;
    if (masked) {
      if (value !== '' && !typed.has(value)) typed.set(value, copiesOf(value, lengthOnly(value)));
      return lengthOnly(value);
    }
    let cut = value;
    for (const copies of passwords.values()) for (const [copy, replacement] of copies) cut = cut.replace(copy, replacement);
    for (const copies of typed.values()) for (const [copy, replacement] of copies) cut = cut.replace(copy, replacement);
    return cut;
  };

  return (inspectionEvent: StatelyInspectionEvent): StatelyInspectionEvent => {
    const event = toPlainData(inspectionEvent) as Plain;
    // An actor's registration goes without its snapshot: @statelyai/inspect reads that snapshot when it converts the
    // event, after the events that follow it have happened, so it could hold a secret before the event that shows it
    // to be one. The actor's first snapshot follows in order (xstate.init).
    if (event.type === '@xstate.actor') event.snapshot = { status: 'active' };
    const sessionId = String(event.sessionId);
    const context = isRecord(event.snapshot) ? event.snapshot.context : isRecord(event.event) ? event.event.input : undefined;
    if (isFormState(context)) formPasswordFields.set(sessionId, passwordFieldIds(context.fields));

    /** How the value under `key` of `object` is sent: a secret, a field value, a form's values, or looked into. */
    const ruleFor = (object: Plain, key: string): Rule => {
      if (SECRET_KEY.test(key)) return 'secret';
      if (key === 'value' && object.type === 'EDIT_PASSWORD') return 'secret';
      if (key === 'value' && object.type === 'EDIT_EMAIL') return 'field';
      if (key === 'value' && object.type === 'CHANGE' && typeof object.fieldId === 'string') {
        const known = formPasswordFields.get(sessionId);
        return known && !known.has(object.fieldId) ? 'field' : 'secret';
      }
      if (key === 'values' && isFormState(object)) return { passwords: passwordFieldIds(object.fields) };
      if (TYPED_KEY.test(key)) return 'field';
      if (key === 'data' && typeof object.method === 'string' && typeof object.url === 'string') return 'field';
      return undefined;
    };
    const redact = (value: unknown, masked: boolean): unknown => {
      if (typeof value === 'string') return text(value, masked);
      if (Array.isArray(value)) return value.map((item) => redact(item, masked));
      if (!isRecord(value)) return value;
      const fieldMasked = masked || !showFieldValues;
      const redacted: Plain = {};
      for (const [key, item] of Object.entries(value)) {
        const rule = ruleFor(value, key);
        if (rule === 'secret') redacted[key] = secret(item);
        else if (rule === 'field') redacted[key] = redact(item, fieldMasked);
        else if (rule && isRecord(item)) {
          const values: Plain = {};
          for (const [id, fieldValue] of Object.entries(item)) {
            values[id] = rule.passwords.has(id) || SECRET_KEY.test(id) ? secret(fieldValue) : redact(fieldValue, fieldMasked);
          }
          redacted[key] = values;
        } else redacted[key] = redact(item, masked);
      }
      return redacted;
    };

    // The first pass learns the passwords the event holds, so the second cuts their copies wherever they come.
    redact(event, false);
    return redact(event, false) as StatelyInspectionEvent;
  };
}
