import { fromPromise } from 'xstate';
import type { SaveSubmissionInput } from '../../machines/form/machine';
import { buildSubmission } from '../../machines/form/payload';
import { draftValues, initialValues, type FormValues } from '../../machines/form/values';
import type { BlockContext } from '../blocks/contract';
import { readCookie, VISITOR_RECORD_COOKIE } from '../cookies';
import { request, RequestFailedError } from '../data-layer';
import { pageFacts } from '../page-facts';
import type { FormConfig } from './form.schema';
import { safeStorage } from '../storage';
import { censusAllowed } from '../tracking/census-allowed';

/** Fired on `document` when a newsletter form subscribes (the "subscribe newsletter" tracking event). */
export const NEWSLETTER_SUBSCRIBE_EVENT = 'visitor-runtime:newsletter-subscribe';

export const draftKey = (formId: string) => `visitor-runtime:form-draft:${formId}`;

/** A failed request as the form's actors reject: the data layer's error detail (machines/form/server-answers.ts). */
const detailOf = (error: unknown) => (error instanceof RequestFailedError ? error.detail : error);

/** The form's two requests (visitor-runtime §7), as the actors its chart invokes. */
export function formRequests(config: FormConfig, site: BlockContext['site']) {
  return {
    // Each request goes with the state that invoked it: leaving the state (or the block going) aborts it.
    fetchKey: fromPromise<string>(async ({ signal }) => {
      const data = await request<{ key?: unknown }>({ method: 'POST', url: '/api/form/FormSubmissionKey', showErrors: false }, { signal }).catch(
        (error: unknown) => Promise.reject(detailOf(error)),
      );
      if (typeof data?.key === 'string' && data.key) return data.key;
      throw { kind: 'parse' };
    }),
    saveSubmission: fromPromise<unknown, SaveSubmissionInput>(({ input, signal }) =>
      request(
        {
          method: 'POST',
          url: '/api/form/SaveFormSubmission',
          data: buildSubmission({ config, values: input.values, key: input.key, captchaKey: input.captchaToken, page: pageFacts(site) }),
          showErrors: false,
        },
        { signal },
      ).catch((error: unknown) => Promise.reject(detailOf(error))),
    ),
  };
}

/** The visitor's draft of a form in session storage: what was kept of it last time, and the chart's two effects on it. */
export function formDrafts(config: FormConfig) {
  const drafts = safeStorage('session');
  const key = draftKey(config.formId);
  return {
    stored: (): unknown => drafts.getJSON(key),
    actions: {
      saveDraft: ({ context }: { context: { values: Parameters<typeof draftValues>[1] } }) => void drafts.setJSON(key, draftValues(config.fields, context.values)),
      clearDraft: () => drafts.remove(key),
    },
  };
}

/**
 * The values a form starts with (initialValues): hidden fields from the address's query (read here, once), the rest
 * from the visitor's stored draft.
 */
export const startingValues = (config: FormConfig, drafts: ReturnType<typeof formDrafts>, search: string = location.search): FormValues =>
  initialValues(config.fields, new URLSearchParams(search), drafts.stored());

/**
 * The form's captcha reset: the captcha hands it over once it has started (`onReset`); the chart's `resetCaptcha`
 * calls it, and does nothing before.
 */
export function captchaReset() {
  let reset = () => {};
  return { resetCaptcha: () => reset(), onReset: (next: () => void) => void (reset = next) };
}

/** The chart's page effects beside the drafts: the redirect after success, and the newsletter's tracking event. */
export function formPageEffects(config: FormConfig, newsletter: boolean) {
  return {
    redirect: ({ context }: { context: { successRedirect?: string | null } }) => window.location.assign(context.successRedirect!),
    trackNewsletterSubscribe: () => {
      if (newsletter) document.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBE_EVENT, { detail: { formId: config.formId } }));
    },
  };
}

/**
 * The census hears of a form's render (visitor-runtime §3). The census is tracking: without consent (restrictive
 * policy) or on a skipped page the render is not counted. Returns what cancels the request (the block going).
 */
export function countFormRender(site: BlockContext['site'], formId: string): () => void {
  const census = new AbortController();
  if (censusAllowed(site)) void request(
    {
      method: 'POST',
      url: '/api/census/form-render',
      form: true,
      data: { formId, visitorCookie: readCookie(VISITOR_RECORD_COOKIE) ?? '' },
      showErrors: false,
    },
    { signal: census.signal },
  ).catch(() => {});
  return () => census.abort();
}
