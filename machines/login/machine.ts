import { assign, setup } from 'xstate';
import { messageOf } from '../shared/values';
import { providedPromise } from '../shared/provided';

/** Shown when the visitor submits without an email address or a password (our wording; the spec does not show it). */
export const MISSING_CREDENTIALS_MESSAGE = 'Enter your email address and password.';

export interface LoginInput {
  /** Site context `useEscapeKeyToLogin`: when on, account creation is disabled (visitor-runtime §2 "Keyboard"). */
  useEscapeKeyToLogin: boolean;
}

export interface LoginContext {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The message of the last failure, shown (and announced) in the failed state. */
  error: string | null;
  accountCreationAllowed: boolean;
}

export type LoginEvent =
  | { type: 'EDIT_EMAIL'; value: string }
  | { type: 'EDIT_PASSWORD'; value: string }
  | { type: 'SET_REMEMBER_ME'; value: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CREATE_ACCOUNT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' };

/** The session login payload (visitor-runtime §3). */
export type LoginCredentials = Pick<LoginContext, 'email' | 'password' | 'rememberMe'>;


/**
 * The login dialog (visitor-runtime §3 "Session login payload", §4 "Other", §7 "POST session login"): the visitor
 * edits email, password and rememberMe; submitting sends them; a failure keeps everything typed and shows the
 * message; success stores the answer's xsrfToken, which later requests carry. Account creation is disabled when
 * useEscapeKeyToLogin is on. The runtime (runtime/chrome/session.ts) provides `sendLogin`, the actor `submitting`
 * invokes: it posts the payload and answers the xsrfToken, or rejects with the message to show; and the effects
 * `storeToken` (keeps the token) and `openAccountCreation` (goes to account creation).
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  guards: {
    hasCredentials: ({ context }) => context.email.trim() !== '' && context.password !== '',
    accountCreationAllowed: ({ context }) => context.accountCreationAllowed,
  },
  actors: {
    sendLogin: providedPromise<string, LoginCredentials>(),
  },
  actions: {
    storeToken: (_, _params: { xsrfToken: string }) => {},
    openAccountCreation: () => {},
    editEmail: assign({ email: ({ context, event }) => (event.type === 'EDIT_EMAIL' ? event.value : context.email) }),
    editPassword: assign({
      password: ({ context, event }) => (event.type === 'EDIT_PASSWORD' ? event.value : context.password),
    }),
    setRememberMe: assign({
      rememberMe: ({ context, event }) => (event.type === 'SET_REMEMBER_ME' ? event.value : context.rememberMe),
    }),
    clearError: assign({ error: null }),
    requireCredentials: assign({ error: MISSING_CREDENTIALS_MESSAGE }),
    keepFailure: assign({ error: ({ event }) => ('error' in event ? messageOf(event.error) : null) }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    password: '',
    rememberMe: false,
    error: null,
    accountCreationAllowed: !input.useEscapeKeyToLogin,
  }),
  initial: 'form',
  states: {
    // The fields are editable in both children; `failed` only adds the message. Nothing typed is ever cleared.
    form: {
      initial: 'editing',
      states: { editing: {}, failed: {} },
      on: {
        EDIT_EMAIL: { actions: 'editEmail' },
        EDIT_PASSWORD: { actions: 'editPassword' },
        SET_REMEMBER_ME: { actions: 'setRememberMe' },
        SUBMIT: [
          { guard: 'hasCredentials', target: 'submitting' },
          { target: '.failed', actions: 'requireCredentials' },
        ],
        CREATE_ACCOUNT: { guard: 'accountCreationAllowed', target: 'creatingAccount' },
        CANCEL: 'closed',
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'sendLogin',
        src: 'sendLogin',
        input: ({ context }) => ({ email: context.email, password: context.password, rememberMe: context.rememberMe }),
        onDone: { target: 'succeeded', actions: { type: 'storeToken', params: ({ event }) => ({ xsrfToken: event.output }) } },
        onError: { target: 'form.failed', actions: 'keepFailure' },
      },
    },
    succeeded: { on: { CLOSE: 'closed' } },
    creatingAccount: { type: 'final', entry: 'openAccountCreation' },
    closed: { type: 'final' },
  },
});
