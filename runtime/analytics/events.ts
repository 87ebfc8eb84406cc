import { readCrumb } from '../cookie-values';
import { logError } from '../log';
import { postForm, postJson, type SendOptions } from '../tracking/send';

/** Analytics event calls (display-widgets §7). */
export const RECORD_EVENT_URL = '/api/events/RecordEvent';
export const EVENTS_SERVICE_PATH = '/api/v1/events';

/** POST /api/events/RecordEvent, form-encoded crumb, event, data (JSON). Not sent without a crumb cookie (the server
 * would refuse it); resolves with the status, 0 when not sent or unanswered. Errors are swallowed. */
export function recordEvent(event: string, data: Record<string, unknown>, crumb = readCrumb(), options?: SendOptions) {
  if (!crumb || !event) return Promise.resolve(0);
  return postForm(RECORD_EVENT_URL, { crumb, event, data: JSON.stringify(data) }, options);
}

export interface AnalyticsEvent {
  analyticsId: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string;
}

/**
 * POST {base}/api/v1/events. 200 and 202 are success (true); any other answer, or none (status 0), logs
 * 'Error tracking event: HTTP Status <code>' and gives false.
 */
export async function sendAnalyticsEvent(
  base: string,
  event: AnalyticsEvent,
  options?: SendOptions,
  log: (message: string) => void = logError,
): Promise<boolean> {
  const status = await postJson(`${base.replace(/\/+$/, '')}${EVENTS_SERVICE_PATH}`, event, options);
  if (status === 200 || status === 202) return true;
  log(`Error tracking event: HTTP Status ${status}`);
  return false;
}
