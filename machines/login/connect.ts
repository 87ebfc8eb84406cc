import type { SnapshotFrom } from 'xstate';
import { loginAnatomy, type LoginPart } from './anatomy';
import type { LoginEvent, loginMachine } from './machine';

type Snapshot = SnapshotFrom<typeof loginMachine>;
type Send = (event: LoginEvent) => void;

export const LOGIN_TITLE = 'Log in';
export const LOGIN_SUBMIT_TEXT = 'Log in';
export const LOGIN_SUBMITTING_TEXT = 'Logging in…';
export const LOGIN_SUCCEEDED_MESSAGE = 'You are logged in.';
export const ACCOUNT_CREATION_DISABLED_HINT = 'Account creation is turned off on this site.';

export interface LoginOptions {
  /** Where the "Go to the configuration panel" link of the succeeded state points (runtime/routes.ts). */
  configPanelHref: string;
  id?: string;
}

/** Pure: snapshot → the login dialog's parts, ids and ARIA (WAI-ARIA modal dialog with a labelled form). */
export function connectLogin(snapshot: Snapshot, send: Send, { configPanelHref, id = 'login' }: LoginOptions) {
  const ids = {
    root: `${id}:root`,
    title: `${id}:title`,
    email: `${id}:email`,
    password: `${id}:password`,
    rememberMe: `${id}:remember-me`,
    error: `${id}:error`,
    status: `${id}:status`,
    createHint: `${id}:create-account-hint`,
  };
  const part = loginAnatomy.attrs;
  const { email, password, rememberMe, error, accountCreationAllowed } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const succeeded = snapshot.matches('succeeded');
  const failed = snapshot.matches({ form: 'failed' });
  const shownError = failed ? error : null;
  const describedByError = shownError ? { 'aria-describedby': ids.error } : {};
  const missing = (value: string) => (failed && value.trim() === '' ? { 'aria-invalid': true as const } : {});
  return {
    open: !snapshot.matches('closed') && !snapshot.matches('creatingAccount'),
    /** 'form' (editing, failed), 'submitting' or 'succeeded': which body the dialog shows. */
    stage: (succeeded ? 'succeeded' : submitting ? 'submitting' : 'form') as 'form' | 'submitting' | 'succeeded',
    title: LOGIN_TITLE,
    error: shownError,
    succeededMessage: LOGIN_SUCCEEDED_MESSAGE,
    accountCreationAllowed,
    /** The part focus moves to when the stage or the message changes: the message on failure (so it is read first and
     * Tab continues into the form), the status on success, else the email field. */
    focusPart: (failed ? 'error' : succeeded ? 'status' : submitting ? null : 'email') as LoginPart | null,
    accountCreationHint: accountCreationAllowed ? null : ACCOUNT_CREATION_DISABLED_HINT,
    backdropProps: part('backdrop'),
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: 'dialog',
      'aria-modal': true,
      'aria-labelledby': ids.title,
      tabIndex: -1,
      'data-state': succeeded ? 'succeeded' : submitting ? 'submitting' : failed ? 'failed' : 'editing',
    },
    /** Escape (through the layer stack): cancels the form, closes the success message; ignored while submitting. */
    close: () => send({ type: succeeded ? 'CLOSE' : 'CANCEL' }),
    titleProps: { ...part('title'), id: ids.title },
    formProps: {
      ...part('form'),
      noValidate: true,
      'aria-busy': submitting,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      },
    },
    emailLabelProps: { ...part('email-label'), htmlFor: ids.email },
    emailInputProps: {
      ...part('email'),
      id: ids.email,
      name: 'email',
      type: 'email',
      autoComplete: 'username',
      required: true,
      value: email,
      readOnly: submitting,
      ...missing(email),
      ...describedByError,
      onChange: (event: { currentTarget: { value: string } }) => send({ type: 'EDIT_EMAIL', value: event.currentTarget.value }),
    },
    passwordLabelProps: { ...part('password-label'), htmlFor: ids.password },
    passwordInputProps: {
      ...part('password'),
      id: ids.password,
      name: 'password',
      type: 'password',
      autoComplete: 'current-password',
      required: true,
      value: password,
      readOnly: submitting,
      ...missing(password),
      ...describedByError,
      onChange: (event: { currentTarget: { value: string } }) =>
        send({ type: 'EDIT_PASSWORD', value: event.currentTarget.value }),
    },
    rememberMeLabelProps: { ...part('remember-me-label'), htmlFor: ids.rememberMe },
    rememberMeInputProps: {
      ...part('remember-me'),
      id: ids.rememberMe,
      name: 'rememberMe',
      type: 'checkbox',
      checked: rememberMe,
      disabled: submitting,
      onChange: (event: { currentTarget: { checked: boolean } }) =>
        send({ type: 'SET_REMEMBER_ME', value: event.currentTarget.checked }),
    },
    /** Always rendered so that a message put into it is announced (role alert). */
    errorProps: { ...part('error'), id: ids.error, role: 'alert', tabIndex: -1 },
    submitButtonProps: { ...part('submit'), type: 'submit' as const, disabled: submitting },
    submitText: submitting ? LOGIN_SUBMITTING_TEXT : LOGIN_SUBMIT_TEXT,
    createAccountButtonProps: {
      ...part('create-account'),
      type: 'button' as const,
      disabled: !accountCreationAllowed || submitting,
      ...(accountCreationAllowed ? {} : { 'aria-describedby': ids.createHint }),
      onClick: () => send({ type: 'CREATE_ACCOUNT' }),
    },
    createAccountHintProps: { ...part('create-account-hint'), id: ids.createHint },
    cancelButtonProps: {
      ...part('cancel'),
      type: 'button' as const,
      disabled: submitting,
      onClick: () => send({ type: 'CANCEL' }),
    },
    statusProps: { ...part('status'), id: ids.status, role: 'status', tabIndex: -1 },
    configLinkProps: { ...part('config-link'), href: configPanelHref },
    closeButtonProps: { ...part('close'), type: 'button' as const, onClick: () => send({ type: 'CLOSE' }) },
  };
}
