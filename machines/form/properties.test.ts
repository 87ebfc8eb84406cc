import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsSchema,
  formSubmissionFirstVariantSchema,
  formSubmissionSchemaFor,
  formSubmissionSecondVariantSchema,
  formValueSchema,
} from '../../runtime/api-schemas';
import { formConfigSchema, formFieldSchema, type FormField } from '../../runtime/form/form.schema';
import { formText } from '../shared/text/form';
import { invalidEmailMessage, requiredMessage } from './validation';
import { buildSubmission, formMap, type PageInfo } from './payload';
import { describeSubmitFailure, type SubmitFailure } from './server-answers';
import { isValidEmail, validateForm } from './validation';
import { draftValues, emptyValue, initialValues, isValueOfField, LIKERT_SCALE, partsOf, type FieldValue, type FormValues } from './values';

// ---- arbitraries ----

/** Site-owner text, with the keys that would reach Object.prototype if read carelessly. */
const ownerText = (minLength = 0) =>
  fc.oneof(fc.string({ minLength, maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'));
const visitorText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '   ', '12345', '1234', '123456', 'a@b.co', 'user@domain.com', '<b>bold</b>', '"quoted"', 'US', 'Canada'),
);
const options = fc.uniqueArray(ownerText(1), { minLength: 1, maxLength: 4 });
const base = { id: ownerText(1), label: fc.string({ maxLength: 8 }), required: fc.boolean() };
const SIMPLE = ['text', 'email', 'currency', 'number', 'website', 'password', 'twitter'] as const;

/** Any FormField of any type, checked by the block's own schema (so the arbitrary cannot drift from it). */
const fieldArb: fc.Arbitrary<FormField> = fc
  .oneof(
    fc.record({ ...base, type: fc.constantFrom(...SIMPLE) }),
    fc.record({ ...base, type: fc.constant('textarea'), maxLength: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }) }),
    fc.record({ ...base, type: fc.constantFrom('name', 'address', 'date', 'time', 'section') }),
    fc.record({ ...base, type: fc.constant('phone'), showCountryCode: fc.boolean() }),
    fc.record({ ...base, type: fc.constantFrom('radio', 'checkbox', 'select', 'likert'), options }),
    fc.record({ ...base, type: fc.constant('hidden'), key: fc.string({ minLength: 1, maxLength: 6 }), value: fc.string({ maxLength: 6 }) }),
  )
  .map((raw) => formFieldSchema.parse(raw));

const fieldsArb = fc.uniqueArray(fieldArb, { selector: (field) => field.id, maxLength: 8 });

const RATINGS = LIKERT_SCALE.map((choice) => choice.value);

/** A value that fits the field (isValueOfField holds). */
function fittingValue(field: FormField): fc.Arbitrary<FieldValue> {
  switch (field.type) {
    case 'checkbox':
      return fc.shuffledSubarray(field.options);
    case 'likert':
      return fc
        .subarray(field.options)
        .chain((questions) =>
          fc.tuple(...questions.map(() => fc.constantFrom(...RATINGS))).map((ratings) => Object.fromEntries(questions.map((q, i) => [q, ratings[i]!]))),
        );
    case 'radio':
    case 'select':
      return fc.constantFrom('', ...field.options);
    default: {
      const parts = partsOf(field);
      return parts.length > 0 ? fc.tuple(...parts.map(() => visitorText)) : visitorText;
    }
  }
}

const junk = fc.oneof(fc.jsonValue(), fc.anything());

/** Any values: per field a fitting value, junk or nothing, plus keys no field has. */
const valuesFor = (fields: FormField[]) =>
  fc
    .tuple(
      fc.dictionary(fc.string(), junk, { maxKeys: 3 }),
      fc.tuple(...fields.map((field) => fc.option(fc.oneof({ arbitrary: fittingValue(field), weight: 4 }, { arbitrary: junk, weight: 1 }), { nil: undefined }))),
    )
    .map(([extra, chosen]) => {
      const entries = fields.flatMap((field, i) => (chosen[i] === undefined ? [] : [[field.id, chosen[i]] as const]));
      return Object.fromEntries([...Object.entries(extra), ...entries]) as FormValues;
    });

const fieldsAndValues = fieldsArb.chain((fields) => fc.tuple(fc.constant(fields), valuesFor(fields)));

