import type { TrailStep } from '../shared/trail';

/** One trace entry (visitor-runtime §3 "Trace"), as the API's schema (runtime/api-schemas.ts) reads it. */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data?: unknown;
  /** The flight recorder's last transitions when the entry was added (docs/telemetry.md). */
  trail?: TrailStep[];
}
