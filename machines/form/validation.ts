import type { FormField } from './types';
import { fillMessage } from '../shared/text/fill';
import { FORM_EMAIL_EXAMPLE, formText } from '../shared/text/form';
import { FIELD_PARTS, valueOfField, type FieldValue, type FormValues } from './values';

/**
 * {email} of visitor-runtime §5, our reading: a local part of letters, digits and the RFC 5322 atext signs
 * (! # $ % & ' * + / = ? ^ _ ` { | } ~ -) and dots; '@'; one or more domain labels (letters, digits, inner hyphens)
 * each followed by a dot; a last label of 2 to 4 letters or digits. ASCII only (an internationalised address must be
 * entered in its punycode form).
 */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]{2,4}$/;

/** §5: 3 to 256 characters matching {email} (see EMAIL_PATTERN). */
export function isValidEmail(text: string): boolean {
  return text.length >= 3 && text.length <= 256 && EMAIL_PATTERN.test(text);
}

/** Countries whose zip must be 5 digits, compared trimmed and case-insensitively; an empty country counts as the
 * US (our choice: the address block's default country). */
const US_COUNTRIES = ['', 'us', 'usa', 'united states'];
const ZIP = FIELD_PARTS.address.indexOf('Zip');
const COUNTRY = FIELD_PARTS.address.indexOf('Country');

const filled = (text: string) => text.trim() !== '';

/** Whether the visitor answered the field: text not blank; any part not blank; an option checked; every likert
 * question rated. */
function isAnswered(field: FormField, value: FieldValue): boolean {
  if (typeof value === 'string') return filled(value);
  if (Array.isArray(value)) return field.type === 'checkbox' ? value.length > 0 : value.some(filled);
  return field.type === 'likert' && field.options.every((question) => Object.prototype.hasOwnProperty.call(value, question));
}

/** A required field left empty: its label is named, or 'This field' without one (our choice of wording). */
export function requiredMessage(label: string): string {
  const named = label.trim();
  return named ? fillMessage(formText['form.required'], { label: named }) : formText['form.requiredUnlabelled'];
}

/** The invalid-email message with its {email} filled in (our choice: a sample address). */
export const invalidEmailMessage = fillMessage(formText['form.invalidEmail'], { email: FORM_EMAIL_EXAMPLE });

/** The message for one field, or null when it is valid. A value of the wrong shape counts as empty. */
export function fieldError(field: FormField, values: FormValues): string | null {
  // Hidden fields are skipped too (our choice): the visitor could not correct them.
  if (field.type === 'section' || field.type === 'hidden') return null;
  const value = valueOfField(field, values)!;
  if (!isAnswered(field, value)) return field.required ? requiredMessage(field.label) : null;
  if (typeof value === 'string') {
    // Length in UTF-16 code units, as the browser's maxlength and the character counter count.
    if (field.type === 'textarea' && field.maxLength !== undefined && value.length > field.maxLength) return formText['form.characterLimit'];
    if (field.type === 'email' && !isValidEmail(value.trim())) return invalidEmailMessage;
  }
  if (field.type === 'address' && Array.isArray(value)) {
    const zip = (value[ZIP] ?? '').trim();
    const country = (value[COUNTRY] ?? '').trim().toLowerCase();
    if (zip !== '' && US_COUNTRIES.includes(country) && !/^\d{5}$/.test(zip)) return formText['form.invalidZip'];
  }
  return null;
}

/**
 * Client-side validation (visitor-runtime §5): field id → message for every field in error; {} when the form may be
 * submitted. Sections and hidden fields are skipped. Blank text counts as empty (trimmed); an optional empty field
 * always passes; an email is checked trimmed; a US zip (country part empty, US, USA or United States) must be exactly
 * 5 digits when given.
 */
export function validateForm(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const errors: Array<[string, string]> = [];
  for (const field of fields) {
    const message = fieldError(field, values);
    if (message !== null) errors.push([field.id, message]);
  }
  return Object.fromEntries(errors);
}
