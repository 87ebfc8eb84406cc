/**
 * The dictionary's form section (en-US): every message the form family shows (visitor-runtime §4 Form, §5, §8 "Form
 * submission"), quoted as the spec gives them; messages the spec does not word are marked "our choice". A section of
 * its own so that the form's chunk carries only its own text (docs/decisions.md "One text dictionary").
 */
export const formText = {
  /** The submit button's text while the form is locked (§4). */
  'form.submitting': 'Submitting…',
  'form.submitError': 'Error processing form submission. Please reload and try again.',
  'form.unknownError': 'Unknown error, please try again later.',
  'form.captchaIncomplete': 'Complete CAPTCHA before submitting.',
  'form.keyFailed': 'Could not get a form submission key, please try again later.',
  'form.parseFailed': 'Could not parse the form fields, please check your entries.',
  'form.invalidFields': 'One or more fields is invalid, please check your entries.',
  /** Above the form when the server named fields in error (not for newsletter forms). */
  'form.reviewBelow': 'Your form has encountered a problem. Please scroll down to review.',
  /** Below the form, the same with 'scroll up'. */
  'form.reviewAbove': 'Your form has encountered a problem. Please scroll up to review.',
  // Answers of SaveFormSubmission with these statuses (§8).
  'form.status401': 'Unable to submit form. Please try again later.',
  'form.status404': 'This form has not been configured yet.',
  'form.status429': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'form.status500': 'Unable to send form. Please try again later.',
  'form.characterLimit': 'You have exceeded the character limit.',
  /** {email}: the spec leaves it open (there it names the pattern); our choice fills in `FORM_EMAIL_EXAMPLE`. */
  'form.invalidEmail': 'Email is not valid. Email addresses should follow the format {email}.',
  /** Our choice (the spec gives no wording), with the field's label; without one, `form.requiredUnlabelled`. */
  'form.required': '{label} is required.',
  'form.requiredUnlabelled': 'This field is required.',
  /** Our choice (the spec gives the rule "US zip: exactly 5 digits" but no wording). */
  'form.invalidZip': 'Zip code must be 5 digits.',
} as const;

/** The sample address the invalid-email message names: one the visitor can read, not a regex. */
export const FORM_EMAIL_EXAMPLE = 'user@domain.com';
