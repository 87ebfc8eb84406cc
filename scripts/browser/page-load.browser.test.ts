import type { Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedRow } from '../server/store';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { formSelectors, typeInto } from './form-helpers';

// One id per page load (docs/server.md "Page load id"): everything a page visit sends reaches /_received under the
// same page load, whether it went with the X-Page-Load-Id header (data layer, tracking, error reports, trace POSTs) or
// without one (the Track image, the trace beacon, performance records); the next visit has another.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const contact = formSelectors('contact');

/** The X-Page-Load-Id of every API request a page sent (recorded by the fixture from before it navigated). */
const pageLoadHeaders = (requests: Request[]) =>
  new Set(
    requests
      // the Track image and beacons cannot carry the header: they carry the id in the query or body
      .filter((request) => new URL(request.url()).pathname !== '/api/track/Track' && request.resourceType() !== 'ping')
      .map((request) => request.headers()['x-page-load-id']),
  );

const received = async (after: number) =>
  ((await (await fetch(`${fixture.server.url}/_received.json`)).json()) as ReceivedRow[]).filter((row) => row.id > after);
const kindsOf = (rows: ReceivedRow[], pageLoad: string) => new Set(rows.filter((r) => r.pageLoad === pageLoad).map((r) => r.kind));

describe('page load id', () => {
  it('groups what one page visit sent under one page load, and the next visit under another', async () => {
    const after = fixture.lastRowId();

    // Visit 1: the form page (with a campaign, so Track is sent), filled and submitted.
    const form = await fixture.open('/form?campaign=spring');
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

    // Visit 2: the telemetry page throws an error, traces a failed request, and is hidden (beacons).
    const telemetry = await fixture.open('/telemetry');
    await telemetry.page.waitForFunction(() => window.visitorRuntime!.actors.get('performanceCollector')?.getSnapshot().context.pageLoadId);
    await telemetry.page.click('#throw').catch(() => {});
    await telemetry.page.click('#network-error');
    await telemetry.page.waitForFunction(() => window.visitorRuntime!.actors.get('traceBatcher')?.getSnapshot().context.entries.length === 1);
    await expect.poll(async () => (await received(after)).some((row) => row.kind === 'error-report')).toBe(true);
    await telemetry.page.click('#hide');

    // Each visit sent one id with its headers; the two differ.
    const firstHeaders = pageLoadHeaders(form.requestsTo('/api/'));
    const secondHeaders = pageLoadHeaders(telemetry.requestsTo('/api/'));
    expect(firstHeaders.size).toBe(1);
    expect(secondHeaders.size).toBe(1);
    const first = [...firstHeaders][0] ?? '';
    const second = [...secondHeaders][0] ?? '';
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(second).toMatch(/^[\w-]{8,}$/);
    expect(second).not.toBe(first);

    // /_received.json: each kind under the visit that sent it (both pages send the page view's census and event),
    // and every row under one of the two visits.
    const kinds = async (pageLoad: string) => kindsOf(await received(after), pageLoad);
    await expect.poll(() => kinds(first)).toEqual(new Set(['form-submission', 'census', 'track', 'event']));
    await expect.poll(() => kinds(second)).toEqual(new Set(['census', 'event', 'error-report', 'trace', 'performance']));
    expect(new Set((await received(after)).map((row) => row.pageLoad))).toEqual(new Set([first, second]));
  });
});
