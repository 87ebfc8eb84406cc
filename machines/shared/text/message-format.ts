/**
 * An ICU-style message format (display-widgets §5, §8): parse a message once, format it with values for a locale.
 *
 *   'Hello {name}'                                   a value as text
 *   '{count, number}' / '{count, number, integer}'   a number (styles integer, percent)
 *   '{when, date, long}' / '{when, time, short}'     a date or time (styles short, medium, long, full)
 *   '{count, plural, offset:1 =0 {none} one {# cake} other {# cakes}}'
 *   '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'
 *   '{kind, select, bread {Loaf} other {Cake}}'
 *
 * Plural keys are an explicit '=N' or a category (zero, one, two, few, many, other) that the locale uses
 * (Intl.PluralRules); any other key is rejected with 'Invalid key for argument'. An explicit =N wins over the
 * category. '#' in a plural case is the number (minus the offset) formatted for the locale. Apostrophes quote as in
 * ICU: '' is one apostrophe, and an apostrophe before '{', '}' (or '#' in a plural case) starts quoted literal text
 * up to the next single apostrophe. Parser errors read 'Expected X but Y found.' (docs/site-chrome.md, "Text rules").
 */

export type MessagePart =
  | { type: 'text'; value: string }
  | { type: 'argument'; name: string }
  | { type: 'number'; name: string; style: NumberStyle | null }
  | { type: 'date' | 'time'; name: string; style: DateStyle | null }
  | { type: 'plural' | 'selectordinal'; name: string; offset: number; cases: MessageCase[] }
  | { type: 'select'; name: string; cases: MessageCase[] }
  | { type: 'pound' };
export interface MessageCase {
  key: string;
  message: Message;
}
export type Message = MessagePart[];

