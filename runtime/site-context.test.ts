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

  it('lets our #site-context win when both are on the page', () => {
    const read = readSiteContext(publishedPage(assignment({ templateId: 'published' }), JSON.stringify({ templateId: 'ours' })));
    expect(read.templateId).toBe('ours');
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
