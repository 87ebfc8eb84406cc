import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { connectCaptcha } from '../../machines/captcha/connect';
import { mountCaptcha, type CaptchaActorRef } from '../../runtime/captcha/effects';

interface Props {
  actorRef: CaptchaActorRef;
  /** Prefix of the DOM ids (`<idPrefix>:widget`, `<idPrefix>:message`), e.g. `<formId>:captcha`. */
  idPrefix?: string;
}

/** The captcha container: the provider draws into `widget`; the live line says what happened to it. */
export function CaptchaView({ actorRef, idPrefix = 'captcha' }: Props) {
  const api = connectCaptcha(useSelector(actorRef, (s) => s), actorRef.send, { id: idPrefix });
  const widget = useRef<HTMLDivElement>(null);
  useEffect(() => mountCaptcha(actorRef, widget.current!), [actorRef]);
  return (
    <div {...api.rootProps}>
      {/* React renders no children here: the provider owns this element's content. */}
      <div {...api.widgetProps} ref={widget} />
      <p {...api.messageProps}>{api.message}</p>
    </div>
  );
}
