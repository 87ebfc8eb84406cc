import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeForm, parseBody } from './body';

const FORM = 'application/x-www-form-urlencoded';
const fieldName = fc.string({ minLength: 1 });
const fieldValue = fc.string();

describe('parseBody', () => {
  it('decodes any form-encoded record of text fields back to the same record', () => {
    fc.assert(
      fc.property(fc.dictionary(fieldName, fieldValue), (fields) => {
        const parsed = parseBody(FORM, new URLSearchParams(fields).toString());
        if (Object.keys(fields).length === 0) expect(parsed).toEqual({ ok: true, value: undefined });
        else expect(parsed).toEqual({ ok: true, value: fields });
      }),
    );
  });

  it('turns a repeated form field into the list of its values in order', () => {
    fc.assert(
      fc.property(fieldName, fc.array(fieldValue, { minLength: 2, maxLength: 5 }), (name, values) => {
        const params = new URLSearchParams(values.map((v) => [name, v]));
        expect(decodeForm(params.toString())).toEqual({ [name]: values });
      }),
    );
  });

  it('decodes any JSON value sent as application/json, text/plain or without a type', () => {
    const types = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain;charset=UTF-8',
      undefined,
    );
    fc.assert(
      fc.property(fc.jsonValue(), types, (value, type) => {
        // -0 does not survive JSON text
        expect(parseBody(type, JSON.stringify(value))).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) });
      }),
    );
  });

  it('rejects unparseable JSON sent as application/json naming the body', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        fc.pre(!valid && text !== '');
        const parsed = parseBody('application/json', text);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.error).toMatch(/^body: invalid JSON/);
      }),
    );
  });

  it('keeps text/plain that is not JSON as the raw text', () => {
    expect(parseBody('text/plain', 'hello {')).toEqual({ ok: true, value: 'hello {' });
  });

  it('reads an empty body as undefined whatever its type', () => {
    expect(parseBody('application/json', '')).toEqual({ ok: true, value: undefined });
    expect(parseBody(FORM, '')).toEqual({ ok: true, value: undefined });
  });

  it('refuses a content type it does not decode', () => {
    expect(parseBody('multipart/form-data; boundary=x', '--x--')).toEqual({
      ok: false,
      error: 'body: unsupported content type multipart/form-data',
    });
  });
});
