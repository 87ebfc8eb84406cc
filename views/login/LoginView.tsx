import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { loginAnatomy } from '../../machines/login/anatomy';
import { connectLogin } from '../../machines/login/connect';
import type { loginMachine } from '../../machines/login/machine';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { keepFocusInside, useModalFocus } from '../shared/use-modal-focus';
import { loginCss } from './styles';

export interface LoginViewProps {
  actorRef: ActorRefFrom<typeof loginMachine>;
  /** the configuration panel's address for this page (runtime/routes.ts configPanelUrl) */
  configPanelHref: string;
}

/** The login dialog (WAI-ARIA modal dialog): labelled fields, an announced error, account creation when allowed. */
export function LoginView({ actorRef, configPanelHref }: LoginViewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = useMemo(() => connectLogin(snapshot, actorRef.send, { configPanelHref }), [snapshot, actorRef, configPanelHref]);
  const dialog = useRef<HTMLDivElement>(null);
  useStyle('login', loginCss);
  useModalFocus(api.open, dialog, loginAnatomy.selector('email'));
  useLayer(api.open, 'dialog:login', api.close);
  // Focus follows the stage: the message on failure, the status on success.
  const focusKey = `${api.focusPart}:${api.error ?? ''}`;
  const firstFocus = useRef(true);
  useEffect(() => {
    if (firstFocus.current) {
      firstFocus.current = false; // useModalFocus placed the first focus
      return;
    }
    if (api.focusPart) dialog.current?.querySelector<HTMLElement>(loginAnatomy.selector(api.focusPart))?.focus();
  }, [focusKey]);
  if (!api.open) return null;
  return (
    <div {...api.backdropProps}>
      <div {...api.rootProps} ref={dialog} onKeyDown={keepFocusInside}>
        <h2 {...api.titleProps}>{api.title}</h2>
        {api.stage === 'succeeded' ? (
          <>
            <p {...api.statusProps}>{api.succeededMessage}</p>
            <div {...loginAnatomy.attrs('actions')}>
              <a {...api.configLinkProps}>Go to the configuration panel</a>
              <button {...api.closeButtonProps}>Close</button>
            </div>
          </>
        ) : (
          <>
            <form {...api.formProps}>
              <p {...api.errorProps}>{api.error ?? ''}</p>
              <div {...loginAnatomy.attrs('field')}>
                <label {...api.emailLabelProps}>Email</label>
                <input {...api.emailInputProps} />
              </div>
              <div {...loginAnatomy.attrs('field')}>
                <label {...api.passwordLabelProps}>Password</label>
                <input {...api.passwordInputProps} />
              </div>
              <div {...loginAnatomy.attrs('remember')}>
                <input {...api.rememberMeInputProps} />
                <label {...api.rememberMeLabelProps}>Remember me</label>
              </div>
              <div {...loginAnatomy.attrs('actions')}>
                <button {...api.cancelButtonProps}>Cancel</button>
                <button {...api.submitButtonProps}>{api.submitText}</button>
              </div>
            </form>
            <div {...loginAnatomy.attrs('create-account-row')}>
              <button {...api.createAccountButtonProps}>Create account</button>
              {api.accountCreationHint ? <p {...api.createAccountHintProps}>{api.accountCreationHint}</p> : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
