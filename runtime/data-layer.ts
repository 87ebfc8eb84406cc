import { fromPromise, type ActorRefFrom } from 'xstate';
import { RETRY_DELAY_MS, requestMachine, type RequestError, type RequestSpec } from '../machines/request/machine';
import { classifyAnswer, type RequestOutcome } from '../machines/request/outcomes';
import { startActor, stopActor } from './actors';
import { cookiesEnabled, readCrumb, writeCrumb } from './cookie-values';
import { pageLoadId } from './page-load';
import { readXsrfToken, XSRF_TOKEN_HEADER } from './xsrf-token';
import { showSystemError } from './system-error';

export type { RequestSpec, RequestError };

/** Fired on `document` when the server says the visitor must log in (visitor-runtime §8). */
export const LOGIN_REQUIRED_EVENT = 'visitor-runtime:login-required';
/** Fired on `document` when a request finally fails to connect, with `{ url, status }` (tracked by telemetry). */
export const NETWORK_ERROR_EVENT = 'visitor-runtime:network-error';
export { RETRY_DELAY_MS };

export class RequestFailedError extends Error {
  constructor(readonly detail: RequestError) {
    super(detail.message);
    this.name = 'RequestFailedError';
  }
}

/** The address actually requested: the crumb in the query, the site domain over https for secure calls. */
export function requestUrl(spec: RequestSpec, crumb: string | null, location: Location = window.location): URL {
  const url = new URL(spec.url, spec.secure ? `https://${location.host}` : location.href);
  if (crumb) url.searchParams.set('crumb', crumb);
  const inQuery = spec.method === 'GET' || spec.method === 'DELETE';
  if (inQuery && spec.data) for (const [key, value] of Object.entries(spec.data)) url.searchParams.set(key, String(value));
  return url;
}

function requestInit(spec: RequestSpec): RequestInit {
  // The session login's anti-forgery token, once there is one (docs/site-chrome.md "Login and logout").
  const token = readXsrfToken();
  const headers = { Accept: 'application/json', 'X-Page-Load-Id': pageLoadId(), ...(token ? { [XSRF_TOKEN_HEADER]: token } : {}) };
  const init: RequestInit = { method: spec.method, credentials: 'include', headers };
  if (spec.method === 'POST' || spec.method === 'PUT') {
    if (spec.form) {
      const fields = Object.entries(spec.data ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
      init.body = new URLSearchParams(fields);
    } else {
      init.body = JSON.stringify(spec.data ?? {});
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    }
  }
  return init;
}

/**
 * One attempt, no retry: the answer as a request-chart outcome (the logout chart retries its session DELETE itself).
 * An aborted attempt rejects (nobody is waiting for its answer any more).
 */
export async function send(spec: RequestSpec, signal?: AbortSignal): Promise<RequestOutcome> {
  const url = requestUrl(spec, readCrumb());
  let response: Response;
  try {
    response = await fetch(url, { ...requestInit(spec), ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    return classifyAnswer({ url: spec.url, status: 0, body: '', format: 'json' });
  }
  const body = await response.text().catch(() => '');
  return classifyAnswer({ url: spec.url, status: response.status, body, format: spec.format ?? 'json' });
}

/** The request chart's attempt: one fetch, aborted when the chart leaves `pending` or is stopped. */
export const sendRequestActor = fromPromise<RequestOutcome, RequestSpec>(({ input, signal }) => send(input, signal));

/** The request chart's effects for one request: crumb, overlay and events. */
export function requestEffects(spec: RequestSpec) {
  const showErrors = spec.showErrors !== false;
  return {
    storeCrumb: ({ event }) => {
      if (event.type === 'CRUMB_FAILED' && event.crumb) writeCrumb(event.crumb);
    },
    showSystemError: ({ context }) => {
      if (showErrors && context.error) showSystemError(context.error.message);
    },
    emitLoginRequired: () => document.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: spec.url } })),
    trackNetworkError: ({ context }) =>
      document.dispatchEvent(
        new CustomEvent(NETWORK_ERROR_EVENT, { detail: { url: spec.url, status: context.error?.status ?? 0 } }),
      ),
  } satisfies RequestActions;
}

type RequestActions = Parameters<typeof requestMachine.provide>[0]['actions'];

let sequence = 0;

export interface RequestOptions {
  /** Aborts the request: its actor stops (the fetch in flight with it) and the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

/** The chart of one request with the runtime's effects. */
export const requestLogic = (spec: RequestSpec) =>
  requestMachine.provide({ actions: requestEffects(spec), actors: { sendRequest: sendRequestActor } });

/**
 * One request through the request chart. Resolves with the answer's data; rejects with RequestFailedError after
 * the chart has shown the overlay, fired login-required, or given up retrying.
 */
export function request<T = unknown>(spec: RequestSpec, { signal }: RequestOptions = {}): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const id = `request-${++sequence}`;
  const actor: ActorRefFrom<typeof requestMachine> = startActor(id, requestLogic(spec), {
    input: { request: spec, cookiesEnabled: cookiesEnabled() },
  });
  const settled = fetchWith<T>(actor, signal);
  return settled.finally(() => stopActor(id));
}

/**
 * Starts a request chart (FETCH) and settles with its outcome: the data on success, RequestFailedError on failure,
 * the signal's reason when aborted first. The data layer's own trigger, walked by the request chart's model test.
 */
export function fetchWith<T>(actor: ActorRefFrom<typeof requestMachine>, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      subscription.unsubscribe();
      reject(signal!.reason);
    };
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('success')) resolve(snapshot.context.data as T);
      else if (snapshot.matches('failed') && snapshot.context.error) reject(new RequestFailedError(snapshot.context.error));
      else return;
      subscription.unsubscribe();
      signal?.removeEventListener('abort', abort);
    });
    signal?.addEventListener('abort', abort, { once: true });
    actor.send({ type: 'FETCH' });
  });
}

const queues = new Map<string, Promise<unknown>>();

/** Requests of one queue go one after another, each after the previous one has settled. */
export function enqueue<T = unknown>(queue: string, spec: RequestSpec, options: RequestOptions = {}): Promise<T> {
  const previous = queues.get(queue) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => request<T>(spec, options));
  queues.set(queue, next);
  return next;
}
