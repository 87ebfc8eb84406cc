import { describe, expect, it } from 'vitest';
import { requiredMessage, invalidEmailMessage } from '../../form/validation';
import { formText } from './form';

describe('form messages are worded exactly as visitor-runtime §4, §5 and §8 give them', () => {
  it.each([
    ['form.submitting', 'Submitting…'],
    ['form.submitError', 'Error processing form submission. Please reload and try again.'],
    ['form.unknownError', 'Unknown error, please try again later.'],
    ['form.captchaIncomplete', 'Complete CAPTCHA before submitting.'],
    ['form.keyFailed', 'Could not get a form submission key, please try again later.'],
    ['form.parseFailed', 'Could not parse the form fields, please check your entries.'],
    ['form.invalidFields', 'One or more fields is invalid, please check your entries.'],
    ['form.reviewBelow', 'Your form has encountered a problem. Please scroll down to review.'],
    ['form.reviewAbove', 'Your form has encountered a problem. Please scroll up to review.'],
    ['form.characterLimit', 'You have exceeded the character limit.'],
  ] as const)('%s reads %j', (key, text) => {
    expect(formText[key]).toBe(text);
  });

  it('words the 401, 404, 429 and 500 answers as the spec does', () => {
    expect([formText['form.status401'], formText['form.status404'], formText['form.status429'], formText['form.status500']]).toEqual([
      'Unable to submit form. Please try again later.',
      'This form has not been configured yet.',
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      'Unable to send form. Please try again later.',
    ]);
  });

  it('fills {email} of the invalid-email message with user@domain.com', () => {
    expect(invalidEmailMessage).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
  });

  it('the "Submitting…" text ends in the one-character ellipsis, not three dots', () => {
    expect(formText['form.submitting'].endsWith('\u2026')).toBe(true);
  });
});

describe('messages the spec does not word (our choice)', () => {
  it('a required field names its label', () => {
    expect(requiredMessage('Email Address')).toBe('Email Address is required.');
  });
  it('a required field without a label (or a blank one) says "This field"', () => {
    expect(requiredMessage('')).toBe('This field is required.');
    expect(requiredMessage('   ')).toBe('This field is required.');
  });
  it('a US zip that is not 5 digits', () => {
    expect(formText['form.invalidZip']).toBe('Zip code must be 5 digits.');
  });
});
