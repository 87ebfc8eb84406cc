import type { ErrorReportEvent } from './types';
import { describeThrown } from './describe-thrown';

export type { ErrorReportEvent };

/** Script error reporting limits (visitor-runtime §8, §9). */
export const MAX_REPORTS = 20;
export const MAX_QUEUED = 10;
export const MAX_STACK = 5000;
export const DEBOUNCE_MS = 1000;
/** Messages are cut too (our choice: the spec bounds only stacks), so one batch stays far below the server's 1 MB. */
export const MAX_MESSAGE = 1000;
export const REPORT_EVENT = 'javascript-error';
export const REPORT_APP = 'visitor-runtime';
export const REPORT_URL = '/api/events/RecordJavascriptErrors';

/** What the browser tells about one uncaught error or unhandled rejection. */
export interface RawError {
  message: string;
  error?: unknown;
  file?: string;
  line?: number;
  column?: number;
  custom?: unknown;
}

/** The page facts every report carries. */
export interface ReportPage {
  websiteId: string | null;
  templateId: string | null;
  url: string;
  userAgent: string;
}

export const cut = (text: string | null | undefined, max: number): string | null =>
  typeof text === 'string' ? text.slice(0, max) : null;

/** The stack of a thrown value, if it is an Error (or looks like one). Never throws. */
export function stackOf(error: unknown): string | null {
  try {
    const stack = (error as { stack?: unknown } | null)?.stack;
    return typeof stack === 'string' ? stack : null;
  } catch {
    return null;
  }
}

export { describeThrown };

/** The error-report event of visitor-runtime §3, stack and message cut. */
export function errorReport(raw: RawError, page: ReportPage, timestamp: number): ErrorReportEvent {
  return {
    event: REPORT_EVENT,
    data: {
      websiteId: page.websiteId,
      templateId: page.templateId,
      url: page.url,
      userAgent: page.userAgent,
      app: REPORT_APP,
      message: cut(raw.message, MAX_MESSAGE) ?? '',
      stack: cut(stackOf(raw.error), MAX_STACK),
      file: raw.file || null,
      line: Number.isFinite(raw.line) ? raw.line : null,
      column: Number.isFinite(raw.column) ? raw.column : null,
      ...(raw.custom === undefined ? {} : { custom: raw.custom }),
    },
    timestamp,
  };
}

/** The POST of one batch: a JSON list, with the crumb cookie as X-CSRF-Token (visitor-runtime §7). */
export function reportRequest(batch: readonly ErrorReportEvent[], crumb: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (crumb) headers['X-CSRF-Token'] = crumb;
  return { url: REPORT_URL, headers, body: JSON.stringify(batch) };
}
export type ReportRequest = ReturnType<typeof reportRequest>;
