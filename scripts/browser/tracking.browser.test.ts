import type { BrowserContext, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { censusButtonSchema, censusHitSchema, eventsServiceRequestSchema, trackQuerySchema } from '../../runtime/api-schemas';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// Tracking in Chromium against the reference server (docs/tracking.md): page view, cookies, skip rules, the
// restrictive cookie policy, button census and the Track image request.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** API paths of this tracking work, and with the performance collector, of everything that tracks. */
const ANALYTICS_PATHS = ['/api/census', '/api/track', '/api/events/RecordEvent', '/api/v1/events'];
const TRACKING_PATHS = [...ANALYTICS_PATHS, '/api/1/performance'];
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_asid'];

const open: BrowserFixture['open'] = (path, options) => fixture.open(path, options);

const pathOf = (request: Request) => new URL(request.url()).pathname;
const trackingCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => TRACKING_COOKIES.includes(c.name));

/** The stored rows of one endpoint, oldest first. */
const stored = (endpoint: string) => fixture.stored(endpoint);
/** The RecordHit row of the page view whose query string is `query`. */
const hitFor = (query: string) =>
  stored('/api/census/RecordHit').find((row) => (row.payload as { data: { queryString: string } }).data.queryString === query);

let n = 0;
const unique = () => `visit=${++n}-${Date.now()}`;

describe('page view', () => {
  it('records the census hit with every field and writes the visitor and visit-time cookies', async () => {
    const query = unique();
    const { page, context, errors } = await open(`/tracking?${query}`);
    await expect.poll(() => hitFor(query)).toBeDefined();
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
    expect(errors()).toEqual([]);
  });

  for (const [path, why] of [['/tracking-owner', 'a logged-in owner'], ['/tracking-not-found', 'a not-found page']] as const) {
    it(`is skipped for ${why}: no analytics request, no tracking chunk or cookie`, async () => {
      const { context, requests, requestsTo, settle } = await open(path);
      // The skip rules run in boot, which asks for the tracking chunk when they do not skip; after boot and a
      // round trip that request would have been seen.
      await settle();
      expect(requestsTo(ANALYTICS_PATHS).map((r) => r.url())).toEqual([]);
      expect(requests.map(pathOf)).not.toContain('/assets/tracking.js');
      expect(await trackingCookies(context)).toEqual([]);
    });
  }

  it('is recorded for an account whose only role is viewer', async () => {
    const { request } = await open('/tracking-viewer');
    expect(pathOf(await request('/api/census/RecordHit'))).toBe('/api/census/RecordHit');
  });

  it('swallows a failing census call: no overlay, no error of the runtime', async () => {
    const { page, request, settle, errors } = await open('/tracking', {
      beforeGoto: (page) =>
        page.route('**/api/census/RecordHit', (route) => route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } })),
    });
    const answer = await (await request('/api/census/RecordHit')).response();
    expect(answer?.status()).toBe(500);
    // the page has had the answer; a round trip later it has handled it
    await settle();
    expect(await page.evaluate(() => window.visitorRuntime!.actors.has('systemError'))).toBe(false);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // Chromium itself logs the failed resource; the runtime logs nothing
    expect(errors().filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});

describe('restrictive cookie policy', () => {
  it('requests nothing tracking and writes no tracking cookie before consent; both appear once the visitor accepts', async () => {
    const { page, context, requests, requestsTo, settle, errors } = await open('/tracking-restrictive?utm_source=news&utm_campaign=spring');
    // Tracking and performance records decide in boot; a round trip later anything they asked for has been seen.
    await settle();
    expect(requestsTo(TRACKING_PATHS).map((r) => r.url())).toEqual([]);
    expect(requests.map(pathOf)).not.toContain('/assets/tracking.js');
    expect(await trackingCookies(context)).toEqual([]);

    await page.evaluate(() => {
      document.cookie = 'ss_consent=1; path=/';
      document.dispatchEvent(new CustomEvent('visitor-runtime:consent-change', { detail: { choice: 'accepted' } }));
    });
    await expect.poll(() => requestsTo(TRACKING_PATHS).map(pathOf)).toEqual(
      expect.arrayContaining(['/api/census/RecordHit', '/api/track/Track', '/api/v1/events', '/api/census/button-render']),
    );
    await expect.poll(async () => (await trackingCookies(context)).map((c) => c.name).sort()).toEqual(['ss_asid', 'ss_cvr', 'ss_cvt']);
    expect(errors()).toEqual([]);
  });
});