const maybeText = fc.option(fc.string({ maxLength: 8 }), { nil: null });
const pageArb = (numbers: fc.Arbitrary<number>): fc.Arbitrary<PageInfo> =>
  fc.record({
    title: fc.string({ maxLength: 8 }),
    path: fc.string({ maxLength: 8 }),
    url: fc.string({ maxLength: 8 }),
    referrer: fc.string({ maxLength: 8 }),
    userAgent: fc.string({ maxLength: 8 }),
    clientDate: numbers,
    viewportInnerWidth: numbers,
    viewportInnerHeight: numbers,
    screenWidth: numbers,
    screenHeight: numbers,
    websiteId: maybeText,
    templateId: maybeText,
    locale: maybeText,
    collectionId: maybeText,
    itemId: maybeText,
    recordType: fc.option(fc.oneof(fc.integer({ min: 1, max: 99 }), fc.string({ maxLength: 3 })), { nil: undefined }),
    queryString: fc.string({ maxLength: 8 }),
    localStorageSupported: fc.boolean(),
  });

const submissionArb = fc.oneof(
  fc.record({
    variant: fc.constant('collection'),
    formId: fc.string({ minLength: 1, maxLength: 6 }),
    collectionId: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
    objectName: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
    isOverlayForm: fc.option(fc.boolean(), { nil: undefined }),
  }),
  fc.record({
    variant: fc.constant('page'),
    pageId: fc.string({ minLength: 1, maxLength: 6 }),
    pageTitle: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
    pagePath: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
    contentSource: fc.option(fc.constantFrom('i', 'c'), { nil: undefined }),
    pagePermissionTypeValue: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
  }),
);

const submissionCase = (numbers: fc.Arbitrary<number>) =>
  fc
    .record({
      fieldsAndValues,
      formId: fc.string({ minLength: 1, maxLength: 6 }),
      submission: submissionArb,
      submitButtonText: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
      key: fc.string({ minLength: 1, maxLength: 10 }),
      captchaKey: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
      page: pageArb(numbers),
    })
    .map(({ fieldsAndValues: [fields, values], formId, submission, submitButtonText, key, captchaKey, page }) => ({
      config: formConfigSchema.parse({ formId, fields, submission, submitButtonText }),
      values,
      key,
      captchaKey,
      page,
    }));

/** What the data layer does with `form: true` (runtime/data-layer.ts): text as is, anything else as JSON. */
const formEncoded = (payload: object) =>
  Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

const queryArb = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 })), { maxLength: 4 });

// ---- properties ----

describe('buildSubmission (visitor-runtime §3 payload variants)', () => {
  it('always passes the schema of the variant the configuration names, and the server picks that same schema', () => {
    fc.assert(
      fc.property(submissionCase(fc.double()), (input) => {
        const payload = buildSubmission(input);
        const schema = input.config.submission.variant === 'collection' ? formSubmissionFirstVariantSchema : formSubmissionSecondVariantSchema;
        const parsed = schema.safeParse(payload);
        expect(parsed.error?.issues).toBeUndefined();
        expect(formSubmissionSchemaFor(payload)).toBe(schema);
      }),
    );
  });

  it('still passes its schema form-encoded (every value as text), and never carries null or undefined', () => {
    fc.assert(
      fc.property(submissionCase(fc.integer({ min: 0, max: 2 ** 42 })), (input) => {
        const payload = buildSubmission(input);
        for (const value of Object.values(payload)) expect(value ?? 'missing').not.toBe('missing');
        const schema = formSubmissionSchemaFor(payload);
        expect(schema.safeParse(formEncoded(payload)).error?.issues).toBeUndefined();
      }),
    );
  });

  it('sends as form the JSON text of formMap, which parses back to it', () => {
    fc.assert(
      fc.property(submissionCase(fc.double()), (input) => {
        const payload = buildSubmission(input);
        expect(JSON.parse(payload.form)).toEqual(formMap(input.config.fields, input.values));
      }),
    );
  });
});

describe('formMap (visitor-runtime §3 value shapes)', () => {
  it('has one entry per non-section field, each a valid form value that fits its field', () => {
    fc.assert(
      fc.property(fieldsAndValues, ([fields, values]) => {
        const map = formMap(fields, values);
        const expectedIds = fields.filter((f) => f.type !== 'section').map((f) => f.id);
        expect(Object.keys(map).sort()).toEqual(expectedIds.sort());
        for (const field of fields) {
          if (field.type === 'section') continue;
          const value = map[field.id];
          expect(formValueSchema.safeParse(value).success).toBe(true);
          if (field.type === 'phone' && !field.showCountryCode) {
            expect(value).toHaveLength(4);
            expect((value as string[])[0]).toBe('');
          } else expect(isValueOfField(field, value)).toBe(true);
        }
      }),
    );
  });

  it('prepends an empty country part to a phone of 3 parts and leaves one of 4 parts as it is', () => {
    fc.assert(
      fc.property(ownerText(1), fc.tuple(visitorText, visitorText, visitorText), visitorText, (id, [a, b, c], country) => {
        const short = formFieldSchema.parse({ id, type: 'phone' });
        expect(formMap([short], { [id]: [a, b, c] })[id]).toEqual(['', a, b, c]);
        const long = formFieldSchema.parse({ id, type: 'phone', showCountryCode: true });
        expect(formMap([long], { [id]: [country, a, b, c] })[id]).toEqual([country, a, b, c]);
      }),
    );
  });
});

