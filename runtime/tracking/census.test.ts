import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageInfo } from '../../machines/form/payload';
import { censusButtonSchema, censusHitSchema, censusOverlaySchema, censusQuickViewSchema } from '../api-schemas';
import {
  buttonPayload,
  ButtonContext,
  CENSUS_TIMEOUT_MS,
  censusPageFields,
  recordButton,
  recordHit,
  recordHitBody,
  recordOverlay,
  recordQuickView,
  type ButtonFields,
} from './census';
import { send } from './send';

afterEach(() => vi.restoreAllMocks());

const text = fc.string({ maxLength: 40 });
const nullableText = fc.option(text, { nil: null });
const size = fc.nat({ max: 10_000 });
const pageInfo: fc.Arbitrary<PageInfo> = fc.record({
  title: text,
  path: fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  url: fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  referrer: text,
  userAgent: text,
  clientDate: fc.integer({ min: 1, max: 4_102_444_800_000 }),
  viewportInnerWidth: size,
  viewportInnerHeight: size,
  screenWidth: size,
  screenHeight: size,
  websiteId: nullableText,
  templateId: nullableText,
  locale: nullableText,
  collectionId: nullableText,
  itemId: nullableText,
  queryString: text,
  localStorageSupported: fc.boolean(),
});
const recordType = fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 100 }), text, fc.constant({ bad: true }));
const button: fc.Arbitrary<ButtonFields> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 20 }),
  buttonText: nullableText,
  clickthroughUrl: nullableText,
  alignment: nullableText,
  size: nullableText,
  newWindow: fc.boolean(),
  context: fc.constantFrom(ButtonContext.BLOCK, ButtonContext.POPUP),
});

/** What the reference server does with a form-encoded body before validating it. */
const decodeForm = (body: URLSearchParams) => Object.fromEntries(body);

/** A fetch stand-in that records each call and answers with `status`. */
function fakeFetch(status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    return new Response(null, { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const CENSUS_FIELDS = [
  'userAgent', 'clientDate', 'viewportInnerHeight', 'viewportInnerWidth', 'screenHeight', 'screenWidth', 'websiteId',
  'templateId', 'website_locale', 'url', 'title', 'itemId', 'recordType', 'collectionId', 'localStorageSupported',
  'queryString', 'referrer',
];

describe('census page view (RecordHit)', () => {
  it('carries every census field of visitor-runtime §3', () => {
    fc.assert(
      fc.property(pageInfo, recordType, (page, type) => {
        const data = censusPageFields(page, type);
        expect(Object.keys(data).sort()).toEqual([...CENSUS_FIELDS].sort());
        expect(data.website_locale).toBe(page.locale);
        expect(data.recordType).toBe(typeof type === 'object' ? null : type);
      }),
    );
  });

  it('sends form-encoded event, data and ss_cvr that pass the server schema', async () => {
    await fc.assert(
      fc.asyncProperty(pageInfo, recordType, fc.stringMatching(/^[0-9a-f]{24}\|\d{1,13}\|\d{1,13}\|\d{1,13}\|\d{1,13}\|\d{1,4}$/), async (page, type, cvr) => {
        const { fetch, calls } = fakeFetch();
        expect(await recordHit(censusPageFields(page, type), cvr, { fetch })).toBe(200);
        const [{ url, init }] = calls as [(typeof calls)[0]];
        expect(url).toBe('/api/census/RecordHit');
        expect(init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
        expect(init.body).toBeInstanceOf(URLSearchParams);
        const parsed = censusHitSchema.safeParse(decodeForm(init.body as URLSearchParams));
        expect(parsed.success).toBe(true);
        expect(parsed.data).toMatchObject({ event: '1', ss_cvr: cvr, data: { url: page.url, title: page.title } });
      }),
      { numRuns: 50 },
    );
  });

  it('swallows every failure: an error status, a refused connection', async () => {
    const error = vi.spyOn(console, 'error');
    const data = censusPageFields(fc.sample(pageInfo, 1)[0]!);
    expect(await recordHit(data, 'v|1|1|1|1|1', { fetch: fakeFetch(500).fetch })).toBe(500);
    const refused = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await recordHit(data, 'v|1|1|1|1|1', { fetch: refused })).toBe(0);
    expect(error).not.toHaveBeenCalled();
    expect(recordHitBody(data, 'x').event).toBe('1');
  });
});

describe('census buttons, overlay and quick view', () => {
  it('button payloads pass the server schema with page fields, visitor cookie and context 1 or 2', () => {
    fc.assert(
      fc.property(button, pageInfo, text, (b, page, cookie) => {
        const payload = buttonPayload(b, cookie, censusPageFields(page));
        const parsed = censusButtonSchema.safeParse(JSON.parse(JSON.stringify(payload)));
        expect(parsed.success).toBe(true);
        expect(payload).toMatchObject({ ...b, visitorCookie: cookie, url: page.url });
      }),
    );
  });

  it('posts button-render and button-click as JSON and aborts them after 2500 ms', async () => {
    expect(CENSUS_TIMEOUT_MS).toBe(2500);
    let abort: (() => void) | undefined;
    const schedule = vi.fn((run: () => void) => ((abort = run), () => {}));
    const calls: string[] = [];
    const hanging = vi.fn(
      (url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          calls.push(String(url));
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const payload = buttonPayload(fc.sample(button, 1)[0]!, 'cookie', censusPageFields(fc.sample(pageInfo, 1)[0]!));
    for (const kind of ['render', 'click'] as const) {
      const pending = recordButton(kind, payload, { fetch: hanging, schedule });
      expect(schedule).toHaveBeenLastCalledWith(expect.any(Function), 2500);
      abort!();
      expect(await pending).toBe(0);
    }
    expect(calls).toEqual(['/api/census/button-render', '/api/census/button-click']);
  });

  it('cancels the timeout once the answer is there', async () => {
    const cancel = vi.fn();
    const status = await send('/x', { method: 'POST' }, { timeoutMs: 10, fetch: fakeFetch(204).fetch, schedule: () => cancel });
    expect(status).toBe(204);
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('posts the overlay fields with the visitor cookie, and the quick view by item id', async () => {
    const { fetch, calls } = fakeFetch();
    await recordOverlay({ id: 'popup-1', style: 'modal' }, 'v|1|1|1|1|1', { fetch });
    await recordQuickView('item-42', { fetch });
    expect(calls.map((c) => c.url)).toEqual(['/api/census/overlay', '/api/census/RecordQuickView/item-42']);
    expect(censusOverlaySchema.safeParse(JSON.parse(calls[0]!.init.body as string)).success).toBe(true);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ id: 'popup-1', style: 'modal', visitorCookie: 'v|1|1|1|1|1' });
    expect(censusQuickViewSchema.safeParse({ id: 'item-42' }).success).toBe(true);
    expect(calls[1]!.init.body).toBeUndefined();
  });
});
