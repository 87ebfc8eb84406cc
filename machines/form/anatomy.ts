import { createAnatomy } from '../shared/anatomy';

/** A form block's parts (form, newsletter): the form and its fields, the error summary, and what replaces the form after success. */
export const formAnatomy = createAnatomy('form', [
  'root',
  'field',
  'label',
  'required',
  'description',
  'section-title',
  'field-error',
  'parts',
  'part',
  'option',
  'likert-question',
  'likert-choice',
  'input-group',
  'error-summary',
  'error-summary-title',
  'captcha',
  'submit',
  'bottom-message',
  'done',
  'message',
  'post-submit-html',
]);

export type FormPart = (typeof formAnatomy.parts)[number];
