import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('form messages are worded exactly as visitor-runtime §4, §5 and §8 give them', () => {
  it.each([
    ['SUBMITTING', 'Submitting…'],
    ['SUBMIT_ERROR', 'Error processing form submission. Please reload and try again.'],
    ['UNKNOWN_ERROR', 'Unknown error, please try again later.'],
    ['CAPTCHA_INCOMPLETE', 'Complete CAPTCHA before submitting.'],
    ['KEY_FAILED', 'Could not get a form submission key, please try again later.'],
    ['PARSE_FAILED', 'Could not parse the form fields, please check your entries.'],
    ['INVALID_FIELDS', 'One or more fields is invalid, please check your entries.'],
    ['REVIEW_BELOW', 'Your form has encountered a problem. Please scroll down to review.'],
    ['REVIEW_ABOVE', 'Your form has encountered a problem. Please scroll up to review.'],
    ['CHARACTER_LIMIT', 'You have exceeded the character limit.'],
  ] as const)('%s reads %j', (name, text) => {
    expect(messages[name]).toBe(text);
  });

  it('words the 401, 404, 429 and 500 answers as the spec does', () => {
    expect(messages.STATUS_MESSAGES).toEqual({
      401: 'Unable to submit form. Please try again later.',
      404: 'This form has not been configured yet.',
      429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      500: 'Unable to send form. Please try again later.',
    });
  });

  it('fills {email} of the invalid-email message with user@domain.com', () => {
    expect(messages.INVALID_EMAIL).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
  });

  it('the "Submitting…" text ends in the one-character ellipsis, not three dots', () => {
    expect(messages.SUBMITTING.endsWith('\u2026')).toBe(true);
  });
});

describe('messages the spec does not word (our choice)', () => {
  it('a required field names its label', () => {
    expect(messages.requiredMessage('Email Address')).toBe('Email Address is required.');
  });
  it('a required field without a label (or a blank one) says "This field"', () => {
    expect(messages.requiredMessage('')).toBe('This field is required.');
    expect(messages.requiredMessage('   ')).toBe('This field is required.');
  });
  it('a US zip that is not 5 digits', () => {
    expect(messages.INVALID_ZIP).toBe('Zip code must be 5 digits.');
  });
});
