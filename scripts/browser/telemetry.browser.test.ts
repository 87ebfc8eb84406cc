import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '../../machines/error-reporter/report';
import { FLUSH_INTERVAL_MS } from '../../machines/trace-batcher/machine';
import { errorReportBatchSchema, performanceRecordsSchema, type ErrorReportEvent, type TraceEntry } from '../../runtime/api-schemas';
import type { ReceivedKind } from '../server/store';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture, type OpenOptions } from './fixture';
import { formSelectors } from './form-helpers';

// Telemetry in Chromium against the reference server (docs/telemetry.md): script error reporting under an error
// storm and when its own sends fail, traces, and performance records with and without consent.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const open = (path: string, options?: OpenOptions) => fixture.open(path, options);
const crumb = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value;

/** What the server stored of one kind after row `after` (rows are numbered in arrival order). */
const storedSince = (kind: ReceivedKind, after: number) => fixture.stored({ kind, after });
const lastRowId = () => fixture.lastRowId();

const reportRequests = (requests: Request[]) => requests.filter((r) => r.url().endsWith('/api/events/RecordJavascriptErrors'));

/**
 * `count` errors with stacks of `stackLength` characters, all at once: thrown from timers (uncaught, as the browser
 * reports them), or dispatched as ErrorEvents (what the browser does for each, without the devtools traffic that
 * makes 10,000 long uncaught errors slow to drive). Settles when all have happened.
 */