describe('buttons', () => {
  it('reports button-render once per button and button-click per click, with the button and page fields', async () => {
    const before = stored('/api/census/button-render').length;
    const { page, context, requestsTo } = await open('/tracking');
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
    expect(requestsTo('/api/census/button-render')).toHaveLength(2);
  });
});

describe('Track', () => {
  it('is an image request with the campaign parameters, only when the address carries them', async () => {
    const before = stored('/api/track/Track').length;
    const plain = await open('/tracking');
    // The page view sends the census hit, Track (if any) and the events service page view in one go: once the
    // last of them is seen, a round trip later a Track request would be too.
    await plain.request('/api/v1/events');
    await plain.settle();
    expect(plain.requests.map(pathOf)).toContain('/api/census/RecordHit');
    expect(plain.requests.map(pathOf)).not.toContain('/api/track/Track');
    await plain.close();

    const { request } = await open('/tracking?utm_source=news&utm_medium=email&utm_campaign=spring&mkwid=k1');
    // taken from the page's own requests, recorded from before it navigated (the server may store it first)
    const track = await request('/api/track/Track');
    expect(track.resourceType()).toBe('image');
    await expect.poll(() => stored('/api/track/Track').length).toBe(before + 1);
    const query = trackQuerySchema.parse(stored('/api/track/Track').at(-1)!.payload);
    expect(query).toMatchObject({ source: 'news', channel: 'email', campaign: 'spring', mkwid: 'k1', landing: '/tracking' });
    expect(query.screen).toMatch(/^\d+x\d+$/);
    expect(query.lang).toBeTruthy();
  });
});

describe('advertising pixels', () => {
  it('queues the newsletter subscription as a pixel event', async () => {
    const { page } = await open('/tracking');
    await page.waitForFunction(() => document.cookie.includes('ss_cvr='));
    const queued = await page.evaluate(() => {
      document.dispatchEvent(new CustomEvent('visitor-runtime:newsletter-subscribe', { detail: { formId: 'newsletter' } }));
      return window.visitorRuntimePixelEvents?.map((e) => [e.name, e.data]);
    });
    expect(queued).toEqual([['subscribe-newsletter', { formId: 'newsletter' }]]);
  });
});

describe('experiments: visitorRuntime.experiments() (display-widgets §4 "Experiment lookup")', () => {
  it("gives the site context's toggles and A/B variants, an internal site's address overriding them, the default with the spec's error otherwise", async () => {
    const { page, errors } = await open('/tracking?experiment.hero=B&experiment.new-cart=true');
    const lookUp = (siteStatus: number) =>
      page.evaluate(async (value) => {
        const script = document.getElementById('site-context')!;
        const experiments = [
          { name: 'hero', experimentType: 'AB_TEST', variant: 'A' },
          { name: 'new-cart', experimentType: 'FEATURE_TOGGLE', variant: 'false' },
        ];
        script.textContent = JSON.stringify({ ...JSON.parse(script.textContent || '{}'), siteStatus: { value }, experiments });
        const page = await window.visitorRuntime!.experiments();
        return [page.abTestVariant('hero', 'control'), page.featureToggle('new-cart'), page.featureToggle('hero'), page.featureToggle('gone', true)];
      }, siteStatus);
    const errorsOfLookUp = [{ value: false, error: 'The specified feature is not a FEATURE_TOGGLE' }, { value: true, error: 'The specified feature does not exist' }];
    // 6: internal, whose address may override a variant; 8: a paid site, whose address may not
    // an override wins whatever the type: 'B' is no 'true'
    expect(await lookUp(6)).toEqual([{ value: 'B' }, { value: true }, { value: false }, errorsOfLookUp[1]]);
    expect(await lookUp(8)).toEqual([{ value: 'A' }, { value: false }, ...errorsOfLookUp]);
    expect(errors()).toEqual([]);
  });
});
