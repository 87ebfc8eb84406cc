// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { writeConsent } from '../cookie-values';
import { CONSENT_COOKIE, deleteCookie } from '../cookies';
import { siteContextSchema } from '../schemas/site-context';
import { vendorSetting } from '../vendors';
import { fontsInput } from './fonts';

// What the fonts chart starts with (runtime/fonts/fonts.ts): addresses through the vendor table, consent from the
// page's one rule.

const PAGE = 'http://localhost:4173/fonts';
const site = (extra: Record<string, unknown> = {}) =>
  siteContextSchema.parse({ website: { typekitId: 'abc1234' }, googleFonts: [{ includeName: 'Lato:400,700' }], ...extra });
const REAL = vendorSetting({}, PAGE);
const STAND_INS = vendorSetting({ vendorStandIns: '/' }, PAGE);

afterEach(() => deleteCookie(CONSENT_COOKIE));

describe('the fonts chart input', () => {
  it('asks the services themselves by default, and the stand-ins only under the page setting', () => {
    expect(fontsInput(site(), REAL)).toEqual({
      typekitUrl: 'https://use.typekit.net/abc1234.css',
      googleFontsUrl: 'https://fonts.googleapis.com/css?family=Lato%3A400%2C700',
      consented: true,
    });
    expect(fontsInput(site(), STAND_INS)).toMatchObject({
      typekitUrl: 'http://localhost:4173/typekit/abc1234.css',
      googleFontsUrl: 'http://localhost:4173/fonts/css?family=Lato%3A400%2C700',
    });
  });

  it("refuses a configured address off the services' hosts with one console error each, and loads nothing from it", () => {
    const errors: string[] = [];
    const input = fontsInput(
      site({ fontSettings: { typekitUrl: 'javascript:alert(1)//{kitId}', googleFontsUrl: 'https://fonts.evil.example/css' } }),
      REAL,
      (message) => errors.push(message),
    );
    expect(input).toMatchObject({ typekitUrl: null, googleFontsUrl: null });
    expect(errors).toEqual([
      `The site's Adobe Fonts (Typekit) fonts load nothing: its fontSettings.typekitUrl "javascript:alert(1)//abc1234" is refused (it is not an https address).`,
      `The site's Google Fonts fonts load nothing: its fontSettings.googleFontsUrl "https://fonts.evil.example/css?family=Lato%3A400%2C700" is refused (fonts.evil.example is not a host of Google Fonts).`,
    ]);
  });

  it('waits for consent under a restrictive policy, not after the visitor accepts, and not without the policy', () => {
    const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
    expect(fontsInput(site(restrictive), REAL).consented).toBe(false);
    writeConsent('accepted');
    expect(fontsInput(site(restrictive), REAL).consented).toBe(true);
    expect(fontsInput(site(), REAL).consented).toBe(true);
  });
});
