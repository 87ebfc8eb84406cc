import { describe, expect, it, vi } from 'vitest';
import { eventsServiceRequestSchema, recordEventRequestSchema } from '../api-schemas';
import { pageLoadId } from '../page-load';
import { recordEvent, sendAnalyticsEvent, type AnalyticsEvent } from './events';

function fakeFetch(status: number | 'refused' = 202) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    if (status === 'refused') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const event: AnalyticsEvent = {
  analyticsId: 'a1',
  commonData: { websiteId: 'w1', sessionId: 's1' },
  customData: { url: '/menu' },
  customSchemaName: 'page_view',
};

describe('RecordEvent (display-widgets §7)', () => {
  it('posts form-encoded crumb, event and data as JSON that pass the server schema', async () => {
    const { fetch, calls } = fakeFetch(200);
    expect(await recordEvent('cart-form-open', { productId: 'p1' }, 'crumb-1', { fetch })).toBe(200);
    expect(calls[0]!.url).toBe('/api/events/RecordEvent');
    expect(calls[0]!.init.headers).toEqual({ 'X-Page-Load-Id': pageLoadId() });
    const body = Object.fromEntries(calls[0]!.init.body as URLSearchParams);
    expect(body).toEqual({ crumb: 'crumb-1', event: 'cart-form-open', data: '{"productId":"p1"}' });
    expect(recordEventRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends nothing without a crumb or an event name', async () => {
    const { fetch, calls } = fakeFetch();
    expect(await recordEvent('x', {}, null, { fetch })).toBe(0);
    expect(await recordEvent('', {}, 'c', { fetch })).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('events service (display-widgets §7)', () => {
  it('posts analyticsId, commonData, customData and customSchemaName to {base}/api/v1/events', async () => {
    const { fetch, calls } = fakeFetch(202);
    expect(await sendAnalyticsEvent('https://events.example/', event, { fetch })).toBe(true);
    expect(calls[0]!.url).toBe('https://events.example/api/v1/events');
    // another host would need to allow X-Page-Load-Id (CORS): only calls to the site's own host carry it
    expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(eventsServiceRequestSchema.safeParse(JSON.parse(calls[0]!.init.body as string)).data).toEqual(event);
  });

  it('counts 200 and 202 as success, anything else as "Error tracking event: HTTP Status <code>"', async () => {
    for (const status of [200, 202]) {
      const log = vi.fn();
      expect(await sendAnalyticsEvent('', event, { fetch: fakeFetch(status).fetch }, log)).toBe(true);
      expect(log).not.toHaveBeenCalled();
    }
    for (const status of [201, 204, 400, 404, 500, 503, 'refused'] as const) {
      const log = vi.fn();
      expect(await sendAnalyticsEvent('', event, { fetch: fakeFetch(status).fetch }, log)).toBe(false);
      expect(log).toHaveBeenCalledWith(`Error tracking event: HTTP Status ${status === 'refused' ? 0 : status}`);
    }
  });

  it('logs a console error by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sendAnalyticsEvent('', event, { fetch: fakeFetch(500).fetch });
    expect(error).toHaveBeenCalledWith('[visitor-runtime] Error tracking event: HTTP Status 500');
    error.mockRestore();
  });
});
