import { assign, setup } from 'xstate';
import type { FormField } from './types';
import { formText } from '../shared/text/form';
import { describeSubmitFailure, submitFailureOf } from './server-answers';
import { validateForm } from './validation';
import type { FieldValue, FormValues } from './values';
import { providedPromise } from '../shared/provided';

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
  | { type: 'SUBMIT'; validate?: boolean; captchaToken?: string | null };

/** What `saveSubmission` sends: the values as they were when the visitor submitted, with the key and the token. */
export interface SaveSubmissionInput {
  values: FormValues;
  key: string;
  captchaToken: string | null;
}

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
 * failure loses what the visitor typed. The block provides the two requests as actors (views/form/mount-form.tsx):
 * `fetchKey` answers the submission key, `saveSubmission` saves; either rejects with the failed request's detail
 * (`{ kind, status?, data? }`, see server-answers.ts), which the chart turns into the visitor's messages. The other
 * effects (drafts, captcha reset, redirect, tracking) are fire-and-forget actions the block provides.
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
  actors: {
    fetchKey: providedPromise<string>(),
    saveSubmission: providedPromise<unknown, SaveSubmissionInput>(),
  },
  actions: {
    setValue: assign({
      values: ({ context, event }) =>
        event.type === 'CHANGE' && context.fields.some((field) => field.id === event.fieldId)
          ? { ...context.values, [event.fieldId]: event.value }
          : context.values,
    }),
    showValidationErrors: assign(({ context }) =>
      showing({ fieldErrors: validateForm(context.fields, context.values), top: [formText['form.invalidFields']], bottom: null }),
    ),
    showCaptchaMissing: assign(() =>
      showing({ fieldErrors: {}, top: [formText['form.captchaIncomplete']], bottom: null, captchaMissing: true }),
    ),
    startSubmission: assign(({ event }) => ({
      fieldErrors: {},
      top: [],
      bottom: null,
      captchaMissing: false,
      key: null,
      captchaToken: event.type === 'SUBMIT' ? (event.captchaToken ?? null) : null,
    })),
    showFailure: assign(({ context }, failure: ReturnType<typeof submitFailureOf>) =>
      showing(describeSubmitFailure(failure, { newsletter: context.newsletter, fieldIds: visibleFieldIds(context.fields) })),
    ),
    // Provided by the block.
    saveDraft: () => {},
    clearDraft: () => {},
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
          invoke: {
            id: 'fetchKey',
            src: 'fetchKey',
            onDone: { target: 'saving', actions: assign({ key: ({ event }) => event.output }) },
            onError: {
              target: '#form.editing',
              actions: [{ type: 'showFailure', params: ({ event }) => submitFailureOf('key', event.error) }, 'resetCaptcha'],
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveSubmission',
            src: 'saveSubmission',
            input: ({ context }) => ({ values: context.values, key: context.key!, captchaToken: context.captchaToken }),
            onDone: [{ guard: 'hasRedirect', target: '#form.redirecting' }, { target: '#form.submitted' }],
            onError: {
              target: '#form.editing',
              actions: [{ type: 'showFailure', params: ({ event }) => submitFailureOf('save', event.error) }, 'resetCaptcha'],
            },
          },
        },
      },
    },
    redirecting: { type: 'final', entry: ['clearDraft', 'trackNewsletterSubscribe', 'redirect'] },
    submitted: { type: 'final', entry: ['clearDraft', 'trackNewsletterSubscribe'] },
  },
});
