// The error reporter chunk (docs/telemetry.md), downloaded by the core on the first uncaught error.
import { fromPromise } from 'xstate';
import { errorReporterMachine, type ErrorReporterEvent } from '../../machines/error-reporter/machine';
import {
  errorReport,
  describeThrown,
  reportRequest,
  type ErrorReportEvent,
  type RawError,
  type ReportPage,
  type ReportRequest,
} from '../../machines/error-reporter/report';
import { trailField, type TrailStep } from '../../machines/shared/trail';
import { startActor } from '../actors';
import { readCrumb } from '../cookie-values';
import { logWarn } from '../log';
import { pageLoadId } from '../page-load';

/** What reaches the error reporter: a window error (thrown, or reported with reportError()) or an unhandled rejection.
 * The core holds these until this chunk has loaded (runtime/telemetry/core.ts). */
export type Captured = ErrorEvent | PromiseRejectionEvent;

/** Sends one batch; true when the server took it. Never rejects. */
export type ReportTransport = (request: ReportRequest) => Promise<boolean>;

/**
 * fetch with credentials. keepalive (so a report survives leaving the page) only for bodies under 30 KB: Chromium
 * refuses a keepalive request once those in flight exceed 64 KB, and the answer is read to the end so the request is
 * over before the next one starts.
 */
export const postReports: ReportTransport = (request) =>
  fetch(request.url, {
    method: 'POST',
    credentials: 'include',
    headers: { ...request.headers, 'X-Page-Load-Id': pageLoadId() },
    body: request.body,
    keepalive: request.body.length < 30_000,
  }).then(
    (response) => response.text().then(() => response.ok, () => response.ok),
    () => false,
  );

interface EffectArgs {
  context: { failures: number };
}

/** The reporter never reports itself: whatever an effect throws is logged, not rethrown (so never captured). */
const quietly = (effect: (args: EffectArgs) => void) => (args: EffectArgs) => {
  try {
    effect(args);
  } catch (error) {
    logWarn('The error reporter failed.', error);
  }
};

/** The chart's send: the POST with the crumb as X-CSRF-Token; true when the server took the batch. */
export const sendReportsActor = (transport: ReportTransport = postReports) =>
  fromPromise<boolean, ErrorReportEvent[]>(({ input }) => transport(reportRequest(input, readCrumb())));

/** The chart's effect: the one warning. */
export function errorReporterEffects() {
  return {
    warnSendFailed: quietly(({ context }) => {
      if (context.failures === 1) logWarn('Error reports could not be sent; they are dropped (logged once).');
    }),
  };
}

/** The browser's error event or rejection as the reporter reads it. Never throws. */
export function rawError(captured: Captured): RawError {
  if ('reason' in captured) {
    return { message: `Unhandled rejection: ${describeThrown(captured.reason)}`, error: captured.reason };
  }
  const { message, error, filename: file, lineno: line, colno: column } = captured;
  return { message: message || describeThrown(error), error, file, line, column };
}

let site: { websiteId: string | null; templateId: string | null } | undefined;

/** websiteId and templateId from the site context script (read once, quietly: boot already reported problems). */
export function reportPage(doc: Document = document): ReportPage {
  if (!site) {
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    try {
      const context = JSON.parse(doc.getElementById('site-context')?.textContent || '{}');
      site = { websiteId: text(context?.website?.id), templateId: text(context?.templateId) };
    } catch {
      site = { websiteId: null, templateId: null };
    }
  }
  return { ...site, url: location.href, userAgent: navigator.userAgent };
}

/**
 * Turns captured errors into ERROR_CAPTURED for an actor, each with the trail of when it was caught; errors after the
 * reporter is done are ignored.
 */
export const forwardTo =
  (actor: { send(event: ErrorReporterEvent): void; getSnapshot(): { status: string } }) => (captured: Captured, trail: readonly TrailStep[] = []) => {
    try {
      if (actor.getSnapshot().status !== 'active') return;
      actor.send({ type: 'ERROR_CAPTURED', report: { ...errorReport(rawError(captured), reportPage(), Date.now()), ...trailField(trail) } });
    } catch (error) {
      logWarn('The error reporter failed.', error);
    }
  };

/** Starts the page's error reporter (actor `errorReporter`) and returns what the core forwards errors to. */
export const startErrorReporter = () =>
  forwardTo(
    startActor('errorReporter', errorReporterMachine.provide({ actions: errorReporterEffects(), actors: { sendReports: sendReportsActor() } }), {}, false),
  );
