import { assign, setup } from 'xstate';
import type { FormField } from '../../runtime/schemas/form';
import { CAPTCHA_INCOMPLETE, INVALID_FIELDS } from './messages';
import { describeSubmitFailure, type SubmitFailure } from './server-answers';
import { validateForm } from './validation';
import type { FieldValue, FormValues } from './values';

export interface FormInput {
  fields: FormField[];
  values: FormValues;
  validate: boolean;
  captchaRequired: boolean;
  newsletter: boolean;
  successRedirect?: string;
}

export interface FormContext extends FormInput {
  fieldErrors: Record<string, string>;
  /** Messages above the form (the error summary) and below it. */
  top: string[];
  bottom: string | null;
  captchaMissing: boolean;
  key: string | null;
  captchaToken: string | null;
}

export type FormEvent =
  | { type: 'CHANGE'; fieldId: string; value: FieldValue }
  | { type: 'SUBMIT'; validate?: boolean; captchaToken?: string | null }
  | { type: 'KEY_RECEIVED'; key: string }
  | { type: 'KEY_FAILED'; failure: SubmitFailure }
  | { type: 'SAVED' }
  | { type: 'SAVE_FAILED'; failure: SubmitFailure };

/** Fields a message can stand beside; a server message for any other id is shown at the top instead. */
const visibleFieldIds = (fields: FormField[]) =>
  fields.filter((field) => field.type !== 'hidden' && field.type !== 'section').map((field) => field.id);

/** Each showing of errors assigns new objects, which is how the view knows to move focus to them again. */
const showing = (shown: Pick<FormContext, 'fieldErrors' | 'top' | 'bottom'> & { captchaMissing?: boolean }) => ({
  ...shown,
  captchaMissing: shown.captchaMissing ?? false,
});

/**
 * Form submission (visitor-runtime §4 Form, §5, §8): editing → locked while submitting (key, then save) → success
 * (redirect, or the post-submit message) or failure → unlocked with the errors shown and the captcha reset.
 * A SUBMIT while submitting is not handled: a double click sends one submission. The values live here, so no
 * failure loses what the visitor typed. Effects are provided by the block: fetchKey and saveSubmission answer with
 * KEY_RECEIVED/KEY_FAILED and SAVED/SAVE_FAILED.
 */
export const formMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as FormContext,
    events: {} as FormEvent,
  },
  guards: {
    hasInvalidFields: ({ context, event }) =>
      event.type === 'SUBMIT' &&
      (event.validate ?? context.validate) &&
      Object.keys(validateForm(context.fields, context.values)).length > 0,
    captchaIncomplete: ({ context, event }) => event.type === 'SUBMIT' && context.captchaRequired && !event.captchaToken,
    hasRedirect: ({ context }) => Boolean(context.successRedirect),
  },
  actions: {
    setValue: assign({
      values: ({ context, event }) =>
        event.type === 'CHANGE' && context.fields.some((field) => field.id === event.fieldId)
          ? { ...context.values, [event.fieldId]: event.value }
          : context.values,
    }),
    showValidationErrors: assign(({ context }) =>
      showing({ fieldErrors: validateForm(context.fields, context.values), top: [INVALID_FIELDS], bottom: null }),
    ),
    showCaptchaMissing: assign(() =>
      showing({ fieldErrors: {}, top: [CAPTCHA_INCOMPLETE], bottom: null, captchaMissing: true }),
    ),
    startSubmission: assign(({ event }) => ({
      fieldErrors: {},
      top: [],
      bottom: null,
      captchaMissing: false,
      key: null,
      captchaToken: event.type === 'SUBMIT' ? (event.captchaToken ?? null) : null,
    })),
    keepKey: assign({ key: ({ event }) => (event.type === 'KEY_RECEIVED' ? event.key : null) }),
    showFailure: assign(({ context, event }) =>
      event.type === 'KEY_FAILED' || event.type === 'SAVE_FAILED'
        ? showing(describeSubmitFailure(event.failure, { newsletter: context.newsletter, fieldIds: visibleFieldIds(context.fields) }))
        : {},
    ),
    // Provided by the block.
    saveDraft: () => {},
    clearDraft: () => {},
    fetchKey: () => {},
    saveSubmission: () => {},
    resetCaptcha: () => {},
    redirect: () => {},
    trackNewsletterSubscribe: () => {},
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    ...input,
    fieldErrors: {},
    top: [],
    bottom: null,
    captchaMissing: false,
    key: null,
    captchaToken: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: ['setValue', 'saveDraft'] },
        SUBMIT: [
          { guard: 'hasInvalidFields', actions: 'showValidationErrors' },
          { guard: 'captchaIncomplete', actions: 'showCaptchaMissing' },
          { target: 'submitting', actions: 'startSubmission' },
        ],
      },
    },
    submitting: {
      initial: 'gettingKey',
      states: {
        gettingKey: {
          entry: 'fetchKey',
          on: {
            KEY_RECEIVED: { target: 'saving', actions: 'keepKey' },
            KEY_FAILED: { target: '#form.editing', actions: ['showFailure', 'resetCaptcha'] },
          },
        },
        saving: {
          entry: 'saveSubmission',
          on: {
            SAVED: [{ guard: 'hasRedirect', target: '#form.redirecting' }, { target: '#form.submitted' }],
            SAVE_FAILED: { target: '#form.editing', actions: ['showFailure', 'resetCaptcha'] },
          },
        },
      },
    },
    redirecting: { type: 'final', entry: ['clearDraft', 'trackNewsletterSubscribe', 'redirect'] },
    submitted: { type: 'final', entry: ['clearDraft', 'trackNewsletterSubscribe'] },
  },
});
