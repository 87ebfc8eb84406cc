// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from './schemas/site-context';
import { defaultSiteContext, readSiteContext } from './site-context';

function pageWith(json: string | null): Document {
  document.head.innerHTML = json === null ? '' : `<script type="application/json" id="site-context"></script>`;
  if (json !== null) document.getElementById('site-context')!.textContent = json;
  return document;
}

afterEach(() => vi.restoreAllMocks());

describe('site context (visitor-runtime §1)', () => {
  it('reads every fact of a complete context', () => {
    const context = {
      website: { id: 'w1', identifier: 'bakery', baseUrl: 'https://bakery.example', developerMode: false, cloneable: false, typekitId: 'tk' },
      websiteType: 2, siteStatus: { value: 13 },
      storeSettings: { expressCheckout: true, measurementStandard: 1, selectedCurrency: 'EUR' },
      useEscapeKeyToLogin: true, authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['viewer'] }, accessPermissions: [1],
      cookieSettings: { isCookieBannerEnabled: true }, websiteSettings: { disqusShortname: 'bk', commentsEnabled: true },
      collection: { id: 'c1' }, item: null, collectionId: 'c1', itemId: null, pageType: 50, showAnnouncementBar: true,
      demoCollections: [], googleFonts: [{ includeName: 'Lato' }], typekitFonts: [{ id: 'f', variations: ['n4'] }],
      templateId: 't1', templateVersion: '7.1', tweakJSON: { x: 1 },
    };
    const read = readSiteContext(pageWith(JSON.stringify(context)));
    expect(read).toMatchObject(context);
  });

  it('uses the defaults (currency USD) when there is no site context', () => {
    const read = readSiteContext(pageWith(null));
    expect(read.storeSettings.selectedCurrency).toBe('USD');
    expect(read.useEscapeKeyToLogin).toBe(false);
  });

  it('logs one clear error and uses safe defaults for broken JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSiteContext(pageWith('{"website": '))).toEqual(defaultSiteContext());
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(/Site context is not valid JSON .*safe defaults/);
  });

  it('names the failing field and keeps every valid fact', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = readSiteContext(pageWith(JSON.stringify({ pageType: 'two', templateId: 't9' })));
    expect(error.mock.calls[0]![0]).toMatch(/invalid at pageType: /);
    expect(read.pageType).toBeUndefined();
    expect(read.templateId).toBe('t9');
  });

  it('never throws and always returns a context that satisfies the schema, whatever the script holds', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ website: v, pageType: v, googleFonts: v }))), (text) => {
        const read = readSiteContext(pageWith(text));
        expect(siteContextSchema.safeParse(read).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
