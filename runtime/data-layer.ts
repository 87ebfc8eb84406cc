import type { ActorRefFrom } from 'xstate';
import { requestMachine, type RequestError, type RequestSpec } from '../machines/request/machine';
import { classifyAnswer, type RequestOutcome } from '../machines/request/outcomes';
import { startActor, stopActor } from './actors';
import { cookiesEnabled, readCrumb, writeCrumb } from './cookies';
import { pageLoadId } from './page-load';
import { readXsrfToken, XSRF_TOKEN_HEADER } from './xsrf-token';
import { showSystemError } from './system-error';

export type { RequestSpec, RequestError };

/** Fired on `document` when the server says the visitor must log in (visitor-runtime §8). */
export const LOGIN_REQUIRED_EVENT = 'visitor-runtime:login-required';
/** Fired on `document` when a request finally fails to connect, with `{ url, status }` (tracked by telemetry). */
export const NETWORK_ERROR_EVENT = 'visitor-runtime:network-error';
export const RETRY_DELAY_MS = 200;

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

/** One attempt, no retry: the answer as a request-chart outcome (the logout chart retries its session DELETE itself). */
export async function send(spec: RequestSpec): Promise<RequestOutcome> {
  const url = requestUrl(spec, readCrumb());
  let response: Response;
  try {
    response = await fetch(url, requestInit(spec));
  } catch {
    return classifyAnswer({ url: spec.url, status: 0, body: '', format: 'json' });
  }
  const body = await response.text().catch(() => '');
  return classifyAnswer({ url: spec.url, status: response.status, body, format: spec.format ?? 'json' });
}

/** The request chart's effects for one request: fetch, the 200 ms retry clock, crumb, overlay and events. */
export function requestEffects(spec: RequestSpec) {
  const showErrors = spec.showErrors !== false;
  return {
    sendRequest: ({ context, self }) => void send(context.request).then((outcome) => self.send(outcome)),
    scheduleRetry: ({ self }) => void setTimeout(() => self.send({ type: 'RETRY_DUE' }), RETRY_DELAY_MS),
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

/**
 * One request through the request chart. Resolves with the answer's data; rejects with RequestFailedError after
 * the chart has shown the overlay, fired login-required, or given up retrying.
 */
export function request<T = unknown>(spec: RequestSpec): Promise<T> {
  const id = `request-${++sequence}`;
  const actor: ActorRefFrom<typeof requestMachine> = startActor(
    id,
    requestMachine.provide({ actions: requestEffects(spec) }),
    { input: { request: spec, cookiesEnabled: cookiesEnabled() } },
  );
  return new Promise<T>((resolve, reject) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('success')) resolve(snapshot.context.data as T);
      else if (snapshot.matches('failed') && snapshot.context.error) reject(new RequestFailedError(snapshot.context.error));
      else return;
      subscription.unsubscribe();
      stopActor(id);
    });
    actor.send({ type: 'FETCH' });
  });
}

const queues = new Map<string, Promise<unknown>>();

/** Requests of one queue go one after another, each after the previous one has settled. */
export function enqueue<T = unknown>(queue: string, spec: RequestSpec): Promise<T> {
  const previous = queues.get(queue) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => request<T>(spec));
  queues.set(queue, next);
  return next;
}
