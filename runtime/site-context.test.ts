// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from './schemas/site-context';
import { readPopupSettings } from './chrome/popup-overlay';
import { isRestrictivePolicy } from './consent/policy';
import { defaultSiteContext, publishedFacts, readSiteContext } from './site-context';

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

  it('gives its messages to the reader that asked for them instead (the inspector reads quietly before boot)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const messages: string[] = [];
    const read = readSiteContext(pageWith(JSON.stringify({ pageType: 'two', authenticatedAccount: { id: 'a1' } })), (message) => messages.push(message));
    expect(read.authenticatedAccount).toEqual({ id: 'a1' });
    expect(messages).toEqual([expect.stringMatching(/^Site context is invalid at pageType: /)]);
    expect(error).not.toHaveBeenCalled();
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

describe('the published page\'s context (Static.SQUARESPACE_CONTEXT, docs/published-pages.md)', () => {
  const publishedPage = (text: string, ours?: string) => {
    document.head.innerHTML = `<script data-name="static-context"></script>` + (ours === undefined ? '' : `<script type="application/json" id="site-context"></script>`);
    document.head.querySelector('[data-name]')!.textContent = text;
    if (ours !== undefined) document.getElementById('site-context')!.textContent = ours;
    return document;
  };
  const assignment = (context: object) => `Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${JSON.stringify(context)};`;

  it('reads the assigned object without running the script, keeping the platform\'s extra keys', () => {
    const context = { templateVersion: '7.1', websiteSettings: { popupOverlaySettings: { showOnScroll: true, scrollPercentage: 30 } }, rollups: {}, betaFeatureFlags: ['x'] };
    const read = readSiteContext(publishedPage(assignment(context) + ' Static.SQUARESPACE_CONTEXT.x = "}";'));
    expect(read).toMatchObject(context);
  });

  it('keeps braces and quotes inside strings', () => {
    const context = { website: { id: 'w', identifier: 'a "quoted" {brace}', baseUrl: 'https://x.example' }, templateId: '}{' };
    expect(readSiteContext(publishedPage(assignment(context)))).toMatchObject(context);
  });

  it('reads both when both are on the page, ours winning key by key', () => {
    const read = readSiteContext(publishedPage(assignment({ templateId: 'published', templateVersion: '7.1' }), JSON.stringify({ templateId: 'ours', vendorStandIns: '/' })));
    expect([read.templateId, read.templateVersion, read.vendorStandIns]).toEqual(['ours', '7.1', '/']);
  });

  it('reads ours alone, with one error, when the published context beside it is cut short', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = readSiteContext(publishedPage('Static.SQUARESPACE_CONTEXT = {"templateId": "x", "website": {', JSON.stringify({ templateId: 'ours' })));
    expect(read.templateId).toBe('ours');
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(/Published site context is not valid JSON .*only #site-context is read/);
  });

  it('logs one error and uses safe defaults when the published object is cut short', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSiteContext(publishedPage('Static.SQUARESPACE_CONTEXT = {"website": {'))).toEqual(defaultSiteContext());
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(/Published site context is not valid JSON/);
  });

  it('never throws, whatever the inline script holds', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => assignment({ v, website: v, templateVersion: v }))), (text) => {
        expect(siteContextSchema.safeParse(readSiteContext(publishedPage(text))).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('published facts kept elsewhere than our contract keeps them (docs/published-pages.md "Site context")', () => {
  const publishedPage = (context: unknown) => {
    document.head.innerHTML = `<script data-name="static-context"></script>`;
    document.head.querySelector('[data-name]')!.textContent = `Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${JSON.stringify(context)};`;
    return document;
  };
  // Trimmed from the context of the restaurant page in scripts/demo-site/published/page-restaurant.html (a template 7.0 site).
  const restaurant = {
    pageType: 1,
    website: { id: '5c4766f7ee175955203ef26a', identifier: 'algae-plums-fwsc', websiteType: 1, cloneable: false, siteStatus: {}, baseUrl: 'https://www.kookbbq.ca', typekitId: '' },
    websiteSettings: {
      disqusShortname: '', commentsEnabled: false,
      popupOverlaySettings: { style: 1, showOnScroll: false, scrollPercentage: 25, showOnTimer: true, timerDelay: 0, showUntilSignup: false, displayFrequency: 1, enableMobile: true, enabledPages: ['5c4a47c71ae6cf770c90fd6e'], showOnAllPages: true, version: 2 },
      storeSettings: { expressCheckout: false, defaultCurrency: 'USD', selectedCurrency: 'CAD', measurementStandard: 1 },
      useEscapeKeyToLogin: true,
      pinterestOverlayOptions: { mode: 'disabled' },
    },
    cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: false, cookieBannerAcceptType: 'OPT_IN' },
    collection: { title: 'Home', id: '5c4a47c71ae6cf770c90fd6e', fullUrl: '/', type: 1, permissionType: 1 },
    tweakJSON: { 'gallery-design': 'Slideshow' },
    templateId: '55f0aac0e4b0f0a5b7e0b22e',
    templateVersion: '7',
    pageFeatures: [1, 2, 4],
    gmRenderKey: 'QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQ3bXk4',
    showAnnouncementBar: false,
    i18nContext: { timeZoneData: { id: 'America/Vancouver', name: 'Pacific Time' } },
  };

  it('reads the store settings and the Escape-to-login switch from websiteSettings, the type from website, the collection id from collection', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = readSiteContext(publishedPage(restaurant));
    expect(error).not.toHaveBeenCalled();
    expect(read.storeSettings).toMatchObject({ selectedCurrency: 'CAD', measurementStandard: 1, expressCheckout: false });
    expect(read.useEscapeKeyToLogin).toBe(true);
    expect(read.websiteType).toBe(1);
    expect(read.collectionId).toBe('5c4a47c71ae6cf770c90fd6e');
    expect(read.itemId).toBeUndefined();
    expect(read).toMatchObject({ pageType: 1, templateId: '55f0aac0e4b0f0a5b7e0b22e', templateVersion: '7', website: { id: '5c4766f7ee175955203ef26a' } });
    expect(read.websiteSettings.pinterestOverlayOptions?.mode).toBe('disabled');
  });

  it("gives the popup overlay its published settings with the style as text and the platform's extra fields kept", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = readSiteContext(publishedPage(restaurant));
    expect(readPopupSettings(site)).toMatchObject({
      style: '1', version: 2, displayFrequency: 1, enableMobile: true, showOnAllPages: true, enabledPages: ['5c4a47c71ae6cf770c90fd6e'],
      showOnScroll: false, scrollPercentage: 25, showOnTimer: true, timerDelay: 0,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('gives the map chunk the maps key, decoded from gmRenderKey', () => {
    const read = readSiteContext(publishedPage(restaurant)) as Record<string, unknown>;
    expect(read.mapsSettings).toEqual({ apiKey: 'AIzaSyCBTROq6LuvF_IE1r46-T4AeTSV-0d7my8' });
    expect(publishedFacts({ gmRenderKey: 'not base64!' })).toMatchObject({ mapsSettings: { apiKey: 'not base64!' } });
  });

  it('reads an item page\'s item id from item', () => {
    const read = readSiteContext(publishedPage({ ...restaurant, pageType: 50, item: { id: '5e83bfa38022342990fbaa9a', recordType: 1 } }));
    expect(read.itemId).toBe('5e83bfa38022342990fbaa9a');
    expect(read.item).toMatchObject({ recordType: 1 });
  });

  it('keeps a fact the context already has where our contract keeps it', () => {
    const read = readSiteContext(publishedPage({ ...restaurant, storeSettings: { selectedCurrency: 'EUR' }, useEscapeKeyToLogin: false, collectionId: 'c-top', websiteType: 2 }));
    expect(read.storeSettings.selectedCurrency).toBe('EUR');
    expect(read.useEscapeKeyToLogin).toBe(false);
    expect(read.collectionId).toBe('c-top');
    expect(read.websiteType).toBe(2);
  });

  it("reads an old page's cookie settings, which carry only isRestrictiveCookiePolicyEnabled: restrictive, no banner", () => {
    const read = readSiteContext(publishedPage({ website: { id: 'w' }, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }));
    expect(read.cookieSettings).toEqual({ isRestrictiveCookiePolicyEnabled: true });
    expect(isRestrictivePolicy(read.cookieSettings)).toBe(true);
    expect(read.cookieSettings.isCookieBannerEnabled).toBeUndefined();
  });

  it('names the field when a moved fact has the wrong type, and keeps the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = readSiteContext(publishedPage({ ...restaurant, websiteSettings: { ...restaurant.websiteSettings, storeSettings: 'CAD' } }));
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(/Published site context is invalid at storeSettings: /);
    expect(read.storeSettings.selectedCurrency).toBe('USD');
    expect(read.useEscapeKeyToLogin).toBe(true);
  });

  it('never throws, whatever the published keys hold', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const anything = fc.jsonValue();
    fc.assert(
      fc.property(
        fc.record({ website: anything, websiteSettings: fc.oneof(anything, fc.record({ storeSettings: anything, useEscapeKeyToLogin: anything, popupOverlaySettings: fc.oneof(anything, fc.record({ style: anything })) })), collection: fc.oneof(anything, fc.record({ id: anything })), item: anything, gmRenderKey: anything }, { requiredKeys: [] }),
        (context) => {
          expect(siteContextSchema.safeParse(readSiteContext(publishedPage(context))).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
