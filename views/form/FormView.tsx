import { useSelector } from '@xstate/react';
import { useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import type { CaptchaSlot } from '../captcha/start-captcha';
import type { ActorRefFrom } from 'xstate';
import { formAnatomy } from '../../machines/form/anatomy';
import { connectForm } from '../../machines/form/connect';
import type { formMachine } from '../../machines/form/machine';
import type { FormConfig } from '../../runtime/form/form.schema';
import { scrollToElement } from '../../runtime/scroll-to';
import { useStyle } from '../shared/use-style';
import { Field } from './fields';
import { insertHtmlWithScripts } from './post-submit';
import { formCss } from './styles';

export interface FormViewProps {
  actorRef: ActorRefFrom<typeof formMachine>;
  /** The block's id: the prefix of every DOM id the view makes. */
  idPrefix: string;
  config: FormConfig;
  newsletter?: boolean;
  /** The captcha widget, when the form has one, and its current token. */
  captcha?: CaptchaSlot | undefined;
  /** Renders a textarea's character counter. */
  counter?: (textarea: RefObject<HTMLTextAreaElement | null>) => ReactNode;
}

const noSubscription = () => () => {};
const alwaysFalse = () => false;

export function FormView({ actorRef, idPrefix, config, newsletter = false, captcha, counter }: FormViewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const captchaSolved = useSyncExternalStore(captcha?.subscribe ?? noSubscription, captcha?.solved ?? alwaysFalse);
  const api = connectForm(snapshot, actorRef.send, {
    id: idPrefix,
    submitButtonText: config.submitButtonText,
    captchaToken: () => captcha?.token() ?? null,
    captcha: captcha ? { bindSubmitButton: Boolean(config.captcha?.bindSubmitButton), solved: captchaSolved } : null,
  });
  const summary = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const postSubmit = useRef<HTMLDivElement>(null);
  useStyle('form', formCss);

  // Errors take focus each time they are shown (GOV.UK error summary), and are scrolled to: 30 px below the top of
  // the viewport over 50 ms (the page's scroll-to helper), not hidden under a fixed header.
  useEffect(() => {
    if (!api.summary.shown || !summary.current) return;
    summary.current.focus({ preventScroll: true });
    return scrollToElement(summary.current);
  }, [api.shownErrors]);

  // After success the message is shown and scrolled to, and the owner's post-submit HTML runs.
  useEffect(() => {
    if (!api.done || snapshot.matches('redirecting')) return;
    message.current?.focus();
    message.current?.scrollIntoView?.({ block: 'center' });
    if (config.postSubmitHtml && postSubmit.current) insertHtmlWithScripts(postSubmit.current, config.postSubmitHtml);
  }, [api.done]);

  if (api.done) {
    return (
      <div {...formAnatomy.attrs('done')} data-newsletter={newsletter || undefined}>
        <div {...formAnatomy.attrs('message')} id={api.ids.message} role="status" tabIndex={-1} ref={message}>
          {config.postSubmitMessage}
        </div>
        <div {...formAnatomy.attrs('post-submit-html')} ref={postSubmit} />
      </div>
    );
  }

  return (
    <form {...api.formProps} data-newsletter={newsletter || undefined}>
      <div {...api.summary.props} ref={summary} hidden={!api.summary.shown}>
        {api.summary.shown && (
          <>
            <h2 id={api.ids.summaryTitle} {...formAnatomy.attrs('error-summary-title')}>
              {api.summary.messages[0] ?? 'There is a problem'}
            </h2>
            {api.summary.messages.slice(1).map((text) => <p key={text}>{text}</p>)}
            {api.summary.links.length > 0 && (
              <ul>
                {api.summary.links.map((link) => (
                  <li key={link.href}><a href={link.href}>{link.text}</a></li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {config.fields.map((field) => <Field key={field.id} api={api} field={field} afterTextarea={counter} />)}
      {captcha && (
        <div {...formAnatomy.attrs('captcha')} id={api.ids.captcha} data-invalid={api.captchaMissing || undefined}>
          {captcha.view}
        </div>
      )}
      <button {...api.submitButtonProps} />
      {api.bottomMessage && <p {...formAnatomy.attrs('bottom-message')} role="alert">{api.bottomMessage}</p>}
    </form>
  );
}
