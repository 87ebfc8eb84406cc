import type { ActorRefFrom } from 'xstate';
import { formMachine, type FormInput } from '../../machines/form/machine';
import { formConfigSchema } from '../../runtime/form/form.schema';
import type { CaptchaSlot } from '../../views/captcha/start-captcha';
import { FormView } from '../../views/form/FormView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The form chart's walk (model-tests/form.model.test.tsx) and its page in the chart lab: a small form with one
// required email field. The server's answers settle the chart's two requests (fetchKey, saveSubmission). The captcha
// is a stand-in slot the visitor solves before submitting and that the form resets after a failure (the captcha
// chart has its own model test).

export interface FormVariant {
  captchaRequired: boolean;
  bindSubmitButton: boolean;
  successRedirect: string | undefined;
}

export const formConfig = (bindSubmitButton: boolean) =>
  formConfigSchema.parse({
    formId: 'contact',
    fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
    submission: { variant: 'page', pageId: 'p1' },
    submitButtonText: 'Send',
    postSubmitMessage: 'Thank you!',
    captcha: { siteKey: 'key', bindSubmitButton },
  });

let captchaToken: string | null = null;
const captchaListeners = new Set<() => void>();
/** The stand-in captcha's token: null until the visitor solves it. */
export const captchaTokenNow = () => captchaToken;
export const setCaptchaToken = (token: string | null) => {
  captchaToken = token;
  captchaListeners.forEach((listener) => listener());
};
const captcha: CaptchaSlot = {
  actorRef: undefined as never,
  view: <span data-testid="captcha" />,
  token: () => captchaToken,
  solved: () => captchaToken !== null,
  subscribe: (listener) => {
    captchaListeners.add(listener);
    return () => captchaListeners.delete(listener);
  },
  reset: () => setCaptchaToken(null),
};

/** The block's effects, as marks on the document the walk can read. */
const effects = {
  saveDraft: ({ context }: { context: { values: unknown } }) => void (document.body.dataset.draft = JSON.stringify(context.values)),
  clearDraft: () => void delete document.body.dataset.draft,
  // What the block's resetCaptcha does: the captcha slot's reset.
  resetCaptcha: () => captcha.reset(),
  redirect: () => void (document.body.dataset.redirectedTo = '/thanks'),
  trackNewsletterSubscribe: () => {},
};

export function formCase(variant: FormVariant): ChartCase<typeof formMachine> {
  const config = formConfig(variant.bindSubmitButton);
  return {
    title: `captcha ${variant.captchaRequired}, bound ${variant.bindSubmitButton}, redirect ${Boolean(variant.successRedirect)}`,
    machine: formMachine.provide({ actions: effects }),
    input: {
      fields: config.fields,
      values: { email: '' },
      validate: true,
      newsletter: false,
      captchaRequired: variant.captchaRequired,
      ...(variant.successRedirect ? { successRedirect: variant.successRedirect } : {}),
    } satisfies FormInput,
    mount: async (actorRef, container) => {
      captchaToken = null;
      for (const key of ['draft', 'redirectedTo']) delete document.body.dataset[key];
      const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof formMachine> }) => (
        <FormView actorRef={actorRef} idPrefix="contact" config={config} {...(variant.captchaRequired ? { captcha } : {})} />
      );
      return reactView(View)(actorRef, container);
    },
    events: {
      CHANGE: [{ fieldId: 'email', value: 'not-an-email' }, { fieldId: 'email', value: 'ann@example.com' }],
      // A button bound to the captcha cannot be clicked before the captcha is solved.
      SUBMIT: !variant.captchaRequired
        ? [{ captchaToken: null }]
        : variant.bindSubmitButton
          ? [{ captchaToken: 'token-1' }]
          : [{ captchaToken: null }, { captchaToken: 'token-1' }],
      'xstate.done.actor.fetchKey': [{ output: 'key-1' }],
      'xstate.error.actor.fetchKey': [{ error: { kind: 'network', status: 0 } }],
      'xstate.error.actor.saveSubmission': [
        { error: { kind: 'network', status: 400, data: { errors: { email: 'Already subscribed.' } } } },
        { error: { kind: 'network', status: 500 } },
      ],
    },
  };
}

/** What the lab shows of the form chart: the plain form (no captcha, no redirect). */
export const labCases = [formCase({ captchaRequired: false, bindSubmitButton: false, successRedirect: undefined })];
