// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from '../schemas/site-context';
import { safeStorage, type StorageHost } from '../storage';
import {
  POPUP_OVERLAY_RECORD_KEY,
  popupOverlayInitialiser,
  popupPageFacts,
  readPopupContent,
  readPopupRecord,
  readPopupSettings,
  writePopupRecord,
} from './popup-overlay';

const site = (extra: Record<string, unknown> = {}, popupOverlaySettings?: unknown) =>
  siteContextSchema.parse({ ...extra, websiteSettings: popupOverlaySettings === undefined ? {} : { popupOverlaySettings } });

function memoryHost(initial: Record<string, string> = {}): StorageHost {
  const items = new Map(Object.entries(initial));
  return {
    localStorage: {
      get length() {
        return items.size;
      },
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  };
}

/** A window with this query and path, and a viewport that is mobile or not. */
const win = (search: string, mobile = false, pathname = '/bakery') =>
  ({ location: { search, pathname }, matchMedia: (query: string) => ({ matches: mobile && query === '(max-width: 432px)' }) }) as unknown as Window;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.popupOverlay;
});

describe('popup overlay settings from the site context', () => {
  it('none configured: no overlay, nothing logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPopupSettings(site())).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('fills the defaults around the style', () => {
    expect(readPopupSettings(site({}, { style: 'lightbox' }))).toEqual({
      style: 'lightbox',
      version: 1,
      showUntilSignup: false,
      displayFrequency: 0,
      enableMobile: true,
      showOnAllPages: true,
      enabledPages: [],
    });
  });

  it('invalid settings: a console error naming the field, and no overlay', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPopupSettings(site({}, { style: 'lightbox', version: 'two' }))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[visitor-runtime\] The popup overlay is not shown: its settings are invalid \(version: /));
  });
});

describe('popup overlay record in local storage', () => {
  it('reads back what it wrote', () => {
    const storage = safeStorage('local', memoryHost());
    expect(readPopupRecord(storage)).toBeNull();
    writePopupRecord({ version: 3, submitted: true, closedDate: 1700000000000 }, storage);
    expect(readPopupRecord(storage)).toEqual({ version: 3, submitted: true, closedDate: 1700000000000 });
  });

  it.each([
    ['not JSON', '{version: 1'],
    ['a wrong type', '{"version": "1", "submitted": false, "closedDate": null}'],
    ['a missing field', '{"version": 1, "closedDate": 5}'],
    ['not an object', '42'],
  ])('a malformed record (%s) counts as none, with a console warning', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPopupRecord(safeStorage('local', memoryHost({ [POPUP_OVERLAY_RECORD_KEY]: text })))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is malformed; it counts as none'));
  });
});

describe('popup overlay page facts', () => {
  const settings = readPopupSettings(site({}, { style: 'lightbox' }))!;

  it('screenshot mode from the query (screenshot, unless false or 0)', () => {
    expect(popupPageFacts(site(), settings, win('?screenshot=true')).screenshotMode).toBe(true);
    expect(popupPageFacts(site(), settings, win('?a=1&screenshot')).screenshotMode).toBe(true);
    expect(popupPageFacts(site(), settings, win('?screenshot=false')).screenshotMode).toBe(false);
    expect(popupPageFacts(site(), settings, win('?screenshot=0')).screenshotMode).toBe(false);
    expect(popupPageFacts(site(), settings, win('')).screenshotMode).toBe(false);
  });

  it('lock screen (page type 103), splash page (page type 3 or collection type 8), login, mobile at 432 px', () => {
    expect(popupPageFacts(site({ pageType: 103 }), settings, win('')).lockScreen).toBe(true);
    expect(popupPageFacts(site({ pageType: 3 }), settings, win('')).splashPage).toBe(true);
    expect(popupPageFacts(site({ collection: { type: 8 } }), settings, win('')).splashPage).toBe(true);
    expect(popupPageFacts(site({ pageType: 2 }), settings, win(''))).toMatchObject({ lockScreen: false, splashPage: false, loggedIn: false, mobile: false });
    expect(popupPageFacts(site({ authenticatedAccount: { id: 'a1' } }), settings, win('')).loggedIn).toBe(true);
    expect(popupPageFacts(site(), settings, win('', true)).mobile).toBe(true);
  });

  it('display conditions: every page, or the listed paths and collection ids', () => {
    const only = { ...settings, showOnAllPages: false, enabledPages: ['/menu', 'c-42'] };
    expect(popupPageFacts(site(), settings, win('')).displayConditionsHold).toBe(true);
    expect(popupPageFacts(site(), only, win('', false, '/bakery')).displayConditionsHold).toBe(false);
    expect(popupPageFacts(site(), only, win('', false, '/menu')).displayConditionsHold).toBe(true);
    expect(popupPageFacts(site({ collectionId: 'c-42' }), only, win('')).displayConditionsHold).toBe(true);
  });
});

describe('popup overlay content block', () => {
  it('parses the JSON of #popup-overlay', () => {
    document.body.innerHTML = '<script type="application/json" id="popup-overlay">{"title": "Hello"}</script>';
    expect(readPopupContent(document)).toEqual({ title: 'Hello' });
  });

  it('missing or not JSON: a clear console error, nothing thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPopupContent(document)).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('the page has no <script type="application/json" id="popup-overlay">'));
    document.body.innerHTML = '<script type="application/json" id="popup-overlay">{"title": </script>';
    expect(readPopupContent(document)).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('#popup-overlay is not valid JSON'));
  });
});

describe('popup overlay initialiser', () => {
  it('puts its decision on <html data-popup-overlay> and downloads nothing when it does not show', () => {
    document.body.innerHTML = '<script type="application/json" id="popup-overlay">{"title": "Hello"}</script>';
    const destroy = popupOverlayInitialiser({ document, site: site({ pageType: 103 }, { style: 'lightbox' }) });
    expect(document.documentElement.dataset.popupOverlay).toBe('lock-screen');
    expect(destroy).toBeUndefined();
    popupOverlayInitialiser({ document, site: site({}, { style: 'none' }) });
    expect(document.documentElement.dataset.popupOverlay).toBe('style-none');
  });

  it('a site without settings leaves the page alone', () => {
    expect(popupOverlayInitialiser({ document, site: site() })).toBeUndefined();
    expect(document.documentElement.dataset.popupOverlay).toBeUndefined();
  });
});
