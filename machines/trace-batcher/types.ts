/** One trace entry (visitor-runtime §3 "Trace"), as the API's schema (runtime/api-schemas.ts) reads it. */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data?: unknown;
}
