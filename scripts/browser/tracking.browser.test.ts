import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { censusButtonSchema, censusHitSchema, eventsServiceRequestSchema, trackQuerySchema } from '../../runtime/api-schemas';
import { openBrowserFixture } from './fixture';

// Tracking in Chromium against the reference server (docs/tracking.md): page view, cookies, skip rules, the
// restrictive cookie policy, button census and the Track image request.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

/** API paths of this tracking work, and with the performance collector, of everything that tracks. */
const ANALYTICS_PATHS = ['/api/census', '/api/track', '/api/events/RecordEvent', '/api/v1/events'];
const TRACKING_PATHS = [...ANALYTICS_PATHS, '/api/1/performance'];
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_asid'];

interface Opened {
  page: Page;
  context: BrowserContext;
  requests: Request[];
  logged: string[];
}

/** Opens a page in a fresh context, recording every request and console error from the start, then boots it. */
async function open(path: string, context?: BrowserContext): Promise<Opened> {
  context ??= await fixture.browser.newContext();
  const page = await context.newPage();
  const requests: Request[] = [];
  const logged: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  page.on('pageerror', (error) => logged.push(error.message));
  await page.goto(`${fixture.server.url}${path}`);
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  return { page, context, requests, logged };
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
const requestsTo = (paths: string[], requests: Request[]) => requests.filter((r) => paths.some((p) => pathOf(r).startsWith(p)));
const trackingRequests = (requests: Request[]) => requestsTo(TRACKING_PATHS, requests);
const trackingCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => TRACKING_COOKIES.includes(c.name));

/** The stored rows of one endpoint, oldest first. */
const stored = (endpoint: string) =>
  fixture.server.store.list().filter((row) => row.endpoint === endpoint).reverse();
/** The RecordHit row of the page view whose query string is `query`. */
const hitFor = (query: string) =>
  stored('/api/census/RecordHit').find((row) => (row.payload as { data: { queryString: string } }).data.queryString === query);

let n = 0;
const unique = () => `visit=${++n}-${Date.now()}`;

describe('page view', () => {
  it('records the census hit with every field and writes the visitor and visit-time cookies', async () => {
    const query = unique();
    const { page, context, logged } = await open(`/tracking?${query}`);
    await expect.poll(() => hitFor(query), { timeout: 5000 }).toBeDefined();
    const hit = censusHitSchema.parse(hitFor(query)!.payload);
    expect(Object.keys(hit.data).sort()).toEqual(
      ['userAgent', 'clientDate', 'viewportInnerHeight', 'viewportInnerWidth', 'screenHeight', 'screenWidth', 'websiteId', 'templateId',
        'website_locale', 'url', 'title', 'itemId', 'recordType', 'collectionId', 'localStorageSupported', 'queryString', 'referrer'].sort(),
    );
    expect(hit).toMatchObject({
      event: '1',
      data: {
        url: '/tracking', title: 'Tracking · Demo Bakery', websiteId: '5f1e0c0ffee0000000000001', templateId: 'demo-template',
        website_locale: 'en', collectionId: '5f1e0c0ffee0000000000010', itemId: null, recordType: null, localStorageSupported: true,
        queryString: query, referrer: '',
      },
    });
    expect(hit.data.userAgent).toContain('Chrome');
    expect(hit.data.viewportInnerWidth).toBeGreaterThan(0);
    expect(hit.data.screenWidth).toBeGreaterThan(0);

    const cookies = Object.fromEntries((await trackingCookies(context)).map((c) => [c.name, c]));
    expect(cookies.ss_cvr!.value).toMatch(/^[0-9a-f]{24}\|\d+\|\d+\|\d+\|\d+\|1$/);
    expect(hit.ss_cvr).toBe(cookies.ss_cvr!.value);
    const now = Date.now() / 1000;
    // 2 years asked; Chromium caps every cookie at 400 days
    expect(cookies.ss_cvr!.expires - now).toBeGreaterThan(Math.min(2 * 365, 400) * 86400 - 120);
    expect(cookies.ss_cvt!.expires - now).toBeGreaterThan(1800 - 120);
    expect(cookies.ss_cvt!.expires - now).toBeLessThanOrEqual(1800 + 5);
    expect(cookies.ss_asid!.expires - now).toBeGreaterThan(390 * 86400 - 120);

    // the events service page view carries the same visitor and the session
    await expect.poll(() => stored('/api/v1/events').length).toBeGreaterThan(0);
    const event = eventsServiceRequestSchema.parse(stored('/api/v1/events').at(-1)!.payload);
    expect(event).toMatchObject({ customSchemaName: 'page_view', commonData: { websiteId: '5f1e0c0ffee0000000000001', sessionId: cookies.ss_asid!.value } });

    // a second page view of the same visit keeps the record and the count, and moves the last activity
    const second = unique();
    await page.goto(`${fixture.server.url}/tracking?${second}`);
    await expect.poll(() => hitFor(second)).toBeDefined();
    const [id, first] = cookies.ss_cvr!.value.split('|');
    const next = (await trackingCookies(context)).find((c) => c.name === 'ss_cvr')!.value.split('|');
    expect(next[0]).toBe(id);
    expect(next[1]).toBe(first);
    expect(next[5]).toBe('1');
    expect(logged).toEqual([]);
    await context.close();
  });

  for (const [path, why] of [['/tracking-owner', 'a logged-in owner'], ['/tracking-not-found', 'a not-found page']] as const) {
    it(`is skipped for ${why}: no analytics request, no tracking chunk or cookie`, async () => {
      const { page, context, requests } = await open(path);
      await page.waitForLoadState('networkidle');
      expect(requestsTo(ANALYTICS_PATHS, requests).map((r) => r.url())).toEqual([]);
      expect(requests.map(pathOf)).not.toContain('/assets/tracking.js');
      expect(await trackingCookies(context)).toEqual([]);
      await context.close();
    });
  }

  it('is recorded for an account whose only role is viewer', async () => {
    const { page, context, requests } = await open('/tracking-viewer');
    await expect.poll(() => requests.map(pathOf)).toContain('/api/census/RecordHit');
    await page.waitForLoadState('networkidle');
    await context.close();
  });

  it('swallows a failing census call: no overlay, no error of the runtime', async () => {
    const context = await fixture.browser.newContext();
    await context.route('**/api/census/RecordHit', (route) => route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } }));
    const { page, requests, logged } = await open('/tracking', context);
    await expect.poll(() => requests.map(pathOf)).toContain('/api/census/RecordHit');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // Chromium itself logs the failed resource; the runtime logs nothing
    expect(logged.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});

