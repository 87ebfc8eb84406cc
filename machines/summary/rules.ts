import type { RequestError, RequestSpec } from '../request/machine';
import { isRetryableStatus, type RequestOutcome } from '../request/outcomes';
import { isRecord } from '../shared/values';
import { translate } from '../shared/text/en-US';

/** What a summary event block asks the platform to render (visitor-runtime §7 "POST /api/widget/GetWidgetRendering"). */
export interface SummaryWidget {
  type: string | number;
  id: string;
  value?: unknown;
}

export const WIDGET_RENDERING_URL = '/api/widget/GetWidgetRendering';

/**
 * The request of a summary event block: form-encoded `widgetJSON` (type, id, value) and `collectionId`. The block
 * shows its own messages (no system error overlay), and a connection that fails is tried once more 200 ms later.
 */
export function widgetRenderingRequest(widget: SummaryWidget, collectionId: string): RequestSpec {
  const widgetJSON = { type: widget.type, id: widget.id, ...(widget.value === undefined ? {} : { value: widget.value }) };
  return { method: 'POST', url: WIDGET_RENDERING_URL, form: true, data: { widgetJSON, collectionId }, retries: 1, showErrors: false };
}

/** The markup of a widget rendering's answer (`data.html`), or null when the answer has none. */
export const renderedHtml = (data: unknown): string | null => (isRecord(data) && typeof data.html === 'string' ? data.html : null);

/**
 * A widget rendering's answer as the request chart takes it: an answer without its `html` is one that could not be
 * read, so the chart is in `success` only with markup to show.
 */
export function widgetRenderingOutcome(outcome: RequestOutcome): RequestOutcome {
  if (outcome.type !== 'SUCCEEDED' || renderedHtml(outcome.data) !== null) return outcome;
  return { type: 'PARSE_FAILED', message: `The answer of ${WIDGET_RENDERING_URL} has no html` };
}

/**
 * What a failed load says (display-widgets §8 "General"; the spec does not say which shows when): a connection that
 * failed, or a status that may pass, may work on another try, so it says 'Unable to load. Try again.'; an answer
 * that was an error (the server's error, a definite 401/403/500/501/503, an answer that could not be read) says
 * 'Unable to load results'. Both come with the retry control.
 */
export function loadFailureMessage(error: Pick<RequestError, 'kind' | 'status'>): string {
  const mayPass = error.kind === 'network' && isRetryableStatus(error.status ?? 0);
  return translate(mayPass ? 'error.unableToLoadTryAgain' : 'error.unableToLoadResults');
}
