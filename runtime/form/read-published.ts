import { PublishedMarkupError } from '../published-markup-error';
import { formConfigValidator } from './form.validator.generated';
import type { FormFieldType } from './form.schema';
import { acceptedBy, defined, filled, htmlText, markupText } from '../published-markup';
import { isRecord } from '../../machines/shared/values';

// Reads a published form block (code 9) or newsletter block (51) into the form configuration our contract gives
// (runtime/form/form.schema.ts). What is read from where: docs/published-pages.md "Form" and "Newsletter".

/** The field types our form renders, by the name the platform gives them (the same names; a record, so a type added
 * to the schema must be added here). */
const KNOWN_TYPES: Record<FormFieldType, true> = {
  text: true, email: true, currency: true, number: true, website: true, password: true, twitter: true, textarea: true, name: true,
  address: true, phone: true, date: true, time: true, section: true, radio: true, checkbox: true, select: true, likert: true, hidden: true,
};
const FIELD_TYPES = new Set<string>(Object.keys(KNOWN_TYPES));

/** One field as the platform describes it, in its context JSON or in its server-rendered form item. */
interface PublishedField {
  type: string;
  id: string;
  title: string;
  description?: string | undefined;
  placeholder?: string | undefined;
  required: boolean;
  options?: string[] | undefined;
  maxLength?: number | undefined;
  showCountryCode?: boolean | undefined;
  /** hidden fields: the parameter name and the value the page gives */
  key?: string | undefined;
  value?: string | undefined;
}

const WITH_PLACEHOLDER = new Set<FormFieldType>(['text', 'email', 'currency', 'number', 'website', 'password', 'twitter']);
const WITH_OPTIONS = new Set<FormFieldType>(['radio', 'checkbox', 'select', 'likert']);

/** Our field for a published one; the schema checks the rest (options present, ids not empty). */
function toField(field: PublishedField): Record<string, unknown> {
  if (!FIELD_TYPES.has(field.type)) throw new PublishedMarkupError(`form field "${field.id}" has the type "${field.type}", which is not read yet.`);
  const type = field.type as FormFieldType;
  return defined({
    id: field.id,
    type,
    label: field.title,
    description: filled(field.description),
    required: field.required,
    placeholder: WITH_PLACEHOLDER.has(type) ? filled(field.placeholder) : undefined,
    options: WITH_OPTIONS.has(type) ? field.options ?? [] : undefined,
    maxLength: type === 'textarea' ? field.maxLength : undefined,
    showCountryCode: type === 'phone' ? field.showCountryCode ?? false : undefined,
    key: type === 'hidden' ? field.key ?? field.id : undefined,
    value: type === 'hidden' ? field.value ?? '' : undefined,
  });
}

// --- the context JSON of newer pages -------------------------------------------------------------------------------


/** Option texts: strings, or objects naming their value (the spelling is read loosely: value, label, title). */
function optionTexts(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((option) => (isRecord(option) ? option.value ?? option.label ?? option.title : option)).filter((option): option is string => typeof option === 'string');
}

/** A positive whole number, or undefined: the platform writes "" for a textarea without a limit. */
function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

function contextField(raw: unknown, index: number): PublishedField {
  if (!isRecord(raw)) throw new PublishedMarkupError(`formFields[${index}] in the form context is not an object.`);
  const type = raw.type;
  const id = raw.id;
  if (typeof type !== 'string' || typeof id !== 'string' || id === '') throw new PublishedMarkupError(`formFields[${index}] in the form context has no type or id.`);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    type,
    id,
    title: text(raw.title) ?? '',
    description: text(raw.description),
    placeholder: text(raw.placeholder),
    required: raw.required === true,
    options: optionTexts(raw.options),
    maxLength: positiveInteger(raw.maxLength),
    showCountryCode: raw.showCountryCode === true,
    key: filled(raw.key),
    value: text(raw.value),
  };
}

/** The owner's post-submit HTML, when the block carries one (`data-submission-html`, left empty when there is none). */
function submissionHtml(block: Element): string | undefined {
  return filled(block.querySelector('.sqs-form-block-submission-html, .form-submission-html')?.getAttribute('data-submission-html'));
}

function readContext(block: Element, script: Element): unknown {
  let context: unknown;
  try {
    context = JSON.parse(script.textContent ?? '');
  } catch {
    throw new PublishedMarkupError('the form context (script.sqs-form-block-context) is not valid JSON.');
  }
  if (!isRecord(context)) throw new PublishedMarkupError('the form context (script.sqs-form-block-context) is not an object.');
  const formId = filled(context.formId);
  if (!formId) throw new PublishedMarkupError('the form context has no formId.');
  if (!Array.isArray(context.formFields)) throw new PublishedMarkupError('the form context has no formFields list.');
  const message = isRecord(context.formSubmissionMessage) ? filled(context.formSubmissionMessage.html) : undefined;
  return defined({
    formId,
    fields: context.formFields.map((field, index) => toField(contextField(field, index))),
    submission: defined({
      variant: 'collection' as const,
      formId,
      collectionId: filled(context.collectionId),
      objectName: filled(context.objectName),
    }),
    submitButtonText: filled(context.formSubmitButtonText),
    successRedirect: filled(context.successRedirect),
    postSubmitMessage: message ? filled(htmlText(message)) : undefined,
    postSubmitHtml: submissionHtml(block),
  });
}