describe('restrictive cookie policy', () => {
  it('requests nothing tracking and writes no tracking cookie before consent; both appear once the visitor accepts', async () => {
    const { page, context, requests, logged } = await open('/tracking-restrictive?utm_source=news&utm_campaign=spring');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(trackingRequests(requests).map((r) => r.url())).toEqual([]);
    expect(requests.map(pathOf)).not.toContain('/assets/tracking.js');
    expect(await trackingCookies(context)).toEqual([]);

    await page.evaluate(() => {
      document.cookie = 'ss_consent=1; path=/';
      document.dispatchEvent(new CustomEvent('visitor-runtime:consent-change', { detail: { choice: 'accepted' } }));
    });
    await expect.poll(() => trackingRequests(requests).map(pathOf)).toEqual(
      expect.arrayContaining(['/api/census/RecordHit', '/api/track/Track', '/api/v1/events', '/api/census/button-render']),
    );
    await expect.poll(async () => (await trackingCookies(context)).map((c) => c.name).sort()).toEqual(['ss_asid', 'ss_cvr', 'ss_cvt']);
    expect(logged).toEqual([]);
    await context.close();
  });
});

describe('buttons', () => {
  it('reports button-render once per button and button-click per click, with the button and page fields', async () => {
    const before = stored('/api/census/button-render').length;
    const { page, context, requests } = await open('/tracking');
    await expect.poll(() => stored('/api/census/button-render').length).toBe(before + 2);
    const renders = stored('/api/census/button-render').slice(before).map((row) => censusButtonSchema.parse(row.payload));
    const cookie = (await trackingCookies(context)).find((c) => c.name === 'ss_cvr')!.value;
    expect(renders.map((r) => r.id).sort()).toEqual(['order-button', 'static-button']);
    expect(renders.find((r) => r.id === 'order-button')).toMatchObject({
      buttonText: 'Order a cake', clickthroughUrl: '#order', alignment: 'center', size: 'large', newWindow: false, context: 1,
      visitorCookie: cookie, url: '/tracking', websiteId: '5f1e0c0ffee0000000000001',
    });

    const clicks = stored('/api/census/button-click').length;
    await page.click('#order-button');
    await expect.poll(() => stored('/api/census/button-click').length).toBe(clicks + 1);
    expect(stored('/api/census/button-click').at(-1)!.payload).toMatchObject({ id: 'order-button', buttonText: 'Order a cake', context: 1 });

    // a click that leaves the page is still delivered (keepalive)
    await Promise.all([page.waitForURL('**/static'), page.click('#static-button')]);
    await expect.poll(() => stored('/api/census/button-click').length).toBe(clicks + 2);
    expect(stored('/api/census/button-click').at(-1)!.payload).toMatchObject({ id: 'static-button', clickthroughUrl: '/static', size: 'small' });
    expect(requests.filter((r) => pathOf(r) === '/api/census/button-render')).toHaveLength(2);
    await context.close();
  });
});

describe('Track', () => {
  it('is an image request with the campaign parameters, only when the address carries them', async () => {
    const before = stored('/api/track/Track').length;
    const plain = await open('/tracking');
    await plain.page.waitForLoadState('networkidle');
    expect(plain.requests.map(pathOf)).not.toContain('/api/track/Track');
    await plain.context.close();

    const { page, context, requests } = await open('/tracking?utm_source=news&utm_medium=email&utm_campaign=spring&mkwid=k1');
    await expect.poll(() => stored('/api/track/Track').length).toBe(before + 1);
    const track = requests.find((r) => pathOf(r) === '/api/track/Track')!;
    expect(track.resourceType()).toBe('image');
    const query = trackQuerySchema.parse(stored('/api/track/Track').at(-1)!.payload);
    expect(query).toMatchObject({ source: 'news', channel: 'email', campaign: 'spring', mkwid: 'k1', landing: '/tracking' });
    expect(query.screen).toMatch(/^\d+x\d+$/);
    expect(query.lang).toBeTruthy();
    await page.waitForLoadState('networkidle');
    await context.close();
  });
});

describe('advertising pixels', () => {
  it('queues the newsletter subscription as a pixel event', async () => {
    const { page, context } = await open('/tracking');
    await page.waitForFunction(() => document.cookie.includes('ss_cvr='));
    const queued = await page.evaluate(() => {
      document.dispatchEvent(new CustomEvent('visitor-runtime:newsletter-subscribe', { detail: { formId: 'newsletter' } }));
      return window.visitorRuntimePixelEvents?.map((e) => [e.name, e.data]);
    });
    expect(queued).toEqual([['subscribe-newsletter', { formId: 'newsletter' }]]);
    await context.close();
  });
});
