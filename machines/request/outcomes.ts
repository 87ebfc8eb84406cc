import { fillMessage } from '../shared/text/fill';
import { requestText } from '../shared/text/request';

/**
 * Pure mapping from what the server answered to a request-chart event (visitor-runtime §8 "Data layer").
 * Kept apart from fetch so it can be property-tested.
 */

export type RequestOutcome =
  | { type: 'SUCCEEDED'; data: unknown }
  | { type: 'CRUMB_FAILED'; crumb?: string }
  | { type: 'SERVER_ERROR'; message: string }
  | { type: 'LOGIN_REQUIRED' }
  | { type: 'AUTHORIZATION_FAILED' }
  | { type: 'PARSE_FAILED'; message: string }
  | { type: 'NETWORK_FAILED'; status: number; message: string; data?: unknown };

/** Status 0 stands for "no answer" (connection refused or dropped). */
export function networkErrorMessage(status: number): string {
  if (status === 401 || status === 403) return requestText['request.unauthorized'];
  if (status === 500 || status === 501) return requestText['request.serverError'];
  if (status === 503) return requestText['request.unavailable'];
  return requestText['request.unableToConnect'];
}

/** Only the "others" branch is retried: a definite 401/403/5xx answer will not change 200 ms later. */
export function isRetryableStatus(status: number): boolean {
  return ![401, 403, 500, 501, 503].includes(status);
}

export function parseFailureMessage(url: string, message: string): string {
  return fillMessage(requestText['request.unparseable'], { url, message });
}

export interface RawAnswer {
  url: string;
  /** 0 when no answer came. */
  status: number;
  body: string;
  format: 'json' | 'text';
}

function parseOrUndefined(body: string): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

export function classifyAnswer({ url, status, body, format }: RawAnswer): RequestOutcome {
  if (status < 200 || status > 299) {
    // The body of a failed answer is kept when it is JSON: a 400 may name the fields in error.
    const data = parseOrUndefined(body);
    return { type: 'NETWORK_FAILED', status, message: networkErrorMessage(status), ...(data === undefined ? {} : { data }) };
  }
  if (format === 'text') return { type: 'SUCCEEDED', data: body };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    return { type: 'PARSE_FAILED', message: parseFailureMessage(url, (error as Error).message) };
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const answer = data as Record<string, unknown>;
    if (answer.crumbFail) {
      return typeof answer.crumb === 'string' ? { type: 'CRUMB_FAILED', crumb: answer.crumb } : { type: 'CRUMB_FAILED' };
    }
    if (answer.loginRequired) return { type: 'LOGIN_REQUIRED' };
    if (answer.authorizationFail) return { type: 'AUTHORIZATION_FAILED' };
    if (answer.error !== undefined && answer.error !== null && answer.error !== false) {
      return { type: 'SERVER_ERROR', message: String(answer.error) };
    }
  }
  return { type: 'SUCCEEDED', data };
}