export const NUMBER_STYLES = ['integer', 'percent'] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];
export const DATE_STYLES = ['short', 'medium', 'long', 'full'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export const INVALID_KEY_MESSAGE = 'Invalid key for argument';

/** A syntax error: 'Expected X but Y found.', with the offset in the message. */
export class MessageSyntaxError extends Error {
  constructor(
    readonly expected: string[],
    readonly found: string | null,
    readonly offset: number,
  ) {
    super(`Expected ${describeExpected(expected)} but ${found === null ? 'end of input' : JSON.stringify(found)} found.`);
    this.name = 'MessageSyntaxError';
  }
}

/** A plural key the locale does not use, or neither a category nor =N: 'Invalid key for argument'. */
export class InvalidKeyError extends Error {
  constructor(
    readonly argument: string,
    readonly key: string,
    readonly offset: number,
  ) {
    super(INVALID_KEY_MESSAGE);
    this.name = 'InvalidKeyError';
  }
}

/** '"}"', '"," or "}"', '"a", "b", or "c"' — the way PEG parsers list what they expected. */
export function describeExpected(expected: string[]): string {
  const unique = [...new Set(expected)];
  if (unique.length <= 1) return unique[0] ?? 'nothing';
  if (unique.length === 2) return `${unique[0]} or ${unique[1]}`;
  return `${unique.slice(0, -1).join(', ')}, or ${unique.at(-1)}`;
}

const quoted = (s: string) => JSON.stringify(s);
const NAME_CHAR = /[\p{L}\p{N}_$-]/u;
const SPACE = /\s/;
const TYPES = ['number', 'date', 'time', 'plural', 'selectordinal', 'select'] as const;

const pluralCategories = new Map<string, readonly string[]>();
/** The plural categories a locale uses, cardinal or ordinal (en: one, other / one, two, few, other). */
export function localeCategories(locale: string, ordinal = false): readonly string[] {
  const id = `${locale}:${ordinal}`;
  let categories = pluralCategories.get(id);
  if (!categories) {
    categories = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
    pluralCategories.set(id, categories);
  }
  return categories;
}

/** Parses a message for a locale (the locale decides which plural keys are valid). Throws on a bad message. */
export function parseMessage(source: string, locale = 'en-US'): Message {
  let at = 0;
  const peek = () => (at < source.length ? source[at]! : null);
  const fail = (...expected: string[]): never => {
    throw new MessageSyntaxError(expected, peek(), at);
  };
  const skipSpace = () => {
    while (at < source.length && SPACE.test(source[at]!)) at += 1;
  };
  const expect = (char: string) => {
    if (source[at] !== char) fail(quoted(char));
    at += 1;
  };
  const word = (what: string): string => {
    const start = at;
    while (at < source.length && NAME_CHAR.test(source[at]!)) at += 1;
    if (at === start) fail(what);
    return source.slice(start, at);
  };

  /** Text up to '{', '}' or (in a plural case) '#', with ICU apostrophe quoting. */
  const text = (inPlural: boolean): string => {
    let out = '';
    const special = (c: string | undefined) => c === '{' || c === '}' || (inPlural && c === '#');
    while (at < source.length) {
      const c = source[at]!;
      if (special(c)) break;
      if (c === "'") {
        const next = source[at + 1];
        if (next === "'") {
          out += "'";
          at += 2;
        } else if (special(next) || next === '|') {
          at += 1; // quoted literal text up to the next single apostrophe ('' inside is one apostrophe)
          while (at < source.length) {
            if (source[at] === "'") {
              if (source[at + 1] === "'") {
                out += "'";
                at += 2;
                continue;
              }
              at += 1;
              break;
            }
            out += source[at];
            at += 1;
          }
        } else {
          out += c;
          at += 1;
        }
        continue;
      }
      out += c;
      at += 1;
    }
    return out;
  };

  const message = (inPlural: boolean, nested: boolean): Message => {
    const parts: Message = [];
    for (;;) {
      const value = text(inPlural);
      if (value) parts.push({ type: 'text', value });
      const c = peek();
      if (c === null) {
        if (nested) fail(quoted('}'));
        return parts;
      }
      if (c === '}') {
        if (!nested) fail('end of input');
        return parts;
      }
      if (c === '#') {
        at += 1;
        parts.push({ type: 'pound' });
        continue;
      }
      parts.push(argument(inPlural));
    }
  };

  const cases = (name: string, kind: 'plural' | 'selectordinal' | 'select', inPlural: boolean): MessageCase[] => {
    const list: MessageCase[] = [];
    const categories = kind === 'select' ? null : localeCategories(locale, kind === 'selectordinal');
    for (;;) {
      skipSpace();
      if (peek() === '}' && list.length > 0) break;
      const start = at;
      let key: string;
      if (kind !== 'select' && peek() === '=') {
        at += 1;
        const digits = /^\d+/.exec(source.slice(at))?.[0];
        if (!digits) fail('a number');
        at += digits!.length;
        key = `=${Number(digits)}`;
      } else {
        key = word(list.length ? `${quoted('}')} or a case key` : 'a case key');
        if (categories && !categories.includes(key)) throw new InvalidKeyError(name, key, start);
      }
      if (list.some((c) => c.key === key)) throw new Error(`Duplicate key "${key}" for argument "${name}"`);
      skipSpace();
      expect('{');
      const inner = message(kind === 'select' ? inPlural : true, true);
      expect('}');
      list.push({ key, message: inner });
    }
    if (!list.some((c) => c.key === 'other')) throw new Error(`Missing "other" case for argument "${name}"`);
    return list;
  };

  const argument = (inPlural: boolean): MessagePart => {
    expect('{');
    skipSpace();
    const name = word('an argument name');
    skipSpace();
    if (peek() === '}') {
      at += 1;
      return { type: 'argument', name };
    }
    if (peek() !== ',') fail(quoted(','), quoted('}'));
    at += 1;
    skipSpace();
    const typeStart = at;
    const type = /^[a-z]+/.exec(source.slice(at))?.[0] ?? '';
    if (!(TYPES as readonly string[]).includes(type)) fail(...TYPES.map(quoted));
    at = typeStart + type.length;
    skipSpace();
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      expect(',');
      let offset = 0;
      skipSpace();
      if (type !== 'select' && source.startsWith('offset:', at)) {
        at += 'offset:'.length;
        skipSpace();
        const digits = /^\d+/.exec(source.slice(at))?.[0];
        if (!digits) fail('a number');
        at += digits!.length;
        offset = Number(digits);
      }
      const list = cases(name, type, inPlural);
      expect('}');
      return type === 'select' ? { type, name, cases: list } : { type, name, offset, cases: list };
    }
    let style: string | null = null;
    if (peek() === ',') {
      at += 1;
      skipSpace();
      const styles: readonly string[] = type === 'number' ? NUMBER_STYLES : DATE_STYLES;
      const found = /^[a-z]+/.exec(source.slice(at))?.[0] ?? '';
      if (!styles.includes(found)) fail(...styles.map(quoted));
      at += found.length;
      style = found;
      skipSpace();
    }
    if (peek() !== '}') fail(...(style === null ? [quoted(','), quoted('}')] : [quoted('}')]));
    at += 1;
    return type === 'number'
      ? { type, name, style: style as NumberStyle | null }
      : { type: type as 'date' | 'time', name, style: style as DateStyle | null };
  };

  return message(false, false);
}

