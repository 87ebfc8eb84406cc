import type { TrailStep } from '../shared/trail';

/** One error report (visitor-runtime §3 "Error report"), as the API's schema (runtime/api-schemas.ts) reads it. */
export interface ErrorReportEvent {
  event: string;
  data: {
    websiteId?: string | null;
    templateId?: string | null;
    url: string;
    userAgent?: string | null;
    app?: string | null;
    message: string;
    /** cut to 5000 characters (visitor-runtime §8) */
    stack?: string | null;
    file?: string | null;
    line?: number | null;
    column?: number | null;
    custom?: unknown;
    [key: string]: unknown;
  };
  timestamp: number;
  /** The flight recorder's last transitions when the error was caught (docs/telemetry.md). */
  trail?: TrailStep[];
}
