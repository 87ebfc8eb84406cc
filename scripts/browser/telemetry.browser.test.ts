import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorReportBatchSchema, performanceRecordsSchema, type ErrorReportEvent, type TraceEntry } from '../../runtime/api-schemas';
import type { ReceivedKind } from '../server/store';
import { openBrowserFixture } from './fixture';

// Telemetry in Chromium against the reference server (docs/telemetry.md): script error reporting under an error
// storm and when its own sends fail, traces, and performance records with and without consent.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
let context: BrowserContext | undefined;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface Opened {
  page: Page;
  requests: Request[];
  warnings: string[];
  crumb: () => Promise<string | undefined>;
}

/** Opens a page in a fresh context, recording requests and warnings from the start, then boots it. */
async function open(path: string, beforeGoto?: (page: Page) => Promise<unknown>): Promise<Opened> {
  context = await fixture.browser.newContext();
  const page = await context.newPage();
  const requests: Request[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await beforeGoto?.(page);
  await page.goto(`${fixture.server.url}${path}`);
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  const crumb = async () => (await context!.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
  return { page, requests, warnings, crumb };
}

/** What the server stored of one kind after row `after` (rows are numbered in arrival order). */
const storedSince = (kind: ReceivedKind, after: number) =>
  fixture.server.store.list({ kind }).filter((row) => row.id > after).reverse();
const lastRowId = () => fixture.server.store.list({ limit: 1 })[0]?.id ?? 0;

const reportRequests = (requests: Request[]) => requests.filter((r) => r.url().endsWith('/api/events/RecordJavascriptErrors'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const { page, requests, crumb } = await open('/telemetry');
    await storm(page, 'throw', 10_000, 'first storm', 5100);
    await expect.poll(() => reporterState(page), { timeout: 10_000 }).toMatchObject({ value: expect.stringMatching(/idle|done/) });
    await storm(page, 'dispatch', 10_000, 'second storm', 20_000);
    await expect.poll(() => reporterState(page), { timeout: 10_000 }).toEqual({ value: 'done', status: 'done' });
    await storm(page, 'throw', 10_000, 'third storm', 100);
    await sleep(2000);

    const sent = reportRequests(requests);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      expect(request.headers()['x-csrf-token']).toBe(await crumb());
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
    const { page, requests, warnings } = await open('/telemetry', (page) =>
      page.route('**/api/events/RecordJavascriptErrors', (route) => route.fulfill({ status: 500, body: '{}' })),
    );
    await page.click('#throw').catch(() => {});
    await expect.poll(() => reportRequests(requests).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => reporterState(page), { timeout: 10_000 }).toEqual({ value: 'idle', status: 'active' });
    await sleep(2000);
    expect(reportRequests(requests)).toHaveLength(1);
    // Later errors are still reported; the failures are logged once.
    await page.click('#reject');
    await expect.poll(() => reportRequests(requests).length, { timeout: 10_000 }).toBe(2);
    await sleep(2000);
    expect(reportRequests(requests)).toHaveLength(2);
    const messages = reportRequests(requests).flatMap((r) => JSON.parse(r.postData()!) as ErrorReportEvent[]).map((r) => r.data.message);
    expect(messages).toEqual(['Uncaught Error: Thrown by the demo button', 'Unhandled rejection: Error: Rejected by the demo button']);
    expect(warnings.filter((w) => w.includes('Error reports could not be sent'))).toHaveLength(1);
    expect(storedSince('error-report', after)).toEqual([]);
  });
});

describe('traces (visitor-runtime §3, §7)', () => {
  it('a network error is traced and sent when the page is hidden', async () => {
    const after = lastRowId();
    const { page } = await open('/telemetry');
    await page.click('#network-error');
    await page.waitForFunction(() => window.visitorRuntime!.actors.get('traceBatcher')?.getSnapshot().context.entries.length === 1);
    await hidePage(page);
    await expect.poll(() => storedSince('trace', after).length, { timeout: 5000 }).toBe(1);
    expect(storedSince('trace', after)[0]!.payload as TraceEntry[]).toEqual([
      { pageUrl: `${fixture.server.url}/telemetry`, type: 'network-error', data: { url: '/api/demo/echo?fault=503', status: 503 } },
    ]);
  });

  it('traces are posted every 30 s', async () => {
    const after = lastRowId();
    const { page, requests } = await open('/telemetry', (page) => page.clock.install());
    await page.click('#network-error');
    await page.waitForFunction(() => window.visitorRuntime!.actors.get('traceBatcher')?.getSnapshot().context.entries.length === 1);
    await page.clock.runFor(29_000);
    expect(requests.filter((r) => r.url().endsWith('/api/events/Trace'))).toHaveLength(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => storedSince('trace', after).length, { timeout: 5000 }).toBe(1);
    const trace = requests.find((r) => r.url().endsWith('/api/events/Trace'))!;
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
    await expect.poll(() => storedSince('performance', after).length, { timeout: 5000 }).toBe(1);
    expect(performancePaths(requests)).toEqual(['GET /api/1/performance/settings', 'POST /api/1/performance/records']);
    const records = performanceRecordsSchema.parse(storedSince('performance', after)[0]!.payload);
    expect(records.every((record) => record.pageLoadId === pageLoadId)).toBe(true);
    expect(records.map((record) => record.type)).toContain('navigation');
  });

  it('collects nothing under a restrictive policy without consent; starts once the visitor accepts', async () => {
    const after = lastRowId();
    const { page, requests } = await open('/telemetry-restrictive');
    await hidePage(page);
    await sleep(1000);
    expect(performancePaths(requests)).toEqual([]);
    expect(storedSince('performance', after)).toEqual([]);
    expect(await page.evaluate(() => window.visitorRuntime!.actors.has('performanceCollector'))).toBe(false);
    // Error reports are not tracking: they are sent all the same.
    await page.click('#throw').catch(() => {});
    await expect.poll(() => storedSince('error-report', after).length, { timeout: 10_000 }).toBe(1);
    await page.evaluate(() => {
      document.cookie = 'ss_consent=1; Path=/';
      document.dispatchEvent(new CustomEvent('visitor-runtime:consent-change', { detail: { choice: 'accepted' } }));
    });
    await expect.poll(() => performancePaths(requests), { timeout: 5000 }).toEqual(['GET /api/1/performance/settings']);
  });
});
