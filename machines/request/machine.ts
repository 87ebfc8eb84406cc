import { assign, raise, setup } from 'xstate';
import { isRetryableStatus, type RequestOutcome } from './outcomes';
import { providedPromise } from '../shared/provided';
import { requestText } from '../shared/text/request';

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestSpec {
  method: RequestMethod;
  url: string;
  /** JSON body (POST/PUT), or form fields when `form` is set; query fields for GET/DELETE. */
  data?: Record<string, unknown>;
  form?: boolean;
  /** Response format; JSON by default (visitor-runtime §7). */
  format?: 'json' | 'text';
  /** How often a failed connection is retried, 200 ms apart. */
  retries?: number;
  /** Secure calls go to the site domain over https. */
  secure?: boolean;
  /** Whether failures show the system error overlay (callers with their own messages turn this off). */
  showErrors?: boolean;
}

export interface RequestError {
  kind: 'server' | 'loginRequired' | 'authorization' | 'crumb' | 'parse' | 'network';
  message: string;
  status?: number;
  /** The parsed JSON body of a failed answer, when there was one. */
  data?: unknown;
}

export interface RequestInput {
  request: RequestSpec;
  cookiesEnabled: boolean;
}

interface RequestContext {
  request: RequestSpec;
  cookiesEnabled: boolean;
  retriesLeft: number;
  crumbRetried: boolean;
  data: unknown;
  error: RequestError | null;
}

type RequestEvent = { type: 'FETCH' } | { type: 'REFETCH' } | RequestOutcome;

/** The retry delay of a failed connection (visitor-runtime §7). */
export const RETRY_DELAY_MS = 200;

const failWith = (kind: RequestError['kind']) =>
  assign<RequestContext, RequestEvent, undefined, RequestEvent, never>({
    error: ({ event }) => ({
      kind,
      message: 'message' in event ? event.message : failureMessages[kind],
      ...(event.type === 'NETWORK_FAILED' ? { status: event.status } : {}),
      ...(event.type === 'NETWORK_FAILED' && event.data !== undefined ? { data: event.data } : {}),
    }),
  });

const failureMessages: Record<RequestError['kind'], string> = {
  server: requestText['request.somethingWentWrong'],
  loginRequired: requestText['request.loginRequired'],
  authorization: requestText['request.unauthorized'],
  crumb: requestText['request.unauthorized'],
  parse: requestText['request.somethingWentWrong'],
  network: requestText['request.unableToConnect'],
};

/**
 * One data-layer request (visitor-runtime §4 "Generic fetch state", §7, §8): pending, success with data, failed
 * with error, refetch. A crumb failure updates the crumb and retries exactly once; a failed connection is retried
 * after 200 ms (`retryDelay`) while retries are left. `pending` invokes `sendRequest` (provided by the runtime: one
 * attempt, its answer classified as an outcome), whose outcome the chart then takes as an event of its own.
 * Leaving `pending` or stopping the actor aborts the attempt.
 */
export const requestMachine = setup({
  types: {
    input: {} as RequestInput,
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  guards: {
    canRetryCrumb: ({ context }) => context.cookiesEnabled && !context.crumbRetried,
    canRetryConnection: ({ context, event }) =>
      event.type === 'NETWORK_FAILED' && context.retriesLeft > 0 && isRetryableStatus(event.status),
  },
  delays: { retryDelay: RETRY_DELAY_MS },
  actors: {
    sendRequest: providedPromise<RequestOutcome, RequestSpec>(),
  },
  actions: {
    takeOutcome: raise(({ event }) => (event as unknown as { output: RequestOutcome }).output),
    storeCrumb: () => {},
    showSystemError: () => {},
    emitLoginRequired: () => {},
    trackNetworkError: () => {},
    resetAttempts: assign({
      retriesLeft: ({ context }) => context.request.retries ?? 0,
      crumbRetried: false,
      error: null,
    }),
    markCrumbRetried: assign({ crumbRetried: true }),
    consumeRetry: assign({ retriesLeft: ({ context }) => context.retriesLeft - 1 }),
    keepData: assign({ data: ({ event }) => (event.type === 'SUCCEEDED' ? event.data : undefined), error: null }),
    failServer: failWith('server'),
    failLoginRequired: failWith('loginRequired'),
    failAuthorization: failWith('authorization'),
    failCrumb: failWith('crumb'),
    failParse: failWith('parse'),
    failNetwork: failWith('network'),
  },
}).createMachine({
  id: 'request',
  context: ({ input }) => ({
    request: input.request,
    cookiesEnabled: input.cookiesEnabled,
    retriesLeft: input.request.retries ?? 0,
    crumbRetried: false,
    data: undefined,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { FETCH: 'pending' } },
    pending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => context.request,
        onDone: { actions: 'takeOutcome' },
        // The attempt itself broke (not an answer: those are outcomes): as a connection that failed for good.
        onError: { target: 'failed', actions: ['failNetwork', 'trackNetworkError', 'showSystemError'] },
      },
      on: {
        SUCCEEDED: { target: 'success', actions: 'keepData' },
        CRUMB_FAILED: [
          { guard: 'canRetryCrumb', target: 'pending', reenter: true, actions: ['storeCrumb', 'markCrumbRetried'] },
          { target: 'failed', actions: ['failCrumb', 'showSystemError'] },
        ],
        SERVER_ERROR: { target: 'failed', actions: ['failServer', 'showSystemError'] },
        LOGIN_REQUIRED: { target: 'failed', actions: ['failLoginRequired', 'emitLoginRequired'] },
        AUTHORIZATION_FAILED: { target: 'failed', actions: ['failAuthorization', 'showSystemError'] },
        PARSE_FAILED: { target: 'failed', actions: ['failParse', 'showSystemError'] },
        NETWORK_FAILED: [
          { guard: 'canRetryConnection', target: 'waitingToRetry', actions: 'consumeRetry' },
          { target: 'failed', actions: ['failNetwork', 'trackNetworkError', 'showSystemError'] },
        ],
      },
    },
    waitingToRetry: { after: { retryDelay: 'pending' } },
    success: { on: { REFETCH: { target: 'pending', actions: 'resetAttempts' } } },
    failed: { on: { REFETCH: { target: 'pending', actions: 'resetAttempts' } } },
  },
});