describe('validateForm (visitor-runtime §5)', () => {
  const MESSAGES = new Set<string>([formText['form.characterLimit'], invalidEmailMessage, formText['form.invalidZip']]);

  it('never throws, whatever the values, and only names fields that exist and are not sections or hidden', () => {
    fc.assert(
      fc.property(fieldsArb, fc.oneof(fc.constant(null), junk), fieldsAndValues, (fields, anyValues, [otherFields, values]) => {
        for (const [list, vals] of [[fields, anyValues], [otherFields, values]] as const) {
          const errors = validateForm(list, (vals ?? {}) as FormValues);
          for (const [id, message] of Object.entries(errors)) {
            const field = list.find((f) => f.id === id);
            expect(field).toBeDefined();
            expect(['section', 'hidden']).not.toContain(field!.type);
            expect(MESSAGES.has(message) || message === requiredMessage(field!.label)).toBe(true);
          }
        }
      }),
    );
  });

  it('on untouched values names exactly the required fields, each as required', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const expected = fields
          .filter((f) => f.required && f.type !== 'section' && f.type !== 'hidden')
          .map((f) => [f.id, requiredMessage(f.label)]);
        expect(validateForm(fields, initialValues(fields, new URLSearchParams()))).toEqual(Object.fromEntries(expected));
      }),
    );
  });

  it('accepts every address built from the documented email pattern and rejects a last label of 1 or 5+ characters', () => {
    const alnum = fc.constantFrom(...'abcXYZ0189');
    const label = fc.string({ unit: fc.constantFrom(...'ab9-'), maxLength: 5 }).map((middle) => `a${middle}z`);
    const local = fc.string({ unit: fc.constantFrom(...'aZ0.!#$%&\'*+/=?^_`{|}~-'), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), fc.string({ unit: alnum, minLength: 2, maxLength: 4 }), fc.string({ unit: alnum, minLength: 5, maxLength: 8 }), alnum,
        (user, labels, tld, longTld, shortTld) => {
          const domain = labels.join('.');
          expect(isValidEmail(`${user}@${domain}.${tld}`)).toBe(true);
          expect(isValidEmail(`${user}@${domain}.${longTld}`)).toBe(false);
          expect(isValidEmail(`${user}@${domain}.${shortTld}`)).toBe(false);
        },
      ),
    );
  });

  it('rejects any text without an @, and any text over 256 characters', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes('@')), fc.string({ minLength: 257, maxLength: 300 }), (noAt, long) => {
        expect(isValidEmail(noAt)).toBe(false);
        expect(isValidEmail(long)).toBe(false);
      }),
    );
  });

  it('checks a US zip for exactly 5 digits, and leaves other countries alone', () => {
    const us = fc
      .tuple(fc.constantFrom('', 'us', 'usa', 'united states'), fc.array(fc.boolean(), { maxLength: 13 }), fc.constantFrom('', ' '))
      .map(([name, upper, pad]) => pad + [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('') + pad);
    const badZip = fc.string({ minLength: 1, maxLength: 8 }).filter((z) => z.trim() !== '' && !/^\d{5}$/.test(z.trim()));
    const goodZip = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 5, maxLength: 5 });
    const field = formFieldSchema.parse({ id: 'addr', type: 'address', label: 'Address' });
    const address = (zip: string, country: string) => ({ addr: ['1 Main St', '', 'Springfield', 'IL', zip, country] });
    fc.assert(
      fc.property(us, badZip, goodZip, fc.constantFrom('Canada', 'UK', 'Deutschland'), (country, bad, good, other) => {
        expect(validateForm([field], address(bad, country))).toEqual({ addr: formText['form.invalidZip'] });
        expect(validateForm([field], address(good, country))).toEqual({});
        expect(validateForm([field], address(bad, other))).toEqual({});
      }),
    );
  });
});