// --- the server-rendered form of older pages ----------------------------------------------------------------------

/** A form item's label: its title without the required marker or the description beside it. */
function itemTitle(item: Element): string {
  const title = item.querySelector('.title');
  if (!title) return '';
  const copy = title.cloneNode(true) as Element;
  for (const extra of Array.from(copy.querySelectorAll('.required, .description'))) extra.remove();
  return markupText(copy);
}

function itemType(item: Element): string {
  const type = Array.from(item.classList).find((name) => FIELD_TYPES.has(name));
  if (!type) throw new PublishedMarkupError(`form item "${item.id}" (class "${item.className.replace(/\s+/g, ' ').trim()}") has no field type that is read yet.`);
  return type;
}

function legacyOptions(item: Element, type: string): string[] {
  if (type === 'select') {
    return Array.from(item.querySelectorAll('select option'))
      .filter((option) => !option.hasAttribute('disabled') && (option.getAttribute('value') ?? '') !== '')
      .map((option) => option.getAttribute('value')!);
  }
  if (type === 'likert') return Array.from(item.querySelectorAll('.item .question, .question')).map(markupText).filter(Boolean);
  return Array.from(item.querySelectorAll<HTMLInputElement>('.option input')).map((input) => input.getAttribute('value') ?? '').filter(Boolean);
}

function legacyField(item: Element): PublishedField {
  if (!item.id) throw new PublishedMarkupError('a form item has no id.');
  // A hidden field is a bare input: its name is the query parameter that may override the value.
  if (item instanceof HTMLInputElement && item.type === 'hidden') {
    return { type: 'hidden', id: item.id, title: '', required: false, key: filled(item.name), value: item.getAttribute('value') ?? '' };
  }
  const type = itemType(item);
  const control = item.querySelector('input:not([type="hidden"]), textarea, select');
  const description = item.querySelector('.description:not(.required)');
  return {
    type,
    id: item.id,
    title: itemTitle(item),
    description: description ? markupText(description) : undefined,
    placeholder: control?.getAttribute('placeholder') ?? undefined,
    required: item.classList.contains('required') || item.getAttribute('aria-required') === 'true',
    options: legacyOptions(item, type),
    maxLength: positiveInteger(item.querySelector('textarea')?.getAttribute('maxlength')),
    showCountryCode: item.querySelector('.country-code') !== null,
  };
}

/** collectionId and objectName as the inline submit handler names them (`collectionId: '…'`), read, not run. */
function handlerSetting(handler: string, name: string): string | undefined {
  return filled(new RegExp(`\\b${name}\\s*:\\s*(['"])([^'"]*)\\1`).exec(handler)?.[2]);
}

/** The button's text: a submit input's value, or the button's label. */
function submitText(form: Element): string | undefined {
  const input = form.querySelector('input[type="submit"]');
  if (input) return filled(input.getAttribute('value'));
  const button = form.querySelector('button[type="submit"], button:not([type])');
  return button ? filled(markupText(button.querySelector('.newsletter-form-button-label, .form-submit-button-label') ?? button)) : undefined;
}

/** Reads a server-rendered `form[data-form-id]` (an older form block, or a newsletter block). */
export function readLegacyForm(form: Element): unknown {
  const formId = filled(form.getAttribute('data-form-id'));
  if (!formId) throw new PublishedMarkupError('the form has no data-form-id.');
  const handler = form.getAttribute('onsubmit') ?? '';
  const items = Array.from(form.querySelectorAll('.form-item')).filter((item) => !item.parentElement?.closest('.form-item'));
  return defined({
    formId,
    fields: items.map((item) => toField(legacyField(item))),
    submission: defined({
      variant: 'collection' as const,
      formId,
      collectionId: handlerSetting(handler, 'collectionId'),
      objectName: handlerSetting(handler, 'objectName'),
    }),
    submitButtonText: submitText(form),
    successRedirect: filled(form.getAttribute('data-success-redirect')),
    postSubmitMessage: filled(markupText(form.querySelector('.form-submission-text'))),
    postSubmitHtml: submissionHtml(form),
  });
}

/**
 * A published form block: the context JSON when the page has one (newer pages; the server-rendered form beside
 * it is a hidden fallback), else the server-rendered form (older pages).
 */
export function readPublishedForm(block: HTMLElement): unknown {
  const context = block.querySelector('script.sqs-form-block-context');
  if (context) return acceptedBy(formConfigValidator, readContext(block, context), 'the form context');
  const form = block.querySelector('form[data-form-id]');
  if (!form) throw new PublishedMarkupError('no form context (script.sqs-form-block-context) and no form[data-form-id] in the block.');
  return acceptedBy(formConfigValidator, readLegacyForm(form), 'the form');
}

/** A published newsletter block: its `form.newsletter-form[data-form-id]`. */
export function readPublishedNewsletter(block: HTMLElement): unknown {
  const form = block.querySelector('form.newsletter-form');
  if (!form) throw new PublishedMarkupError('no form.newsletter-form in the block.');
  return acceptedBy(formConfigValidator, readLegacyForm(form), 'the newsletter form');
}