export type MessageValues = Record<string, unknown>;

/** Formats a parsed message. A value that is not given shows as '{name}'; a date or time value that is no date, as it is. */
export function formatParsed(message: Message, values: MessageValues = {}, locale = 'en-US'): string {
  const render = (parts: Message, pound: number | null): string =>
    parts
      .map((part) => {
        switch (part.type) {
          case 'text':
            return part.value;
          case 'pound':
            return pound === null ? '#' : new Intl.NumberFormat(locale).format(pound);
          default: {
            if (!(part.name in values) || values[part.name] === undefined) return `{${part.name}}`;
            const value = values[part.name];
            switch (part.type) {
              case 'argument':
                return String(value);
              case 'number':
                return new Intl.NumberFormat(locale, numberOptions(part.style)).format(Number(value));
              case 'date':
              case 'time': {
                // a value that is no date (found by the round-trip property) shows as it is rather than throwing
                const date = toDate(value);
                if (Number.isNaN(date.getTime())) return String(value);
                const options: Intl.DateTimeFormatOptions =
                  part.type === 'date' ? { dateStyle: part.style ?? 'medium' } : { timeStyle: part.style ?? 'short' };
                return new Intl.DateTimeFormat(locale, options).format(date);
              }
              case 'select':
                return render(pickCase(part.cases, String(value)), pound);
              default: {
                const n = Number(value);
                const category = new Intl.PluralRules(locale, { type: part.type === 'plural' ? 'cardinal' : 'ordinal' }).select(n - part.offset);
                const chosen = part.cases.find((c) => c.key === `=${n}`) ?? part.cases.find((c) => c.key === category);
                return render(chosen?.message ?? pickCase(part.cases, 'other'), n - part.offset);
              }
            }
          }
        }
      })
      .join('');
  return render(message, null);
}

const pickCase = (list: MessageCase[], key: string): Message =>
  (list.find((c) => c.key === key) ?? list.find((c) => c.key === 'other'))!.message;
const numberOptions = (style: NumberStyle | null): Intl.NumberFormatOptions =>
  style === 'integer' ? { maximumFractionDigits: 0 } : style === 'percent' ? { style: 'percent' } : {};
const toDate = (value: unknown) => (value instanceof Date ? value : new Date(value as number | string));

const parsed = new Map<string, Message>();
/** Parses (once per message and locale) and formats. */
export function formatMessage(source: string, values: MessageValues = {}, locale = 'en-US'): string {
  const id = `${locale}\u0000${source}`;
  let message = parsed.get(id);
  if (!message) {
    message = parseMessage(source, locale);
    parsed.set(id, message);
  }
  return formatParsed(message, values, locale);
}

/** Writes a parsed message back as source text that parses to the same message. */
export function printMessage(message: Message, inPlural = false): string {
  return message
    .map((part) => {
      switch (part.type) {
        case 'text':
          return escapeText(part.value, inPlural);
        case 'pound':
          return '#';
        case 'argument':
          return `{${part.name}}`;
        case 'number':
        case 'date':
        case 'time':
          return `{${part.name}, ${part.type}${part.style ? `, ${part.style}` : ''}}`;
        case 'select':
          return `{${part.name}, select,${printCases(part.cases, inPlural)}}`;
        default:
          return `{${part.name}, ${part.type},${part.offset ? ` offset:${part.offset}` : ''}${printCases(part.cases, true)}}`;
      }
    })
    .join('');
}

const printCases = (list: MessageCase[], inPlural: boolean) =>
  list.map((c) => ` ${c.key} {${printMessage(c.message, inPlural)}}`).join('');

/** Apostrophes doubled; a run of '{', '}' (and in a plural case '#') quoted together with any apostrophes in it. */
function escapeText(value: string, inPlural: boolean): string {
  const special = (c: string | undefined) => c === '{' || c === '}' || (inPlural && c === '#');
  let out = '';
  for (let i = 0; i < value.length; ) {
    const c = value[i]!;
    if (!special(c)) {
      out += c === "'" ? "''" : c;
      i += 1;
      continue;
    }
    out += "'";
    while (i < value.length && (special(value[i]) || value[i] === "'")) {
      out += value[i] === "'" ? "''" : value[i];
      i += 1;
    }
    out += "'";
  }
  return out;
}