describe('initialValues (drafts and hidden fields)', () => {
  it('gives every non-section field a value that fits it, whatever JSON the draft is', () => {
    fc.assert(
      fc.property(fieldsArb, fc.oneof(fc.jsonValue(), fc.anything()), (fields, draft) => {
        const values = initialValues(fields, new URLSearchParams(), draft);
        for (const field of fields) {
          if (field.type === 'section') expect(Object.prototype.hasOwnProperty.call(values, field.id)).toBe(false);
          else if (field.type === 'hidden') expect(values[field.id]).toBe(field.value);
          else expect(isValueOfField(field, values[field.id])).toBe(true);
        }
      }),
    );
  });

  it("restores a draft's fitting values and ignores misfits and unknown keys", () => {
    fc.assert(
      fc.property(fieldsAndValues, ([fields, draft]) => {
        const values = initialValues(fields, new URLSearchParams(), JSON.parse(JSON.stringify(draft)) as unknown);
        for (const field of fields) {
          if (field.type === 'section' || field.type === 'hidden') continue;
          const saved: unknown = Object.prototype.hasOwnProperty.call(draft, field.id) ? JSON.parse(JSON.stringify(draft[field.id] ?? null)) : undefined;
          expect(values[field.id]).toEqual(isValueOfField(field, saved) ? saved : emptyValue(field));
        }
        expect(Object.keys(values).sort()).toEqual(fields.filter((f) => f.type !== 'section').map((f) => f.id).sort());
      }),
    );
  });

  it('gives a hidden field the query parameter named by its key, else its own value; a draft never overrides it', () => {
    fc.assert(
      fc.property(fieldArb.filter((f) => f.type === 'hidden'), queryArb, fc.option(fc.string(), { nil: undefined }), fc.string(), (field, pairs, fromQuery, drafted) => {
        if (field.type !== 'hidden') return;
        const query = new URLSearchParams(pairs.filter(([name]) => name !== field.key));
        if (fromQuery !== undefined) query.append(field.key, fromQuery);
        const values = initialValues([field], query, { [field.id]: drafted });
        expect(values[field.id]).toBe(fromQuery ?? field.value);
      }),
    );
  });
});

describe('draftValues (what a draft keeps)', () => {
  it('keeps every value of a field that is neither a password nor hidden, and nothing else', () => {
    fc.assert(
      fc.property(fieldsAndValues, ([fields, values]) => {
        const draft = draftValues(fields, values);
        for (const field of fields) {
          const kept = field.type !== 'password' && field.type !== 'hidden' && field.id in values;
          expect(Object.prototype.hasOwnProperty.call(draft, field.id)).toBe(kept);
          if (kept) expect(draft[field.id]).toEqual(values[field.id]);
        }
        expect(Object.keys(draft).every((id) => fields.some((field) => field.id === id))).toBe(true);
      }),
    );
  });
});

describe('describeSubmitFailure (visitor-runtime §8)', () => {
  const failureArb: fc.Arbitrary<SubmitFailure> = fc.record({
    stage: fc.constantFrom('key', 'save'),
    kind: fc.constantFrom('server', 'loginRequired', 'authorization', 'crumb', 'parse', 'network'),
    status: fc.option(fc.oneof(fc.constantFrom(0, 400, 401, 403, 404, 429, 500, 503), fc.integer({ min: 0, max: 599 })), { nil: undefined }),
    data: fc.option(
      fc.oneof(
        junk,
        fc.record({ errors: fc.dictionary(ownerText(1), fc.oneof(fc.string({ maxLength: 8 }), junk)) }),
        fc.record({ error: fc.oneof(fc.string({ maxLength: 8 }), junk) }),
      ),
      { nil: undefined },
    ),
  });

  it('always tells the visitor something at the top, and never shows the review messages on a newsletter form', () => {
    fc.assert(
      fc.property(failureArb, fc.boolean(), (failure, newsletter) => {
        const shown = describeSubmitFailure(failure, { newsletter });
        expect(shown.top.length).toBeGreaterThan(0);
        for (const message of shown.top) expect(typeof message === 'string' && message.trim() !== '').toBe(true);
        if (newsletter) expect(shown.bottom).toBeNull();
      }),
    );
  });

  it("places a 400 answer's field errors (fieldErrorsSchema) on their fields, and only a 400's", () => {
    // The answer's own keys, read from the answer itself: zod's record leaves a `__proto__` key out of its output,
    // which the display keeps (server-answers.ts fieldErrorsOf). A message of spaces alone is no message.
    const ownMessages = (data: unknown) => Object.entries((data as { errors: Record<string, unknown> }).errors).filter(([, m]) => typeof m === 'string' && m.trim() !== '');
    fc.assert(
      fc.property(failureArb, (failure) => {
        const shown = describeSubmitFailure(failure, { newsletter: false });
        const parsed = fieldErrorsSchema.safeParse(failure.data);
        const messages = parsed.success ? ownMessages(failure.data) : [];
        if (failure.stage === 'save' && failure.kind !== 'parse' && failure.status === 400 && messages.length > 0) {
          expect(Object.entries(shown.fieldErrors).sort()).toEqual(messages.sort());
        } else if (!(failure.stage === 'save' && failure.kind !== 'parse' && failure.status === 400)) {
          expect(shown.fieldErrors).toEqual({});
        }
      }),
      // fast-check's counterexample (seed -2093736556): keys that name Object.prototype's own members, and messages of
      // spaces alone
      { examples: [[JSON.parse('{"stage":"save","kind":"server","status":400,"data":{"errors":{"constructor":" ","__proto__":" "}}}') as SubmitFailure]] },
    );
  });
});
