import { assign, setup } from 'xstate';

/** Shown when the session DELETE answers crumbFail again after its one retry (our wording; not shown by the spec). */
export const SESSION_CRUMB_MESSAGE = 'Your session could not be ended: the security check failed twice. Please try again.';

export interface LogoutInput {
  /** The session DELETE's `cloneCart` query value. */
  cloneCart: boolean;
  /** Where the visitor goes once logged out: the site root or the preview frame URL, with logout=true. */
  destination: string;
}

export interface LogoutContext extends LogoutInput {
  sessionRetried: boolean;
  error: string | null;
}

export type LogoutEvent =
  | { type: 'LOGOUT' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  // Answers, sent back by the runtime's effects.
  | { type: 'LOGGED_OUT' }
  | { type: 'LOGOUT_FAILED'; message: string }
  | { type: 'SESSION_ENDED' }
  | { type: 'SESSION_CRUMB_FAILED'; crumb?: string }
  | { type: 'SESSION_FAILED'; message: string };

/**
 * Logging out (visitor-runtime §2 "Keyboard" Shift+Escape, §4 "Other", §7): POST /api/auth/Logout, then the session
 * DELETE with cloneCart — retried exactly once when it answers crumbFail (with the new crumb), then given up — then
 * the visitor leaves for the site root (or the preview frame URL) with logout=true. A failure shows its message with
 * Try again. Effects are provided by the runtime (runtime/chrome/session.ts): `postLogout` answers LOGGED_OUT /
 * LOGOUT_FAILED, `deleteSession` answers SESSION_ENDED / SESSION_CRUMB_FAILED / SESSION_FAILED, `storeCrumb` keeps
 * the crumb of a crumbFail answer, `forgetToken` drops the stored xsrfToken, `goToDestination` navigates.
 */
export const logoutMachine = setup({
  types: {
    input: {} as LogoutInput,
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
  },
  guards: {
    canRetrySession: ({ context }) => !context.sessionRetried,
  },
  actions: {
    postLogout: () => {},
    deleteSession: () => {},
    storeCrumb: () => {},
    forgetToken: () => {},
    goToDestination: () => {},
    clearFailure: assign({ error: null, sessionRetried: false }),
    markSessionRetried: assign({ sessionRetried: true }),
    keepFailure: assign({
      error: ({ event }) => (event.type === 'LOGOUT_FAILED' || event.type === 'SESSION_FAILED' ? event.message : null),
    }),
    failCrumb: assign({ error: SESSION_CRUMB_MESSAGE }),
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ ...input, sessionRetried: false, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { LOGOUT: { target: 'loggingOut', actions: 'clearFailure' } } },
    loggingOut: {
      entry: 'postLogout',
      on: {
        LOGGED_OUT: 'endingSession',
        LOGOUT_FAILED: { target: 'failed', actions: 'keepFailure' },
      },
    },
    endingSession: {
      entry: 'deleteSession',
      on: {
        SESSION_ENDED: 'leaving',
        SESSION_CRUMB_FAILED: [
          { guard: 'canRetrySession', target: 'endingSession', reenter: true, actions: ['storeCrumb', 'markSessionRetried'] },
          { target: 'failed', actions: ['storeCrumb', 'failCrumb'] },
        ],
        SESSION_FAILED: { target: 'failed', actions: 'keepFailure' },
      },
    },
    leaving: { type: 'final', entry: ['forgetToken', 'goToDestination'] },
    failed: {
      on: {
        RETRY: { target: 'loggingOut', actions: 'clearFailure' },
        DISMISS: 'idle',
      },
    },
  },
});
