import { and, assign, setup } from 'xstate';
import { messageOf } from '../shared/values';
import { providedPromise } from '../shared/provided';

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

export type LogoutEvent = { type: 'LOGOUT' } | { type: 'RETRY' } | { type: 'DISMISS' };

/** How `deleteSession` rejects when the answer was crumbFail (with the new crumb, when the answer gave one). */
export interface SessionCrumbFailure {
  crumbFail: true;
  crumb?: string;
}

const isCrumbFailure = (error: unknown): error is SessionCrumbFailure =>
  typeof error === 'object' && error !== null && (error as { crumbFail?: unknown }).crumbFail === true;

/**
 * Logging out (visitor-runtime §2 "Keyboard" Shift+Escape, §4 "Other", §7): POST /api/auth/Logout, then the session
 * DELETE with cloneCart — retried exactly once when it answers crumbFail (with the new crumb), then given up — then
 * the visitor leaves for the site root (or the preview frame URL) with logout=true. A failure shows its message with
 * Try again. The runtime (runtime/chrome/session.ts) provides the two calls as actors: `postLogout` and
 * `deleteSession` (rejecting with an Error whose message is shown, or a SessionCrumbFailure), and the
 * fire-and-forget effects: `storeCrumb` keeps the crumb of a crumbFail answer, `forgetToken` drops the stored
 * xsrfToken, `goToDestination` navigates. LOGOUT comes from the runtime's `requestLogout`.
 */
export const logoutMachine = setup({
  types: {
    input: {} as LogoutInput,
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
  },
  actors: {
    postLogout: providedPromise<unknown>(),
    deleteSession: providedPromise<unknown, { cloneCart: boolean }>(),
  },
  guards: {
    canRetrySession: ({ context }) => !context.sessionRetried,
    crumbFailed: ({ event }) => 'error' in event && isCrumbFailure(event.error),
  },
  actions: {
    storeCrumb: (_, _params: { crumb: string | undefined }) => {},
    forgetToken: () => {},
    goToDestination: () => {},
    clearFailure: assign({ error: null, sessionRetried: false }),
    markSessionRetried: assign({ sessionRetried: true }),
    keepFailure: assign({ error: ({ event }) => ('error' in event ? messageOf(event.error) : null) }),
    failCrumb: assign({ error: SESSION_CRUMB_MESSAGE }),
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ ...input, sessionRetried: false, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { LOGOUT: { target: 'loggingOut', actions: 'clearFailure' } } },
    loggingOut: {
      invoke: {
        id: 'postLogout',
        src: 'postLogout',
        onDone: 'endingSession',
        onError: { target: 'failed', actions: 'keepFailure' },
      },
    },
    endingSession: {
      invoke: {
        id: 'deleteSession',
        src: 'deleteSession',
        input: ({ context }) => ({ cloneCart: context.cloneCart }),
        onDone: 'leaving',
        onError: [
          {
            guard: and(['crumbFailed', 'canRetrySession']),
            target: 'endingSession',
            reenter: true,
            actions: [{ type: 'storeCrumb', params: ({ event }) => ({ crumb: (event.error as SessionCrumbFailure).crumb }) }, 'markSessionRetried'],
          },
          {
            guard: 'crumbFailed',
            target: 'failed',
            actions: [{ type: 'storeCrumb', params: ({ event }) => ({ crumb: (event.error as SessionCrumbFailure).crumb }) }, 'failCrumb'],
          },
          { target: 'failed', actions: 'keepFailure' },
        ],
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
