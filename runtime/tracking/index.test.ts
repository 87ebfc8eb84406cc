// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { censusHitSchema, eventsServiceRequestSchema, recordEventRequestSchema } from '../api-schemas';
import { siteContextSchema } from '../schemas/site-context';

// The tracking chunk over happy-dom, with fetch and Image stood in for.

let calls: Array<{ url: string; init: RequestInit }>;
let images: string[];
beforeEach(() => {
  vi.resetModules();
  calls = [];
  images = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => (calls.push({ url, init }), new Response('{}', { status: url.endsWith('/v1/events') ? 202 : 200 }))));
  vi.stubGlobal('Image', class { set src(value: string) { images.push(value); } });
  setUrl('http://localhost:4173/menu?utm_source=news&utm_campaign=spring');
  document.documentElement.lang = 'en-GB';
  document.title = 'Menu';
  document.cookie = 'crumb=c1; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete window.visitorRuntimePixelEvents;
  for (const name of ['ss_cvr', 'ss_cvt', 'ss_asid', 'crumb']) document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

/** happy-dom's address. */
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
const site = (extra: Record<string, unknown> = {}) =>
  siteContextSchema.parse({ website: { id: 'w1' }, templateId: 't1', collectionId: 'c1', pageType: 2, ...extra });
const start = async (extra?: Record<string, unknown>) => (await import('./index')).startTracking(document, site(extra));
const body = (url: string) => {
  const call = calls.find((c) => c.url === url);
  if (!call) return undefined;
  return call.init.body instanceof URLSearchParams ? Object.fromEntries(call.init.body) : JSON.parse(call.init.body as string);
};
const cookie = (name: string) => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];

describe('tracking chunk', () => {
  it('stopped by a refusal, it removes the analytics storage keys; stopped by destroy, it keeps them', async () => {
    const keys = () => [sessionStorage.getItem('visitor-runtime:analytics:landed'), localStorage.getItem('visitor-runtime:analytics:first-session')];
    const destroyStop = await start();
    expect(keys().every((value) => value !== null)).toBe(true);
    destroyStop();
    expect(keys().every((value) => value !== null)).toBe(true);
    const refusalStop = await start();
    refusalStop('refused');
    expect(keys()).toEqual([null, null]);
  });

  it('records the page view: cookies, RecordHit with every field, Track with the campaign, the events service page view', async () => {
    const stop = await start();
    const cvr = cookie('ss_cvr');
    expect(cvr).toMatch(/^[0-9a-f]{24}\|\d+\|\d+\|\d+\|\d+\|1$/);
    expect(cookie('ss_cvt')).toMatch(/^\d+$/);
    expect(cookie('ss_asid')).toMatch(/^[0-9a-f]{24}$/);
    const hit = censusHitSchema.parse(body('/api/census/RecordHit'));
    expect(hit).toMatchObject({
      event: '1',
      ss_cvr: cvr,
      data: { url: '/menu', title: 'Menu', websiteId: 'w1', templateId: 't1', website_locale: 'en-GB', collectionId: 'c1', queryString: 'utm_source=news&utm_campaign=spring', recordType: null },
    });
    expect(images).toHaveLength(1);
    expect(Object.fromEntries(new URL(images[0]!, 'http://x').searchParams)).toMatchObject({ source: 'news', campaign: 'spring', landing: '/menu' });
    const event = eventsServiceRequestSchema.parse(body('/api/v1/events'));
    expect(event).toMatchObject({
      analyticsId: cvr!.split('|')[0],
      customSchemaName: 'page_view',
      commonData: { websiteId: 'w1', templateId: 't1', locales: ['en-GB'], isFirstLanding: true, sessionId: cookie('ss_asid') },
      customData: { url: '/menu', title: 'Menu', pageType: 2 },
    });
    stop();
  });

  it('records the page view once per page load, and sends no Track without campaign parameters', async () => {
    setUrl('http://localhost:4173/menu');
    const { startTracking } = await import('./index');
    startTracking(document, site())();
    startTracking(document, site())();
    expect(calls.filter((c) => c.url === '/api/census/RecordHit')).toHaveLength(1);
    expect(images).toEqual([]);
  });

  it('sends the events service page view to the site context eventsServiceUrl', async () => {
    (await start({ eventsServiceUrl: 'https://events.example' }))();
    expect(calls.map((c) => c.url)).toContain('https://events.example/api/v1/events');
  });

  it('leaves buttons to the button block (views/button/block.ts): the chunk itself sends no button call', async () => {
    document.body.innerHTML = `<a id="cta" data-block-type="button" href="#order" data-block-json='{"buttonText":"Order"}'>Order</a>`;
    const stop = await start();
    (document.querySelector('#cta') as HTMLElement).click();
    expect(calls.filter((c) => c.url.startsWith('/api/census/button-'))).toEqual([]);
    stop();
  });

  it('tells the census callers waiting for it that the visit is recorded (the visitor cookie written)', async () => {
    const { afterVisitRecorded } = await import('./visit-recorded');
    const seen: Array<string | undefined> = [];
    afterVisitRecorded(document, () => seen.push(cookie('ss_cvr')));
    expect(seen).toEqual([]);
    const stop = await start();
    expect(seen).toEqual([cookie('ss_cvr')]);
    expect(seen[0]).toBeTruthy();
    stop();
  });

  it('bridges overlay views, quick views, recorded events and pixel triggers until stopped', async () => {
    setUrl('http://localhost:4173/shop/bread');
    const stop = await start({ pageType: 50, item: { recordType: 11 }, itemId: 'i1' });
    expect(window.visitorRuntimePixelEvents!.map((e) => e.name)).toEqual(['view-product-page']);
    document.dispatchEvent(new CustomEvent('visitor-runtime:overlay-view', { detail: { id: 'popup' } }));
    document.dispatchEvent(new CustomEvent('visitor-runtime:quick-view', { detail: { id: 'item-1' } }));
    document.dispatchEvent(new CustomEvent('visitor-runtime:record-event', { detail: { event: 'cart-form-open', data: { a: 1 } } }));
    document.dispatchEvent(new CustomEvent('visitor-runtime:add-to-cart', { detail: { sku: 's' } }));
    await Promise.resolve();
    expect(body('/api/census/overlay')).toEqual({ id: 'popup', visitorCookie: cookie('ss_cvr') });
    expect(calls.map((c) => c.url)).toContain('/api/census/RecordQuickView/item-1');
    expect(recordEventRequestSchema.parse(body('/api/events/RecordEvent'))).toEqual({ crumb: 'c1', event: 'cart-form-open', data: { a: 1 } });
    expect(window.visitorRuntimePixelEvents!.map((e) => e.name)).toEqual(['view-product-page', 'add-to-cart']);
    stop();
    const before = calls.length;
    document.dispatchEvent(new CustomEvent('visitor-runtime:quick-view', { detail: { id: 'item-2' } }));
    document.dispatchEvent(new CustomEvent('visitor-runtime:add-to-cart'));
    expect(calls.length).toBe(before);
    expect(window.visitorRuntimePixelEvents).toHaveLength(2);
  });
});
