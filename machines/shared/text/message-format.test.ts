import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enUS, translate, type MessageKey } from './en-US';
import {
  formatMessage,
  formatParsed,
  INVALID_KEY_MESSAGE,
  InvalidKeyError,
  localeCategories,
  MessageSyntaxError,
  parseMessage,
  PLURAL_CATEGORIES,
  printMessage,
  type Message,
  type MessageCase,
  type MessagePart,
} from './message-format';

const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/);
/** Text with every character the syntax cares about. */
const rawText = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '{', '}', '#', "'", '|', ',', '=', 'é'), maxLength: 8 });

/** Merges neighbouring text parts and drops empty ones, as the parser produces them. */
function normalise(parts: Message): Message {
  const out: Message = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (part.type === 'text') {
      if (part.value === '') continue;
      if (last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + part.value };
      else out.push(part);
    } else out.push(part);
  }
  return out;
}

function casesFrom(keys: string[], messages: Message[]): MessageCase[] {
  return keys.map((key, i) => ({ key, message: messages[i % messages.length] ?? [] }));
}

/** Messages for en-US: text, arguments, numbers, dates, plural (keys one, other, =N), selectordinal, select, '#'. */
const messageOf = (depth: number, inPlural: boolean): fc.Arbitrary<Message> => {
  const leaf: Array<fc.Arbitrary<MessagePart>> = [
    rawText.map((value) => ({ type: 'text' as const, value })),
    name.map((n) => ({ type: 'argument' as const, name: n })),
    fc.record({ type: fc.constant('number' as const), name, style: fc.constantFrom(null, 'integer' as const, 'percent' as const) }),
    fc.record({ type: fc.constantFrom('date' as const, 'time' as const), name, style: fc.constantFrom(null, 'short' as const, 'long' as const) }),
  ];
  if (inPlural) leaf.push(fc.constant({ type: 'pound' as const }));
  const nested: Array<fc.Arbitrary<MessagePart>> =
    depth <= 0
      ? []
      : [
          fc
            .record({
              name,
              offset: fc.constantFrom(0, 1, 2),
              keys: fc.uniqueArray(fc.constantFrom('one', '=0', '=1', '=7'), { maxLength: 3 }),
              messages: fc.array(messageOf(depth - 1, true), { minLength: 1, maxLength: 3 }),
            })
            .map(({ name: n, offset, keys, messages }) => ({ type: 'plural' as const, name: n, offset, cases: casesFrom([...keys, 'other'], messages) })),
          fc
            .record({ name, keys: fc.uniqueArray(fc.constantFrom('two', 'few', '=3'), { maxLength: 2 }), messages: fc.array(messageOf(depth - 1, true), { minLength: 1, maxLength: 2 }) })
            .map(({ name: n, keys, messages }) => ({ type: 'selectordinal' as const, name: n, offset: 0, cases: casesFrom([...keys, 'other'], messages) })),
          fc
            .record({ name, keys: fc.uniqueArray(name.filter((k) => k !== 'other'), { maxLength: 3 }), messages: fc.array(messageOf(depth - 1, inPlural), { minLength: 1, maxLength: 2 }) })
            .map(({ name: n, keys, messages }) => ({ type: 'select' as const, name: n, cases: casesFrom([...keys, 'other'], messages) })),
        ];
  return fc.array(fc.oneof(...leaf, ...nested), { maxLength: 5 }).map(normalise);
};
const message = messageOf(2, false);
const values = fc.dictionary(name, fc.oneof(fc.integer({ min: -3, max: 12 }), name, fc.constant(0)));

