import { describe, expect, it } from 'vitest';
import { formFieldSchema, type FormField } from '../../runtime/form/form.schema';
import { isValidEmail, validateForm } from './validation';

const field = (raw: Record<string, unknown>): FormField => formFieldSchema.parse({ id: 'f', label: 'Field', ...raw });
const check = (raw: Record<string, unknown>, value: unknown) => validateForm([field(raw)], { f: value as string }).f ?? null;

describe('required fields (message: our choice)', () => {
  it('a required text left blank or only spaces is "<label> is required."', () => {
    expect(check({ type: 'text', required: true, label: 'First name' }, '')).toBe('First name is required.');
    expect(check({ type: 'text', required: true, label: 'First name' }, '   ')).toBe('First name is required.');
    expect(check({ type: 'text', required: true }, 'x')).toBeNull();
  });
  it('a required multi-part field is missing only when every part is blank', () => {
    expect(check({ type: 'name', required: true, label: 'Name' }, ['', ' '])).toBe('Name is required.');
    expect(check({ type: 'name', required: true }, ['Ada', ''])).toBeNull();
  });
  it('a required checkbox needs one option checked', () => {
    expect(check({ type: 'checkbox', required: true, options: ['a'], label: 'Topics' }, [])).toBe('Topics is required.');
    expect(check({ type: 'checkbox', required: true, options: ['a'] }, ['a'])).toBeNull();
  });
  it('a required likert needs every question answered', () => {
    const likert = { type: 'likert', required: true, options: ['Speed', 'Price'], label: 'Survey' };
    expect(check(likert, { Speed: '1' })).toBe('Survey is required.');
    expect(check(likert, { Speed: '1', Price: '-2' })).toBeNull();
  });
  it('a required radio or select needs a choice', () => {
    expect(check({ type: 'radio', required: true, options: ['x'], label: 'Size' }, '')).toBe('Size is required.');
    expect(check({ type: 'select', required: true, options: ['x'], label: 'Size' }, '')).toBe('Size is required.');
    expect(check({ type: 'select', required: true, options: ['x'] }, 'x')).toBeNull();
  });
  it('a value of the wrong shape counts as empty', () => {
    expect(check({ type: 'text', required: true, label: 'Age' }, 42)).toBe('Age is required.');
    expect(check({ type: 'radio', required: true, options: ['x'], label: 'Size' }, 'not an option')).toBe('Size is required.');
  });
  it('a required field with no value at all is reported too', () => {
    expect(validateForm([field({ type: 'email', required: true, label: 'Email' })], {})).toEqual({ f: 'Email is required.' });
  });
  it('optional fields left empty pass', () => {
    for (const type of ['text', 'email', 'textarea', 'name', 'address', 'phone']) expect(validateForm([field({ type, maxLength: 2 })], {})).toEqual({});
  });
});

describe('skipped fields', () => {
  it('skips sections', () => {
    expect(validateForm([field({ type: 'section', required: true })], {})).toEqual({});
  });
  it('skips hidden fields (our choice: the visitor could not correct them)', () => {
    expect(validateForm([field({ type: 'hidden', key: 'k', required: true })], { f: '' })).toEqual({});
  });
});

describe('text area length', () => {
  it('over maxLength is "You have exceeded the character limit."', () => {
    expect(check({ type: 'textarea', maxLength: 5 }, '123456')).toBe('You have exceeded the character limit.');
  });
  it('exactly maxLength passes, and so does an optional empty text area', () => {
    expect(check({ type: 'textarea', maxLength: 5 }, '12345')).toBeNull();
    expect(check({ type: 'textarea', maxLength: 5 }, '')).toBeNull();
  });
  it('without maxLength any length passes', () => {
    expect(check({ type: 'textarea' }, 'x'.repeat(10_000))).toBeNull();
  });
});

describe('email', () => {
  const invalid = 'Email is not valid. Email addresses should follow the format user@domain.com.';
  it('an invalid email gets the spec message with {email} as user@domain.com', () => {
    expect(check({ type: 'email' }, 'not-an-email')).toBe(invalid);
  });
  it('an optional empty email is valid; a valid one passes, surrounding spaces ignored', () => {
    expect(check({ type: 'email' }, '')).toBeNull();
    expect(check({ type: 'email' }, ' ada@example.com ')).toBeNull();
  });
  it.each(['a@b.co', 'first.last+tag@mail.example.org', "o'brien@shop.info", 'x@sub-domain.example.io', 'USER@DOMAIN.COM', 'a@b.c0m'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    ['no @', 'user.domain.com'],
    ['two @', 'a@b@c.com'],
    ['a one-character last label', 'user@domain.c'],
    ['a last label of 5 characters', 'user@domain.comms'],
    ['no dot in the domain', 'user@localhost'],
    ['a space', 'us er@domain.com'],
    ['a label starting with a hyphen', 'user@-domain.com'],
    ['an empty local part', '@domain.com'],
    ['non-ASCII', 'jose@dominio.españa'],
  ])('rejects an address with %s', (_, email) => expect(isValidEmail(email)).toBe(false));
  it('needs 3 to 256 characters', () => {
    const at256 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
  });
});

describe('US zip (message: our choice)', () => {
  const address = (zip: string, country: string) => ['1 Main St', '', 'Springfield', 'IL', zip, country];
  const zipError = 'Zip code must be 5 digits.';
  it.each(['', 'US', 'usa', 'United States', ' united STATES '])('checks the zip when the country is %j', (country) => {
    expect(check({ type: 'address' }, address('1234', country))).toBe(zipError);
    expect(check({ type: 'address' }, address('12345-6789', country))).toBe(zipError);
    expect(check({ type: 'address' }, address('12345', country))).toBeNull();
  });
  it('leaves other countries alone', () => {
    expect(check({ type: 'address' }, address('SW1A 1AA', 'United Kingdom'))).toBeNull();
  });
  it('an address without a zip is not checked for one', () => {
    expect(check({ type: 'address' }, address('', 'US'))).toBeNull();
  });
});

describe('validateForm', () => {
  it('reports every field in error at once, keyed by field id', () => {
    const fields = [
      formFieldSchema.parse({ id: 'email', type: 'email', label: 'Email', required: true }),
      formFieldSchema.parse({ id: 'bio', type: 'textarea', maxLength: 3 }),
      formFieldSchema.parse({ id: 'ok', type: 'text' }),
    ];
    expect(validateForm(fields, { email: '', bio: 'long', ok: '' })).toEqual({
      email: 'Email is required.',
      bio: 'You have exceeded the character limit.',
    });
  });
});
