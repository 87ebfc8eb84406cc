/**
 * Every message the form family shows (visitor-runtime §4 Form, §5, §8 "Form submission"), quoted as the spec gives
 * them. Messages the spec does not give are marked "our choice".
 */

/** The submit button's text while the form is locked (§4). */
export const SUBMITTING = 'Submitting…';

export const SUBMIT_ERROR = 'Error processing form submission. Please reload and try again.';
export const UNKNOWN_ERROR = 'Unknown error, please try again later.';
export const CAPTCHA_INCOMPLETE = 'Complete CAPTCHA before submitting.';
export const KEY_FAILED = 'Could not get a form submission key, please try again later.';
export const PARSE_FAILED = 'Could not parse the form fields, please check your entries.';
export const INVALID_FIELDS = 'One or more fields is invalid, please check your entries.';

/** Above the form when the server named fields in error (not for newsletter forms). */
export const REVIEW_BELOW = 'Your form has encountered a problem. Please scroll down to review.';
/** Below the form, the same with 'scroll up'. */
export const REVIEW_ABOVE = 'Your form has encountered a problem. Please scroll up to review.';

/** Answers of SaveFormSubmission with these statuses (§8). */
export const STATUS_MESSAGES: Readonly<Record<401 | 404 | 429 | 500, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

export const CHARACTER_LIMIT = 'You have exceeded the character limit.';

/**
 * The spec's message reads 'Email is not valid. Email addresses should follow the format {email}.' and leaves
 * {email} open (there it names the pattern). Our choice: a sample address the visitor can read, not a regex.
 */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';
export const INVALID_EMAIL = `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`;

/** Our choice (the spec gives no wording): '{label} is required.', 'This field is required.' without a label. */
export function requiredMessage(label: string): string {
  return `${label.trim() || 'This field'} is required.`;
}

/** Our choice (the spec gives the rule "US zip: exactly 5 digits" but no wording). */
export const INVALID_ZIP = 'Zip code must be 5 digits.';
