import { describe, expect, it } from 'vitest';
import { formFieldSchema, type FormField } from '../../runtime/form/form.schema';
import { emptyValue, FIELD_PARTS, initialValues, isValueOfField, LIKERT_SCALE, partsOf } from './values';

const field = (raw: Record<string, unknown>): FormField => formFieldSchema.parse({ id: 'f', ...raw });
const none = new URLSearchParams();

describe('summary parts (visitor-runtime §3)', () => {
  it('lists the parts of every multi-part type in the spec order', () => {
    expect(FIELD_PARTS).toEqual({
      name: ['First', 'Last'],
      phone: ['Country', 'Areacode', 'Prefix', 'Line'],
      address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
      date: ['Month', 'Day', 'Year'],
      time: ['Hour', 'Minute', 'Second', 'Ampm'],
    });
  });
  it('a phone has its Country part only when showCountryCode is on', () => {
    expect(partsOf(field({ type: 'phone' }))).toEqual(['Areacode', 'Prefix', 'Line']);
    expect(partsOf(field({ type: 'phone', showCountryCode: true }))).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
  });
  it('single-value fields have no parts', () => {
    for (const type of ['text', 'email', 'textarea', 'section', 'hidden']) {
      expect(partsOf(field({ type, key: 'k' }))).toEqual([]);
    }
    expect(partsOf(field({ type: 'checkbox', options: ['a'] }))).toEqual([]);
  });
});

describe('likert scale', () => {
  it('runs from -2 Strongly Disagree to 2 Strongly Agree, with Disagree, Neutral, Agree between (our labels)', () => {
    expect(LIKERT_SCALE).toEqual([
      { value: '-2', label: 'Strongly Disagree' },
      { value: '-1', label: 'Disagree' },
      { value: '0', label: 'Neutral' },
      { value: '1', label: 'Agree' },
      { value: '2', label: 'Strongly Agree' },
    ]);
  });
});

describe('initialValues', () => {
  const fields = [
    field({ id: 'text', type: 'text' }),
    field({ id: 'notes', type: 'textarea', maxLength: 5 }),
    field({ id: 'name', type: 'name' }),
    field({ id: 'phone', type: 'phone' }),
    field({ id: 'intl', type: 'phone', showCountryCode: true }),
    field({ id: 'addr', type: 'address' }),
    field({ id: 'when', type: 'date' }),
    field({ id: 'at', type: 'time' }),
    field({ id: 'pick', type: 'checkbox', options: ['a', 'b'] }),
    field({ id: 'one', type: 'radio', options: ['x', 'y'] }),
    field({ id: 'menu', type: 'select', options: ['p', 'q'] }),
    field({ id: 'rate', type: 'likert', options: ['Speed', 'Price'] }),
    field({ id: 'src', type: 'hidden', key: 'utm_source', value: 'direct' }),
    field({ id: 'head', type: 'section', label: 'About you' }),
  ];

  it('gives each type its empty value and leaves sections out', () => {
    expect(initialValues(fields, none)).toEqual({
      text: '',
      notes: '',
      name: ['', ''],
      phone: ['', '', ''],
      intl: ['', '', '', ''],
      addr: ['', '', '', '', '', ''],
      when: ['', '', ''],
      at: ['', '', '', ''],
      pick: [],
      one: '',
      menu: '',
      rate: {},
      src: 'direct',
    });
  });

  it('gives a hidden field the query parameter named by its key', () => {
    expect(initialValues(fields, new URLSearchParams('utm_source=newsletter&src=other')).src).toBe('newsletter');
  });

  it('gives a hidden field an empty query parameter when the page has it empty', () => {
    expect(initialValues(fields, new URLSearchParams('utm_source=')).src).toBe('');
  });

  it('restores every fitting value of a draft', () => {
    const fitting = {
      text: 'hello',
      notes: 'longer than five',
      name: ['Ada', 'Lovelace'],
      phone: ['555', '123', '4567'],
      pick: ['b'],
      one: 'y',
      rate: { Speed: '2' },
    };
    const values = initialValues(fields, none, { ...fitting, head: 'ignored', unknown: 'ignored' });
    expect(values).toEqual({ ...initialValues(fields, none), ...fitting });
  });

  it('ignores misfits: wrong type, wrong number of parts, unknown options, ratings off the scale', () => {
    const values = initialValues(fields, none, {
      text: 42,
      name: ['Ada'],
      phone: ['1', '555', '123', '4567'],
      pick: ['a', 'c'],
      one: 'z',
      menu: ['p'],
      rate: { Speed: '3' },
      at: 'noon',
    });
    expect(values).toEqual(initialValues(fields, none));
  });

  it('ignores a checkbox draft that checks an option twice, and a likert draft naming an unknown question', () => {
    const values = initialValues(fields, none, { pick: ['a', 'a'], rate: { Quality: '1' } });
    expect(values.pick).toEqual([]);
    expect(values.rate).toEqual({});
  });

  it('never restores a hidden field from a draft', () => {
    expect(initialValues(fields, none, { src: 'tampered' }).src).toBe('direct');
  });

  it('ignores a draft that is not an object', () => {
    for (const draft of [null, 'text', 3, ['text'], true]) expect(initialValues(fields, none, draft)).toEqual(initialValues(fields, none));
  });

  it('does not read inherited properties: ids such as constructor or __proto__ are ordinary keys', () => {
    const tricky = [field({ id: 'constructor', type: 'text' }), field({ id: '__proto__', type: 'text' })];
    expect(initialValues(tricky, none, {})).toEqual(JSON.parse('{"constructor":"","__proto__":""}'));
    const restored = initialValues(tricky, none, JSON.parse('{"__proto__":"kept","constructor":"also"}'));
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(restored, '__proto__')?.value).toBe('kept');
    expect(restored.constructor).toBe('also');
  });

  it('copies restored lists, so the draft and the values do not share them', () => {
    const draft = { name: ['Ada', 'Lovelace'] };
    const values = initialValues(fields, none, draft);
    expect(values.name).not.toBe(draft.name);
  });
});

describe('isValueOfField', () => {
  it('a section never has a value', () => {
    expect(isValueOfField(field({ type: 'section' }), '')).toBe(false);
  });
  it('a radio or select value is empty or one of its options', () => {
    const radio = field({ type: 'radio', options: ['x'] });
    expect(isValueOfField(radio, '')).toBe(true);
    expect(isValueOfField(radio, 'x')).toBe(true);
    expect(isValueOfField(radio, 'y')).toBe(false);
  });
  it('a likert value is a plain object, not an array or a class instance', () => {
    const likert = field({ type: 'likert', options: ['Q'] });
    expect(isValueOfField(likert, { Q: '-1' })).toBe(true);
    expect(isValueOfField(likert, [])).toBe(false);
    expect(isValueOfField(likert, new Date())).toBe(false);
  });
  it('the empty value of every type fits its field', () => {
    for (const f of [field({ type: 'text' }), field({ type: 'address' }), field({ type: 'checkbox', options: ['a'] }), field({ type: 'likert', options: ['Q'] })]) {
      expect(isValueOfField(f, emptyValue(f))).toBe(true);
    }
  });
});
