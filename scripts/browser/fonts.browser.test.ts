import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The site's custom fonts (scripts/demo-site/fonts.html: a Typekit kit and two Google fonts) in Chromium, served by
// the reference server's stand-ins through the page's one vendor setting (visitor-runtime §1, §4, §7, §8).

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const KIT = '/typekit/abc1234.css';
const fontsState = (page: Page) =>
  page.evaluate(() => {
    const actor = window.visitorRuntime!.actors.get('fonts');
    return actor ? (actor.getSnapshot().value as Record<string, string>) : null;
  });
const LOADED = { typekit: 'loaded', google: 'loaded' };

describe('custom fonts', () => {
  it('loads the Typekit kit and one Google fonts stylesheet with one family parameter per font, nothing from another origin', async () => {
    const { page, requests, errors, settle } = await fixture.open('/fonts');
    await expect.poll(() => fontsState(page)).toEqual(LOADED);
    await settle();
    const paths = requests.map((request) => new URL(request.url()));
    expect(paths.filter((url) => url.pathname === KIT)).toHaveLength(1);
    const google = paths.filter((url) => url.pathname === '/fonts/css');
    expect(google).toHaveLength(1);
    expect(google[0]!.searchParams.getAll('family')).toEqual(['Lato:400,700', 'Playfair Display']);
    expect(paths.filter((url) => url.origin !== fixture.server.url)).toEqual([]);
    // the faces the stylesheets declare are the document's: the kit's, Lato's two weights, Playfair Display's
    const faces = await page.evaluate(() => Array.from(document.fonts, (face) => `${face.family.replace(/"/g, '')} ${face.weight}`).sort());
    expect(faces).toEqual(['Lato 400', 'Lato 700', 'Playfair Display 400', 'kit-abc1234 400']);
    expect(errors()).toEqual([]);
    expect(await axeViolations(page)).toBe('');
  });

  it('under a restrictive policy asks neither font service anything until the visitor accepts cookies, then loads both', async () => {
    const restrictive = (page: Page) =>
      page.route('**/fonts', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '"cookieSettings": { "isCookieBannerEnabled": false }',
          '"cookieSettings": { "isCookieBannerEnabled": true, "isRestrictiveCookiePolicyEnabled": true, "cookieBannerAcceptType": "OPT_IN_AND_OUT" }',
        );
        await route.fulfill({ response, body });
      });
    const { page, requests, errors, chromeStarted, settle } = await fixture.open('/fonts', { beforeGoto: restrictive });
    await chromeStarted();
    await expect.poll(() => fontsState(page)).toEqual({ typekit: 'awaitingConsent', google: 'awaitingConsent' });
    await settle();
    const fontRequests = () => requests.filter((request) => /^\/(typekit|fonts)\//.test(new URL(request.url()).pathname));
    expect(fontRequests()).toEqual([]);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => fontsState(page)).toEqual(LOADED);
    expect(fontRequests().map((request) => new URL(request.url()).pathname).sort()).toEqual(['/fonts/css', KIT]);
    expect(errors()).toEqual([]);
  });

  it('loads the kit once: booting the page again after destroy asks for nothing more', async () => {
    const { page, requests, settle } = await fixture.open('/fonts');
    await expect.poll(() => fontsState(page)).toEqual(LOADED);
    await page.evaluate(async () => {
      window.visitorRuntime!.destroy();
      await window.visitorRuntime!.boot();
    });
    await expect.poll(() => fontsState(page)).toEqual(LOADED);
    await settle();
    const kitRequests = requests.filter((request) => new URL(request.url()).pathname === KIT);
    expect(kitRequests).toHaveLength(1);
    expect(await page.locator(`link[href="${fixture.server.url}${KIT}"]`).count()).toBe(1);
  });

  it('a kit that is gone is logged and reported to the error reporter; the Google fonts still load', async () => {
    const after = fixture.lastRowId();
    const { page, errors } = await fixture.open('/fonts', { beforeGoto: (p) => p.route(`**${KIT}`, (route) => route.fulfill({ status: 404, body: 'No such kit' })) });
    await expect.poll(() => fontsState(page)).toEqual({ typekit: 'failed', google: 'loaded' });
    const message = `[visitor-runtime] The Typekit font kit is gone (${fixture.server.url}${KIT} could not be loaded); the site's Typekit fonts are not shown.`;
    await expect.poll(() => errors().filter((line) => line.includes('Typekit font kit'))).toEqual([message]);
    await expect.poll(() => JSON.stringify(fixture.stored({ endpoint: '/api/events/RecordJavascriptErrors', after }))).toContain('The Typekit font kit is gone');
  });

  it("Google fonts that cannot be loaded log 'Unable to load fonts'", async () => {
    const { page, errors } = await fixture.open('/fonts', { beforeGoto: (p) => p.route('**/fonts/css?**', (route) => route.abort()) });
    await expect.poll(() => fontsState(page)).toEqual({ typekit: 'loaded', google: 'failed' });
    expect(errors().filter((line) => line.includes('Unable to load fonts'))).toEqual([
      `[visitor-runtime] Unable to load fonts (${fixture.server.url}/fonts/css?family=Lato%3A400%2C700&family=Playfair+Display).`,
    ]);
  });

  it('a site without custom fonts downloads no fonts code and asks for no stylesheet', async () => {
    const { page, requests, assets, chromeStarted, settle } = await fixture.open('/static');
    await chromeStarted();
    await settle();
    expect(assets).not.toContain('fonts.js');
    expect(requests.filter((request) => /\/(typekit|fonts)\//.test(new URL(request.url()).pathname))).toEqual([]);
    expect(await fontsState(page)).toBeNull();
  });
});
