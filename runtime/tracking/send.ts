import { pageLoadId } from '../page-load';

/**
 * Fire-and-forget calls of tracking: they never reject, never show the error overlay and never log. Each carries
 * credentials and `keepalive` (so a click that leaves the page still delivers it).
 */
export interface SendOptions {
  /** Aborts the call after this many milliseconds. */
  timeoutMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /** Runs `abort` after `ms`; returns the cancel. Injected in tests. Default setTimeout. */
  schedule?: (abort: () => void, ms: number) => () => void;
}

const defaultSchedule = (abort: () => void, ms: number) => {
  const timer = setTimeout(abort, ms);
  return () => clearTimeout(timer);
};

/**
 * Resolves with the answer's status; 0 when there was none (refused, dropped, aborted). A call to the site's own host
 * (a path) carries X-Page-Load-Id; one to another host (an events service base) does not, as a custom header there
 * would need that host's CORS permission.
 */
export async function send(url: string, init: RequestInit, options: SendOptions = {}): Promise<number> {
  const { timeoutMs, fetch: fetcher = fetch, schedule = defaultSchedule } = options;
  const controller = new AbortController();
  const cancel = timeoutMs === undefined ? () => {} : schedule(() => controller.abort(), timeoutMs);
  const headers = { ...(/^\/(?!\/)/.test(url) && { 'X-Page-Load-Id': pageLoadId() }), ...(init.headers as Record<string, string>) };
  try {
    const response = await fetcher(url, { credentials: 'include', keepalive: true, signal: controller.signal, ...init, headers });
    return response.status;
  } catch {
    return 0;
  } finally {
    cancel();
  }
}

/** POST, form-encoded. */
export const postForm = (url: string, fields: Record<string, string>, options?: SendOptions) =>
  send(url, { method: 'POST', body: new URLSearchParams(fields) }, options);

/** POST, JSON. */
export const postJson = (url: string, data: unknown, options?: SendOptions) =>
  send(url, { method: 'POST', body: JSON.stringify(data), headers: { 'Content-Type': 'application/json' } }, options);
