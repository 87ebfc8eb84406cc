import type { ReactNode, RefObject } from 'react';
import type { CaptchaSlot } from '../captcha/start-captcha';
import { formMachine } from '../../machines/form/machine';
import type { BlockContext, MountedBlock } from '../../runtime/blocks/contract';
import { captchaReset, countFormRender, formDrafts, formPageEffects, formRequests, startingValues } from '../../runtime/form/effects';
import type { FormConfig } from '../../runtime/form/form.schema';
import { successRedirectOf } from '../../runtime/form/redirect';
import { logError } from '../../runtime/log';
import { mountView } from '../shared/mount-view';
import { FormView } from './FormView';
import { registerPlatformSubmitTarget } from '../../runtime/form/platform-submit';
import { typedBeforeMount } from './typed-before-mount';

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
  const drafts = formDrafts(config);
  // What the visitor typed into the server's form before this mount comes first.
  const typed = typedBeforeMount(element, config.fields);
  const values = { ...startingValues(config, drafts), ...typed.values };
  const reset = captchaReset();
  const captcha = extras.captcha?.(id, reset.onReset);
  const successRedirect = successRedirectOf(config.successRedirect, id, logError);
  const actor = startActor(
    id,
    formMachine.provide({
      actors: formRequests(config, site),
      actions: { ...drafts.actions, ...formPageEffects(config, extras.newsletter), resetCaptcha: reset.resetCaptcha },
    }),
    {
      input: {
        fields: config.fields,
        values,
        validate: config.validate,
        captchaRequired: Boolean(config.captcha),
        newsletter: extras.newsletter,
        ...(successRedirect ? { successRedirect } : {}),
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
  const stopCounting = countFormRender(site, config.formId);
  return {
    actor,
    unmount: () => {
      stopCounting();
      unregister();
      unmount();
    },
  };
}
