import type { ReactNode, RefObject } from 'react';
import { censusAllowed } from '../../runtime/tracking/census-allowed';
import type { CaptchaSlot } from '../captcha/start-captcha';
import { fromPromise } from 'xstate';
import { formMachine, type SaveSubmissionInput } from '../../machines/form/machine';
import { buildSubmission } from '../../machines/form/payload';
import { initialValues, type FormValues } from '../../machines/form/values';
import type { BlockContext, MountedBlock } from '../../runtime/block-contract';
import { readCookie, VISITOR_RECORD_COOKIE } from '../../runtime/cookies';
import { request, RequestFailedError } from '../../runtime/data-layer';
import { pageFacts } from '../../runtime/page-facts';
import type { FormConfig } from '../../runtime/schemas/form';
import { safeStorage } from '../../runtime/storage';
import { mountView } from '../shared/mount-view';
import { FormView } from './FormView';
import { registerPlatformSubmitTarget } from './platform-submit';
import { typedBeforeMount } from './typed-before-mount';

/** Fired on `document` when a newsletter form subscribes (the "subscribe newsletter" tracking event). */
export const NEWSLETTER_SUBSCRIBE_EVENT = 'visitor-runtime:newsletter-subscribe';

export const draftKey = (formId: string) => `visitor-runtime:form-draft:${formId}`;

/** Passwords never go into storage; hidden values always come from the page. */
function draftOf(config: FormConfig, values: FormValues): FormValues {
  const kept = config.fields.filter((field) => field.type !== 'password' && field.type !== 'hidden');
  return Object.fromEntries(kept.filter((field) => field.id in values).map((field) => [field.id, values[field.id]!]));
}

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

/** What the server drew inside its form that the view does not draw: the header (title, description) and the footnote. */
const SERVER_FORM_HEADER = ':scope > header, :scope > [class*="form-header"]';
const SERVER_FORM_FOOTNOTE = ':scope > [class*="footnote"]';

/**
 * Where the view goes. Where the server drew a `<form>` (a published form or newsletter), the view takes that form's
 * place, and what the server drew around it stays: the rest of the block, and the form's own header and footnote,
 * lifted out of it (before and after the view). Otherwise (no form, or a hidden one) the whole block. Destroy brings
 * the markup back as drawn.
 */
export function viewHost(element: HTMLElement): HTMLElement {
  const form = element.querySelector('form');
  // A form the server left hidden is a template the platform's script draws from (the context-JSON markup): not drawn.
  if (!form || form.closest('[hidden]')) {
    element.replaceChildren();
    return element;
  }
  const host = element.ownerDocument.createElement('div');
  form.replaceWith(...form.querySelectorAll(SERVER_FORM_HEADER), host, ...form.querySelectorAll(SERVER_FORM_FOOTNOTE));
  return host;
}

export interface FormExtras {
  newsletter: boolean;
  /** Captcha and counter slots (their own charts and views). */
  /** Starts the form's captcha; `idPrefix` prefixes its DOM ids (the block's id). */
  captcha?: (idPrefix: string, onReset: (reset: () => void) => void) => CaptchaSlot;
  counter?: (textarea: RefObject<HTMLTextAreaElement | null>) => ReactNode;
}

/**
 * Mounts a form-family block: restores the visitor's draft, starts the submission chart with its effects (the
 * data layer, drafts in session storage, redirect, tracking) and renders the view. The census hears of the render.
 */
export function mountForm({ id, element, site, startActor }: BlockContext, config: FormConfig, extras: FormExtras): MountedBlock {
  const drafts = safeStorage('session');
  // What the visitor typed into the server's form before this mount comes first.
  const typed = typedBeforeMount(element, config.fields);
  const values = { ...initialValues(config.fields, new URLSearchParams(location.search), drafts.getJSON(draftKey(config.formId))), ...typed.values };
  let resetCaptcha = () => {};
  const captcha = extras.captcha?.(id, (reset) => void (resetCaptcha = reset));
  const actor = startActor(
    id,
    formMachine.provide({
      actors: formRequests(config, site),
      actions: {
        saveDraft: ({ context }) => void drafts.setJSON(draftKey(config.formId), draftOf(config, context.values)),
        clearDraft: () => drafts.remove(draftKey(config.formId)),
        resetCaptcha: () => resetCaptcha(),
        redirect: ({ context }) => window.location.assign(context.successRedirect!),
        trackNewsletterSubscribe: () => {
          if (extras.newsletter) document.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBE_EVENT, { detail: { formId: config.formId } }));
        },
      },
    }),
    {
      input: {
        fields: config.fields,
        values,
        validate: config.validate,
        captchaRequired: Boolean(config.captcha),
        newsletter: extras.newsletter,
        ...(config.successRedirect ? { successRedirect: config.successRedirect } : {}),
      },
    },
  );

  // With focus in the server's form, drawn in this very task, focus and caret back where they were: a key pressed
  // now lands in the view.
  const host = viewHost(element);
  const unmount = mountView(FormView, { actorRef: actor, idPrefix: id, config, newsletter: extras.newsletter, captcha, counter: extras.counter }, host, { sync: typed.focused });
  typed.refocus(id);
  // Published pages' inline submit handlers (and owners' scripts) name the form by the platform's formId.
  const platformIds = [config.formId, ...(config.submission.variant === 'collection' ? [config.submission.formId] : [])];
  const unregister = registerPlatformSubmitTarget(platformIds, element);
  // The census is tracking: without consent (restrictive policy) or on a skipped page this render is not counted.
  const census = new AbortController();
  if (censusAllowed(site)) void request(
    {
      method: 'POST',
      url: '/api/census/form-render',
      form: true,
      data: { formId: config.formId, visitorCookie: readCookie(VISITOR_RECORD_COOKIE) ?? '' },
      showErrors: false,
    },
    { signal: census.signal },
  ).catch(() => {});
  return {
    actor,
    unmount: () => {
      census.abort();
      unregister();
      unmount();
    },
  };
}
