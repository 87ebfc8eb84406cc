import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedRow } from '../server/store';
import { openBrowserFixture } from './fixture';
import { formSelectors, typeInto } from './form-helpers';

// One id per page load (docs/server.md "Page load id"): everything a page visit sends reaches /_received under the
// same page load, whether it went with the X-Page-Load-Id header (data layer, tracking, error reports, trace POSTs) or
// without one (the Track image, the trace beacon, performance records); the next visit has another.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => fixture?.close());

const contact = formSelectors('contact');

/** Opens a page in a fresh context and boots it; collects the X-Page-Load-Id of every API request it sends. */
async function open(path: string): Promise<{ page: Page; pageLoadHeaders: Set<string | undefined> }> {
  const context = await fixture.browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const pageLoadHeaders = new Set<string | undefined>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // the Track image and beacons cannot carry the header: they carry the id in the query or body
    const headerless = pathname === '/api/track/Track' || request.resourceType() === 'ping';
    if (pathname.startsWith('/api/') && !headerless) pageLoadHeaders.add(request.headers()['x-page-load-id']);
  });
  await page.goto(`${fixture.server.url}${path}`);
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  return { page, pageLoadHeaders };
}

const received = async (after: number) =>
  ((await (await fetch(`${fixture.server.url}/_received.json`)).json()) as ReceivedRow[]).filter((row) => row.id > after);
const kindsOf = (rows: ReceivedRow[], pageLoad: string) => new Set(rows.filter((r) => r.pageLoad === pageLoad).map((r) => r.kind));

describe('page load id', () => {
  it('groups what one page visit sent under one page load, and the next visit under another', async () => {
    const after = fixture.server.store.list({ limit: 1 })[0]?.id ?? 0;

    // Visit 1: the form page (with a campaign, so Track is sent), filled and submitted.
    const form = await open('/form?campaign=spring');
    await typeInto(form.page, contact.control('name', 0), 'Ada');
    await typeInto(form.page, contact.control('name', 1), 'Lovelace');
    await typeInto(form.page, contact.control('email'), 'ada@example.com');
    await typeInto(form.page, contact.control('date', 0), '12');
    await typeInto(form.page, contact.control('date', 1), '24');
    await typeInto(form.page, contact.control('date', 2), '2025');
    await form.page.getByRole('group', { name: 'Cake (required)' }).getByText('Chocolate').click();
    await form.page.getByLabel('Size', { exact: true }).selectOption('Small');
    await form.page.getByRole('group', { name: 'Service' }).getByRole('radio', { name: 'Agree', exact: true }).click();
    await typeInto(form.page, contact.control('message'), 'A cake for Sunday.');
    await typeInto(form.page, contact.control('password'), 'secret-42');
    await form.page.locator(contact.submit).click();
    await form.page.locator(contact.message).waitFor();
    await expect.poll(async () => (await received(after)).some((row) => row.kind === 'form-submission')).toBe(true);
    await form.page.waitForLoadState('networkidle');

    // Visit 2: the telemetry page throws an error, traces a failed request, and is hidden (beacons).
    const telemetry = await open('/telemetry');
    await telemetry.page.waitForFunction(() => window.visitorRuntime!.actors.get('performanceCollector')?.getSnapshot().context.pageLoadId);
    await telemetry.page.click('#throw').catch(() => {});
    await telemetry.page.click('#network-error');
    await telemetry.page.waitForFunction(() => window.visitorRuntime!.actors.get('traceBatcher')?.getSnapshot().context.entries.length === 1);
    await expect.poll(async () => (await received(after)).some((row) => row.kind === 'error-report'), { timeout: 10_000 }).toBe(true);
    await telemetry.page.click('#hide');

    // Each visit sent one id with its headers; the two differ.
    expect(form.pageLoadHeaders.size).toBe(1);
    expect(telemetry.pageLoadHeaders.size).toBe(1);
    const first = [...form.pageLoadHeaders][0] ?? '';
    const second = [...telemetry.pageLoadHeaders][0] ?? '';
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(second).toMatch(/^[\w-]{8,}$/);
    expect(second).not.toBe(first);

    // /_received.json: each kind under the visit that sent it (both pages send the page view's census and event),
    // and every row under one of the two visits.
    const kinds = async (pageLoad: string) => kindsOf(await received(after), pageLoad);
    await expect.poll(() => kinds(first)).toEqual(new Set(['form-submission', 'census', 'track', 'event']));
    await expect.poll(() => kinds(second), { timeout: 10_000 }).toEqual(new Set(['census', 'event', 'error-report', 'trace', 'performance']));
    expect(new Set((await received(after)).map((row) => row.pageLoad))).toEqual(new Set([first, second]));
  });
});
