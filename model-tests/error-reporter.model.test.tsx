// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, vi, type MockInstance } from 'vitest';
import { errorReporterMachine } from '../machines/error-reporter/machine';
import { errorReport, MAX_STACK, type ReportRequest } from '../machines/error-reporter/report';
import { writeCrumb } from '../runtime/cookie-values';
import { errorReporterEffects, forwardTo, rawError, reportPage, sendReportsActor } from '../runtime/telemetry/error-reporter';
import { errorReporterCase } from './cases/error-reporter';
import { walkChart } from './harness';

// The error reporter has no view: what it does on the page is hear window errors and POST reports. Errors are
// thrown at the page as the browser does (an ErrorEvent on window, heard by the runtime's own forwarding, handed the
// trigger ref); the server's answers resolve the real send's POST; the second of debounce is the chart's own.
document.body.innerHTML = `<script type="application/json" id="site-context">
  {"website": {"id": "site-1"}, "templateId": "tpl-1"}</script>`;
const NOW = 1_700_000_000_000;
const error = new Error('Boom');
error.stack = `Error: Boom\n${'    at render (https://example.com/app.js:10:5)\n'.repeat(200)}`;
const errorInit = { message: 'Uncaught Error: Boom', error, filename: 'https://example.com/app.js', lineno: 10, colno: 5 };
const report = errorReport(rawError(new ErrorEvent('error', errorInit)), reportPage(), NOW);
const limits = { maxReports: 3, maxQueued: 2 };
// Test names show the event payload as JSON: name the report instead of printing its long stack.
const captured = { report, toJSON: () => ({ report: `Uncaught Error: Boom (stack of ${error.stack!.length} characters)` }) };

let requests: ReportRequest[] = [];
let answers: Array<{ resolve: (ok: boolean) => void; reject: (error: unknown) => void }> = [];
let warn: MockInstance<typeof console.warn>;

describe('error reporter chart through the page', () => {
  walkChart({
    ...errorReporterCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine: errorReporterMachine.provide({ actions: errorReporterEffects() }),
    actors: {
      sendReports: sendReportsActor((request) => {
        requests.push(request);
        return new Promise((resolve, reject) => answers.push({ resolve, reject }));
      }),
    },
    input: limits,
    mount: (_view, _container, trigger) => {
      requests = [];
      answers = [];
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      writeCrumb('crumb-1');
      const now = vi.spyOn(Date, 'now').mockReturnValue(NOW);
      const forward = forwardTo(trigger!);
      window.addEventListener('error', forward);
      return () => {
        window.removeEventListener('error', forward);
        now.mockRestore();
        warn.mockRestore();
      };
    },
    // SENT and SEND_FAILED are the chart's own, raised from the send's outcome: the server answers the real send.
    events: {
      ERROR_CAPTURED: [captured],
      SENT: [],
      SEND_FAILED: [],
      'xstate.done.actor.sendReports': [{ output: true }, { output: false }],
      // A transport that throws: the chart hears SEND_FAILED all the same.
      'xstate.error.actor.sendReports': [{ error: 'transport threw' }],
    },
    actions: {
      ERROR_CAPTURED: () => void window.dispatchEvent(new ErrorEvent('error', errorInit)),
      'xstate.done.actor.sendReports': ({ event }) => answers.shift()!.resolve((event as { output?: boolean }).output === true),
      'xstate.error.actor.sendReports': () => answers.shift()!.reject(new Error('transport threw')),
    },
    states: {
      // In every state: each POST carries the crumb and a list of at most maxQueued reports with cut stacks; every
      // accepted report has been posted once or is waiting; the first failure is logged, later ones are not.
      '#errorReporter': ({ snapshot }) => {
        const posted = requests.map((request) => JSON.parse(request.body) as (typeof report)[]);
        for (const [i, request] of requests.entries()) {
          expect(request.url).toBe('/api/events/RecordJavascriptErrors');
          expect(request.headers['X-CSRF-Token']).toBe('crumb-1');
          expect(posted[i]!.length).toBeGreaterThan(0);
          expect(posted[i]!.length).toBeLessThanOrEqual(limits.maxQueued);
        }
        for (const sent of posted.flat()) {
          expect(sent).toEqual({ ...report, data: { ...report.data, stack: error.stack!.slice(0, MAX_STACK) } });
        }
        expect(posted.flat().length + snapshot.context.queue.length).toBe(snapshot.context.accepted);
        expect(warn).toHaveBeenCalledTimes(Math.min(snapshot.context.failures, 1));
      },
      idle: ({ snapshot }) => expect(snapshot.context.queue).toEqual([]),
      debouncing: ({ snapshot }) => expect(snapshot.context.queue.length).toBeGreaterThan(0),
      sending: ({ snapshot }) => expect(requests.at(-1)!.body).toBe(JSON.stringify(snapshot.context.inFlight)),
      done: () => {
        expect(requests.flatMap((request) => JSON.parse(request.body))).toHaveLength(limits.maxReports);
        // Done: a later error is no longer reported.
        window.dispatchEvent(new ErrorEvent('error', errorInit));
        expect(answers).toEqual([]);
      },
    },
  });
});
