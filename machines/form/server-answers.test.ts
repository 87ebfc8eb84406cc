import { describe, expect, it } from 'vitest';
import { describeSubmitFailure, submitFailureOf, type SubmitFailure } from './server-answers';

const form = { newsletter: false };
const newsletter = { newsletter: true };
const save = (failure: Omit<SubmitFailure, 'stage'>): SubmitFailure => ({ stage: 'save', ...failure });
const only = (message: string) => ({ fieldErrors: {}, top: [message], bottom: null });

describe('failed submissions (visitor-runtime §8)', () => {
  it('any failure getting the key: "Could not get a form submission key, please try again later."', () => {
    for (const failure of [
      { stage: 'key', kind: 'network', status: 500 },
      { stage: 'key', kind: 'network', status: 0 },
      { stage: 'key', kind: 'parse' },
      { stage: 'key', kind: 'crumb' },
    ] as const) {
      expect(describeSubmitFailure(failure, form)).toEqual(only('Could not get a form submission key, please try again later.'));
    }
  });

  it('400 with an errors map: each message on its field, "scroll down" above the form and "scroll up" below it', () => {
    const errors = { email: 'Email is not valid.', name: 'This field is not valid.' };
    expect(describeSubmitFailure(save({ kind: 'network', status: 400, data: { errors } }), form)).toEqual({
      fieldErrors: errors,
      top: ['Your form has encountered a problem. Please scroll down to review.'],
      bottom: 'Your form has encountered a problem. Please scroll up to review.',
    });
  });

  it("400 keyed __proto__ and constructor (fast-check's counterexample): no prototype touched, no blank message, text messages kept on their keys", () => {
    // as the answer arrives: JSON.parse makes "__proto__" an own key
    const blank = JSON.parse('{"errors":{"constructor":" ","__proto__":" "}}') as unknown;
    expect(describeSubmitFailure(save({ kind: 'server', status: 400, data: blank }), form)).toEqual(only('Unknown error, please try again later.'));
    const worded = JSON.parse('{"errors":{"constructor":"Bad.","__proto__":"Worse."}}') as unknown;
    const shown = describeSubmitFailure(save({ kind: 'server', status: 400, data: worded }), form);
    expect(Object.entries(shown.fieldErrors).sort()).toEqual([['__proto__', 'Worse.'], ['constructor', 'Bad.']]);
    expect(Object.getPrototypeOf(shown.fieldErrors)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).Worse).toBeUndefined();
    // a form without such fields shows both messages at the top: none is lost
    expect(describeSubmitFailure(save({ kind: 'server', status: 400, data: worded }), { ...form, fieldIds: ['email'] }).top).toEqual(['Bad.', 'Worse.']);
  });

  it('400 with an errors map on a newsletter form: the field errors, no review messages, and the invalid-fields message at the top (our choice)', () => {
    const errors = { email: 'Email is not valid.' };
    expect(describeSubmitFailure(save({ kind: 'network', status: 400, data: { errors } }), newsletter)).toEqual({
      fieldErrors: errors,
      top: ['One or more fields is invalid, please check your entries.'],
      bottom: null,
    });
  });

  it('with the form field ids given, a message for a field the form does not have is shown at the top', () => {
    const data = { errors: { email: 'Email is not valid.', ghost: 'Ghost is wrong.' } };
    expect(describeSubmitFailure(save({ kind: 'network', status: 400, data }), { newsletter: false, fieldIds: ['email'] })).toEqual({
      fieldErrors: { email: 'Email is not valid.' },
      top: ['Your form has encountered a problem. Please scroll down to review.', 'Ghost is wrong.'],
      bottom: 'Your form has encountered a problem. Please scroll up to review.',
    });
    expect(describeSubmitFailure(save({ kind: 'network', status: 400, data }), { newsletter: false, fieldIds: [] })).toEqual({
      fieldErrors: {},
      top: ['Email is not valid.', 'Ghost is wrong.'],
      bottom: null,
    });
  });

  it("400 without an errors map shows the answer's error text", () => {
    expect(describeSubmitFailure(save({ kind: 'network', status: 400, data: { error: 'Server says no.' } }), form)).toEqual(only('Server says no.'));
  });

  it('400 with neither (an empty answer, an empty errors map, no body): "Unknown error, please try again later."', () => {
    for (const data of [{}, { errors: {} }, { errors: { email: '' } }, { error: '' }, undefined, '<html>', { errors: 'bad' }]) {
      expect(describeSubmitFailure(save({ kind: 'network', status: 400, data }), form)).toEqual(only('Unknown error, please try again later.'));
    }
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('%i: %s', (status, message) => {
    expect(describeSubmitFailure(save({ kind: 'network', status }), form)).toEqual(only(message));
  });

  it('an unparseable answer: "Could not parse the form fields, please check your entries."', () => {
    expect(describeSubmitFailure(save({ kind: 'parse' }), form)).toEqual(only('Could not parse the form fields, please check your entries.'));
  });

  it.each([
    ['403', { kind: 'network', status: 403 }],
    ['503', { kind: 'network', status: 503 }],
    ['a dropped connection (status 0)', { kind: 'network', status: 0 }],
    ['a crumb failure after its one retry', { kind: 'crumb' }],
    ['an error field in a 200 answer', { kind: 'server' }],
    ['login required', { kind: 'loginRequired' }],
    ['an authorization failure', { kind: 'authorization' }],
  ] as const)('anything else, e.g. %s: "Error processing form submission. Please reload and try again."', (_, failure) => {
    expect(describeSubmitFailure(save(failure), form)).toEqual(only('Error processing form submission. Please reload and try again.'));
  });
});

describe('submitFailureOf (what the form\'s request actors reject with)', () => {
  it("keeps the data layer's kind, status and data, with the stage", () => {
    expect(submitFailureOf('save', { kind: 'network', message: 'x', status: 400, data: { errors: {} } })).toEqual({
      stage: 'save',
      kind: 'network',
      status: 400,
      data: { errors: {} },
    });
    expect(submitFailureOf('key', { kind: 'parse' })).toEqual({ stage: 'key', kind: 'parse' });
  });

  it('reads anything else (a thrown TypeError, a string) as a network failure without an answer', () => {
    for (const error of [new TypeError('Failed to fetch'), 'offline', undefined, { status: 500 }]) {
      expect(submitFailureOf('save', error)).toEqual({ stage: 'save', kind: 'network', status: 0 });
    }
  });
});
