import type { SnapshotFrom } from 'xstate';
import type { FormField } from './types';
import { formAnatomy } from './anatomy';
import { submitBlockedByCaptcha, type CaptchaBinding } from './captcha-binding';
import type { FormEvent, formMachine } from './machine';
import { formText } from '../shared/text/form';
import { hasOwn, type FieldValue } from './values';

type Snapshot = SnapshotFrom<typeof formMachine>;
type Send = (event: FormEvent) => void;

export interface FormConnectOptions {
  /** The block's id (docs/contract.md): it prefixes every DOM id, so two blocks of one form never share an id. */
  id: string;
  submitButtonText: string;
  /** The captcha's token at the moment of submitting (null when there is none or it is unsolved). */
  captchaToken: () => string | null;
  /** The form's captcha, when it has one: whether the submit button is bound to it and whether it is solved. */
  captcha: CaptchaBinding | null;
}

/** Deterministic DOM ids: every part of a form is addressable (error summary links, aria-describedby). */
export function formIds(prefix: string) {
  const field = (id: string) => `${prefix}:field:${id}`;
  return {
    form: `${prefix}:form`,
    summary: `${prefix}:summary`,
    summaryTitle: `${prefix}:summary-title`,
    bottom: `${prefix}:bottom`,
    message: `${prefix}:message`,
    captcha: `${prefix}:captcha`,
    field,
    control: (id: string, part = 0) => `${field(id)}:${part}`,
    error: (id: string) => `${field(id)}:error`,
    description: (id: string) => `${field(id)}:description`,
  };
}

const part = formAnatomy.attrs;

/** Pure: the form's snapshot → what the view renders and the events its controls send. */
export function connectForm(snapshot: Snapshot, send: Send, options: FormConnectOptions) {
  const { context } = snapshot;
  const ids = formIds(options.id);
  const locked = snapshot.matches('submitting');
  const done = snapshot.matches('submitted') || snapshot.matches('redirecting');
  const change = (fieldId: string, value: FieldValue) => send({ type: 'CHANGE', fieldId, value });
  const valueOf = (field: FormField) => context.values[field.id];
  // own keys only: a field named `constructor` must not read Object.prototype's
  const errorOf = (field: FormField) => (hasOwn(context.fieldErrors, field.id) ? context.fieldErrors[field.id] : undefined);
  const fieldsInError = context.fields.filter((field) => errorOf(field));

  return {
    locked,
    done,
    ids,
    /** Replaced by a new object each time errors are shown (and only then). */
    shownErrors: context.top,
    /** GOV.UK error summary: the general messages, then one link per field in error. */
    summary: {
      shown: context.top.length > 0 || fieldsInError.length > 0,
      messages: context.top,
      links: fieldsInError.map((field) => ({
        href: `#${ids.control(field.id)}`,
        // Server messages may not name their field ('This field is not valid.'): the label tells the links apart.
        text: field.label && !errorOf(field)!.includes(field.label) ? `${field.label}: ${errorOf(field)}` : errorOf(field)!,
      })),
      props: {
        ...part('error-summary'),
        id: ids.summary,
        role: 'alert',
        tabIndex: -1,
        'aria-labelledby': ids.summaryTitle,
      },
    },
    bottomMessage: context.bottom,
    captchaMissing: context.captchaMissing,
    formProps: {
      ...part('root'),
      id: ids.form,
      noValidate: true,
      'aria-busy': locked,
      'data-state': locked ? 'submitting' : done ? 'submitted' : 'editing',
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault();
        send({ type: 'SUBMIT', captchaToken: options.captchaToken() });
      },
    },
    submitButtonProps: {
      ...part('submit'),
      type: 'submit' as const,
      disabled: submitBlockedByCaptcha(options.captcha),
      'aria-disabled': locked || undefined,
      children: locked ? formText['form.submitting'] : options.submitButtonText,
    },
    getFieldProps: (field: FormField) => ({
      ...part('field'),
      'data-type': field.type,
      'data-invalid': Boolean(errorOf(field)) || undefined,
    }),
    /** The message above a field, when it is in error. */
    getErrorProps: (field: FormField) => ({ ...part('field-error'), id: ids.error(field.id), children: errorOf(field) }),
    /** Props shared by every control of a field (one input, or each part, option or likert choice). */
    getControlProps: (field: FormField, index = 0) => ({
      id: ids.control(field.id, index),
      name: index === 0 ? field.id : `${field.id}:${index}`,
      readOnly: locked,
      'aria-invalid': Boolean(errorOf(field)) || undefined,
      'aria-required': field.required || undefined,
      'aria-describedby':
        [errorOf(field) ? ids.error(field.id) : '', field.description ? ids.description(field.id) : ''].filter(Boolean).join(' ') ||
        undefined,
    }),
    text: (field: FormField) => (typeof valueOf(field) === 'string' ? (valueOf(field) as string) : ''),
    list: (field: FormField) => (Array.isArray(valueOf(field)) ? (valueOf(field) as string[]) : []),
    likert: (field: FormField) => {
      const value = valueOf(field);
      return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    },
    setText: (field: FormField, text: string) => !locked && change(field.id, text),
    setPart: (field: FormField, index: number, text: string) => {
      if (locked) return;
      const parts = [...(Array.isArray(valueOf(field)) ? (valueOf(field) as string[]) : [])];
      parts[index] = text;
      change(field.id, Array.from(parts, (p) => p ?? ''));
    },
    toggleOption: (field: FormField, option: string, checked: boolean) => {
      if (locked) return;
      const chosen = (Array.isArray(valueOf(field)) ? (valueOf(field) as string[]) : []).filter((o) => o !== option);
      change(field.id, checked ? [...chosen, option] : chosen);
    },
    setLikert: (field: FormField, question: string, rating: string) => {
      if (locked) return;
      const current = valueOf(field);
      const answers = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      change(field.id, { ...answers, [question]: rating });
    },
  };
}

export type FormApi = ReturnType<typeof connectForm>;