const storm = (page: Page, how: 'throw' | 'dispatch', count: number, label: string, stackLength: number) =>
  page.evaluate(
    ([how, count, label, stackLength]) => {
      const frame = '    at deeply (https://example.com/nested/module.js:123:45)\n';
      const frames = frame.repeat(Math.ceil(stackLength / frame.length)).slice(0, stackLength);
      const make = (i: number) => Object.assign(new Error(`${label} ${i}`), { stack: `Error: ${label} ${i}\n${frames}` });
      for (let i = 0; i < count; i += 1) {
        if (how === 'dispatch') {
          const error = make(i);
          window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error.stack!.split('\n')[0]}` }));
        } else {
          setTimeout(() => {
            throw make(i);
          });
        }
      }
      return new Promise((resolve) => setTimeout(resolve));
    },
    [how, count, label, stackLength] as const,
  );

const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const reporterState = (page: Page) =>
  page.evaluate(() => {
    const actor = window.visitorRuntime!.actors.get('errorReporter');
    return actor ? { value: actor.getSnapshot().value as string, status: actor.getSnapshot().status as string } : null;
  });

describe('script error reporting (visitor-runtime §7, §8)', () => {
  it('error storms of 10,000 errors send at most 20 reports, at most 10 per request, stacks cut, with the crumb', async () => {
    const after = lastRowId();
    // No fake clock here: its timers would catch what the storm's timers throw, and the storm is about uncaught errors.
    const { page, requests, settle } = await open('/telemetry');
    await storm(page, 'throw', 10_000, 'first storm', 5100);
    await expect.poll(() => reporterState(page)).toMatchObject({ value: expect.stringMatching(/idle|done/) });
    await storm(page, 'dispatch', 10_000, 'second storm', 20_000);
    await expect.poll(() => reporterState(page)).toEqual({ value: 'done', status: 'done' });
    // The reporter is done (a final state): it takes no error, starts no timer and sends nothing more. The third
    // storm has happened when storm() settles; a round trip later a report it caused would be seen. (Dispatched: the
    // first storm showed thrown errors reach the reporter, and 10,000 more thrown ones only cost devtools traffic.)
    await storm(page, 'dispatch', 10_000, 'third storm', 100);
    await settle();
    expect(await reporterState(page)).toEqual({ value: 'done', status: 'done' });

    const sent = reportRequests(requests);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      expect(request.headers()['x-csrf-token']).toBe(await crumb(page));
      const list = errorReportBatchSchema.parse(JSON.parse(request.postData()!));
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(10);
    }
    const received = storedSince('error-report', after).flatMap((row) => row.payload as ErrorReportEvent[]);
    expect(received).toHaveLength(20);
    for (const report of received) {
      expect(report.data.stack!.length).toBe(5000);
      expect(report.data.message).toMatch(/^Uncaught Error: (first|second) storm \d+$/);
      expect(report.data).toMatchObject({ websiteId: '5f1e0c0ffee0000000000001', templateId: 'demo-template', app: 'visitor-runtime' });
    }
  });

  it('the reporter’s own failure (500) is logged once and causes no further reports', async () => {
    const after = lastRowId();
    const { page, requests, warnings, settle } = await open('/telemetry', {
      clock: true,
      beforeGoto: (page) => page.route('**/api/events/RecordJavascriptErrors', (route) => route.fulfill({ status: 500, body: '{}' })),
    });
    /**
     * Nothing more is sent: the reporter is idle again (its failed send did not become a report), and a report it
     * queued now would leave one debounce later. So: a round trip (anything the failure raised is captured by then),
     * the page's clock moved past the debounce, another round trip.
     */
    const expectNothingMoreSent = async (count: number) => {
      await expect.poll(() => reporterState(page)).toEqual({ value: 'idle', status: 'active' });
      await settle();
      await page.clock.runFor(DEBOUNCE_MS);
      await settle();
      expect(await reporterState(page)).toEqual({ value: 'idle', status: 'active' });
      expect(reportRequests(requests)).toHaveLength(count);
    };
    await page.click('#throw').catch(() => {});
    await expect.poll(() => reportRequests(requests).length).toBe(1);
    await expectNothingMoreSent(1);
    // Later errors are still reported; the failures are logged once.
    await page.click('#reject');
    await expect.poll(() => reportRequests(requests).length).toBe(2);
    await expectNothingMoreSent(2);
    const messages = reportRequests(requests).flatMap((r) => JSON.parse(r.postData()!) as ErrorReportEvent[]).map((r) => r.data.message);
    expect(messages).toEqual(['Uncaught Error: Thrown by the demo button', 'Unhandled rejection: Error: Rejected by the demo button']);
    expect(warnings().filter((w) => w.includes('Error reports could not be sent'))).toHaveLength(1);
    expect(storedSince('error-report', after)).toEqual([]);
  });

  it("a report carries the flight recorder's trail, the form's steps as the visitor typed, and nothing typed (the server's copy)", async () => {
    const after = lastRowId();
    const { page } = await open('/form');
    const TYPED = 'Qzx8 Vkw3';
    const form = formSelectors('contact');
    await page.locator(form.control('text')).fill(TYPED);
    await page.locator(form.control('password')).fill(`${TYPED}!`);
    await page.evaluate(() => void setTimeout(() => reportError(new Error('After typing'))));
    await expect.poll(() => storedSince('error-report', after)).toHaveLength(1);
    const [report] = storedSince('error-report', after).flatMap((row) => row.payload as ErrorReportEvent[]);
    expect(report!.data.message).toBe('Uncaught Error: After typing');
    const formSteps = report!.trail!.filter((step) => step.chart === 'form');
    expect(formSteps.slice(-2)).toEqual([
      { ms: expect.any(Number), actor: 'contact', chart: 'form', block: 'contact', kind: 'form', from: 'editing', to: 'editing', event: 'CHANGE' },
      { ms: expect.any(Number), actor: 'contact', chart: 'form', block: 'contact', kind: 'form', from: 'editing', to: 'editing', event: 'CHANGE' },
    ]);
    // every row the server stored from this page: the report, its census, anything else
    expect(JSON.stringify(fixture.stored({ after }))).not.toContain('Qzx8');
  });
});

describe('traces (visitor-runtime §3, §7)', () => {
  it('a network error is traced and sent when the page is hidden', async () => {
    const after = lastRowId();
    const { page } = await open('/telemetry');
    await page.click('#network-error');
    await page.waitForFunction(() => window.visitorRuntime!.actors.get('traceBatcher')?.getSnapshot().context.entries.length === 1);
    await hidePage(page);
    await expect.poll(() => storedSince('trace', after).length).toBe(1);
    const [entry, ...more] = storedSince('trace', after)[0]!.payload as TraceEntry[];
    expect(more).toEqual([]);
    const { trail, ...traced } = entry!;
    expect(traced).toEqual({ pageUrl: `${fixture.server.url}/telemetry`, type: 'network-error', data: { url: '/api/demo/echo?fault=503', status: 503 } });
    // the flight recorder's trail of when it was traced: the page's lifecycle first
    expect(trail![0]).toMatchObject({ actor: 'lifecycle', from: 'notInitialised', to: 'initialised', event: 'PAGE_READY' });
  });

  it('traces are posted every 30 s', async () => {
    const after = lastRowId();
    const { page, requests, request, settle } = await open('/telemetry', { clock: true });
    // Time stands still from here: the batcher's 30 s start when the trace comes and run only as the test says.
    await pauseClockSoon(page);
    await page.click('#network-error');
    await expect
      .poll(() => page.evaluate(() => window.visitorRuntime!.actors.get('traceBatcher')?.getSnapshot().context.entries.length))
      .toBe(1);
    await page.clock.runFor(FLUSH_INTERVAL_MS - 1);
    await settle();
    expect(requests.filter((r) => r.url().endsWith('/api/events/Trace'))).toHaveLength(0);
    await page.clock.runFor(1);
    const trace = await request('/api/events/Trace');
    await expect.poll(() => storedSince('trace', after).length).toBe(1);
    expect(trace.method()).toBe('POST');
    expect(trace.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  });
});

describe('performance records (display-widgets §7, §9)', () => {
  const performancePaths = (requests: Request[]) =>
    requests.filter((r) => new URL(r.url()).pathname.startsWith('/api/1/performance')).map((r) => `${r.method()} ${new URL(r.url()).pathname}`);

  it('asks for settings and posts the records when the page is hidden, when tracking is allowed', async () => {
    const after = lastRowId();
    const { page, requests } = await open('/telemetry');
    await page.waitForFunction(() => window.visitorRuntime!.actors.get('performanceCollector')?.getSnapshot().context.pageLoadId);
    const pageLoadId = await page.evaluate(() => window.visitorRuntime!.actors.get('performanceCollector')!.getSnapshot().context.pageLoadId);
    await hidePage(page);
    await expect.poll(() => storedSince('performance', after).length).toBe(1);
    expect(performancePaths(requests)).toEqual(['GET /api/1/performance/settings', 'POST /api/1/performance/records']);
    const records = performanceRecordsSchema.parse(storedSince('performance', after)[0]!.payload);
    expect(records.every((record) => record.pageLoadId === pageLoadId)).toBe(true);
    expect(records.map((record) => record.type)).toContain('navigation');
  });

  it('collects nothing under a restrictive policy without consent; starts once the visitor accepts', async () => {
    const after = lastRowId();
    const { page, requests, assets, settle } = await open('/telemetry-restrictive');
    // Boot decided not to start the collector (its chunk is not even asked for); hiding the page is when a
    // collector sends, and a round trip later its beacon would be seen.
    await hidePage(page);
    await settle();
    expect(assets).not.toContain('telemetry/performance.js');
    expect(performancePaths(requests)).toEqual([]);
    expect(storedSince('performance', after)).toEqual([]);
    expect(await page.evaluate(() => window.visitorRuntime!.actors.has('performanceCollector'))).toBe(false);
    // Error reports are not tracking: they are sent all the same.
    await page.click('#throw').catch(() => {});
    await expect.poll(() => storedSince('error-report', after).length).toBe(1);
    await page.evaluate(() => {
      document.cookie = 'ss_consent=1; Path=/';
      document.dispatchEvent(new CustomEvent('visitor-runtime:consent-change', { detail: { choice: 'accepted' } }));
    });
    await expect.poll(() => performancePaths(requests)).toEqual(['GET /api/1/performance/settings']);
  });
});