describe('message format: parse and print', () => {
  it('printing a message and parsing it again gives the same message', () => {
    fc.assert(
      fc.property(message, (m) => {
        expect(parseMessage(printMessage(m), 'en-US')).toEqual(m);
      }),
      { numRuns: 300 },
    );
  });

  it('a printed message formats like the original, for any values', () => {
    fc.assert(
      fc.property(message, values, (m, v) => {
        expect(formatMessage(printMessage(m), v)).toBe(formatParsed(m, v));
      }),
      { numRuns: 300 },
    );
  });

  it('text and simple arguments format to the text with each value in its place', () => {
    const piece = fc.oneof(
      fc.stringMatching(/^[^{}']{1,6}$/).map((t) => ({ source: t, expected: () => t })),
      name.map((n) => ({ source: `{${n}}`, expected: (v: Record<string, string>) => v[n] ?? `{${n}}` })),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.dictionary(name, fc.string({ maxLength: 5 })), (pieces, v) => {
        const source = pieces.map((p) => p.source).join('');
        expect(formatMessage(source, v)).toBe(pieces.map((p) => p.expected(v)).join(''));
      }),
    );
  });

  it('a date or time argument whose value is no date shows the value instead of throwing', () => {
    expect(formatMessage('Posted {when, date}', { when: 'a' })).toBe('Posted a');
    expect(formatMessage('at {when, time, short}', { when: 'soon' })).toBe('at soon');
    expect(formatMessage('Posted {when, date, long}', { when: Date.UTC(2026, 10, 22, 12) })).toBe('Posted November 22, 2026');
  });

  it("quotes with apostrophes as ICU does", () => {
    expect(formatMessage("It''s {n}", { n: 3 })).toBe("It's 3");
    expect(formatMessage("Use '{braces}' here")).toBe('Use {braces} here');
    expect(formatMessage("{n, plural, other {'#' is #}}", { n: 4 })).toBe('# is 4');
    expect(formatMessage("don't")).toBe("don't");
  });
});

describe("message format: plural keys ('Invalid key for argument')", () => {
  const locales = ['en-US', 'ar', 'pl', 'ja', 'fr', 'cy'];

  it('accepts exactly the categories the locale uses, and rejects the others with the exact message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.constantFrom(...PLURAL_CATEGORIES), fc.boolean(), (locale, key, ordinal) => {
        const type = ordinal ? 'selectordinal' : 'plural';
        const source = key === 'other' ? `{n, ${type}, other {x}}` : `{n, ${type}, ${key} {k} other {x}}`;
        const valid = localeCategories(locale, ordinal).includes(key);
        if (valid) expect(() => parseMessage(source, locale)).not.toThrow();
        else {
          const error = catchError(() => parseMessage(source, locale));
          expect(error).toBeInstanceOf(InvalidKeyError);
          expect(error.message).toBe('Invalid key for argument');
          expect(error).toMatchObject({ argument: 'n', key });
        }
      }),
    );
  });

  it('rejects every key that is neither a plural category nor =N', () => {
    const key = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/).filter((k) => !(PLURAL_CATEGORIES as readonly string[]).includes(k));
    fc.assert(
      fc.property(fc.constantFrom(...locales), key, fc.boolean(), (locale, k, ordinal) => {
        const error = catchError(() => parseMessage(`{count, ${ordinal ? 'selectordinal' : 'plural'}, ${k} {x} other {y}}`, locale));
        expect(error).toBeInstanceOf(InvalidKeyError);
        expect(error.message).toBe(INVALID_KEY_MESSAGE);
      }),
    );
  });

  it('en-US: zero, two, few and many are not valid plural keys; one and other are', () => {
    expect(localeCategories('en-US')).toEqual(['one', 'other']);
    for (const key of ['zero', 'two', 'few', 'many']) expect(() => parseMessage(`{n, plural, ${key} {a} other {b}}`)).toThrow(INVALID_KEY_MESSAGE);
    expect(formatMessage('{n, plural, one {# cake} other {# cakes}}', { n: 1 })).toBe('1 cake');
    expect(formatMessage('{n, plural, one {# cake} other {# cakes}}', { n: 1200 })).toBe('1,200 cakes');
  });

  it('an explicit =N is chosen over the category, for every N', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(3), (exact, value, offset) => {
        const source = `{n, plural, offset:${offset} =${exact} {exact} one {one #} other {other #}}`;
        const category = new Intl.PluralRules('en-US').select(value - offset);
        const expected = value === exact ? 'exact' : `${category} ${(value - offset).toLocaleString('en-US')}`;
        expect(formatMessage(source, { n: value })).toBe(expected);
      }),
    );
  });

  it('uses the locale rules for categories (Arabic few, Polish many, ordinal two)', () => {
    expect(formatMessage('{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}', { n: 3 }, 'ar')).toBe('f');
    expect(formatMessage('{n, plural, one {o} few {f} many {m} other {x}}', { n: 5 }, 'pl')).toBe('m');
    expect(formatMessage('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });
});

describe("message format: parser errors ('Expected X but Y found.')", () => {
  const cases: Array<[string, string]> = [
    ['{name', 'Expected "," or "}" but end of input found.'],
    ['{', 'Expected an argument name but end of input found.'],
    ['{ }', 'Expected an argument name but "}" found.'],
    ['{n x}', 'Expected "," or "}" but "x" found.'],
    ['{n, money}', 'Expected "number", "date", "time", "plural", "selectordinal", or "select" but "m" found.'],
    ['{n, number, currency}', 'Expected "integer" or "percent" but "c" found.'],
    ['{n, plural, other {x}', 'Expected "}" or a case key but end of input found.'],
    ['{n, plural, one {x', 'Expected "}" but end of input found.'],
    ['{n, plural other {x}}', 'Expected "," but "o" found.'],
    ['{n, plural, one x}', 'Expected "{" but "x" found.'],
    ['{n, plural, =x {a} other {b}}', 'Expected a number but "x" found.'],
    ['{n, plural, other {x} !}', 'Expected "}" or a case key but "!" found.'],
    ['a}b', 'Expected end of input but "}" found.'],
  ];
  for (const [source, expected] of cases) {
    it(`${JSON.stringify(source)} → ${expected}`, () => {
      const error = catchError(() => parseMessage(source));
      expect(error).toBeInstanceOf(MessageSyntaxError);
      expect(error.message).toBe(expected);
    });
  }

  it('any input either parses or fails with one of the documented errors', () => {
    const source = fc.string({ unit: fc.constantFrom('{', '}', ',', ' ', 'n', 'plural', 'select', 'one', 'other', '=1', '#', "'", 'x'), maxLength: 14 });
    fc.assert(
      fc.property(source, (s) => {
        try {
          parseMessage(s);
        } catch (error) {
          const text = (error as Error).message;
          const known =
            /^Expected .+ but (".+"|end of input) found\.$/.test(text) ||
            text === INVALID_KEY_MESSAGE ||
            /^(Missing "other" case|Duplicate key ".*") for argument ".*"$/.test(text);
          expect(known, text).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the en-US dictionary (loaded locally)', () => {
  it('every message parses for en-US', () => {
    for (const source of Object.values(enUS)) expect(() => parseMessage(source, 'en-US')).not.toThrow();
  });
  it('fills the values the messages name', () => {
    expect(translate('relativeTime.justNow')).toBe('just now');
    expect(translate('relativeTime.secondsAgo', { seconds: 35 })).toBe('about 35 seconds ago');
    expect(translate('relativeTime.secondsAgo', { seconds: 1 })).toBe('about 1 second ago');
    expect(translate('validation.tagExists', { tagType: 'category' })).toBe('This category already exists');
    expect(translate('file.tooLarge', { fileName: 'menu.pdf', maxSize: '20 MB' })).toBe(
      'The file menu.pdf is too large. The maximum allowed file size is 20 MB.',
    );
  });
  it('messages without values read exactly as their source', () => {
    for (const [key, source] of Object.entries(enUS)) {
      if (!source.includes('{')) expect(translate(key as MessageKey)).toBe(source);
    }
  });
});

function catchError(run: () => unknown): Error & Record<string, unknown> {
  try {
    run();
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected an error');
}
