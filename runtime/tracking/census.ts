import { postForm, postJson, send, type SendOptions } from './send';

/**
 * Census calls (visitor-runtime §3 "Census hit payload", "Census button payload", §7). Every error is swallowed.
 * Payloads pass the reference server's schemas in runtime/api-schemas.ts.
 */
export const CENSUS_TIMEOUT_MS = 2500;
/** RecordHit's event: page view (event type 1, visitor-runtime §3). */
export const PAGE_VIEW_EVENT = 1;
/** Where a button is: a button block or a popup overlay. */
export const ButtonContext = { BLOCK: 1, POPUP: 2 } as const;

export { censusPageFields, type CensusPageFields } from '../../machines/shared/census-fields';
import type { CensusPageFields } from '../../machines/shared/census-fields';

/** The form-encoded body of RecordHit. */
export const recordHitBody = (data: CensusPageFields, visitorCookie: string) => ({
  event: String(PAGE_VIEW_EVENT),
  data: JSON.stringify(data),
  ss_cvr: visitorCookie,
});

export const recordHit = (data: CensusPageFields, visitorCookie: string, options?: SendOptions) =>
  postForm('/api/census/RecordHit', recordHitBody(data, visitorCookie), options);

/** What a button tells the census (besides the page fields and the visitor cookie). */
export interface ButtonFields {
  id: string;
  buttonText: string | null;
  clickthroughUrl: string | null;
  alignment: string | null;
  size: string | null;
  newWindow: boolean;
  context: 1 | 2;
}

export const buttonPayload = (button: ButtonFields, visitorCookie: string, page: CensusPageFields) => ({
  ...page,
  ...button,
  visitorCookie,
});

/** button-render or button-click, aborted after 2500 ms. */
export const recordButton = (
  kind: 'render' | 'click',
  payload: ReturnType<typeof buttonPayload>,
  options?: SendOptions,
) => postJson(`/api/census/button-${kind}`, payload, { timeoutMs: CENSUS_TIMEOUT_MS, ...options });

/** A popup overlay was shown: its fields (e.g. id, style) plus the visitor cookie. */
export const recordOverlay = (fields: Record<string, unknown>, visitorCookie: string, options?: SendOptions) =>
  postJson('/api/census/overlay', { ...fields, visitorCookie }, options);

/** A quick view of item `id` opened. */
export const recordQuickView = (id: string, options?: SendOptions) =>
  send(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, { method: 'POST' }, options);
