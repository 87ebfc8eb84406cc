import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontSettings, googleFontsStylesheet, typekitStylesheet, type FontSettings } from './rules';

// The reference server's stand-ins, as the runtime's vendor table gives them under the demo pages' setting.
const DEFAULTS: FontSettings = { typekitUrl: '/typekit/{kitId}.css', googleFontsUrl: '/fonts/css' };

const includeName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 +:,;@.-]{0,30}$/);

describe('font stylesheet addresses (visitor-runtime §1, §7)', () => {
  it('Google fonts: one stylesheet with one family parameter per font, its includeName as written, in order', () => {
    expect(googleFontsStylesheet([{ includeName: 'Lato:400,700' }, { includeName: 'Playfair Display' }], DEFAULTS)).toBe('/fonts/css?family=Lato%3A400%2C700&family=Playfair+Display');
    fc.assert(
      fc.property(fc.array(includeName, { maxLength: 8 }), (names) => {
        const url = googleFontsStylesheet(names.map((name) => ({ includeName: name })), DEFAULTS);
        const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
        if (unique.length === 0) return url === null;
        const parsed = new URL(url!, 'http://site.test');
        expect(parsed.pathname).toBe(DEFAULTS.googleFontsUrl);
        expect(parsed.searchParams.getAll('family')).toEqual(unique);
        return true;
      }),
    );
  });

  it('Google fonts: nothing to load without a named font; a configured address keeps its own parameters', () => {
    expect(googleFontsStylesheet([], DEFAULTS)).toBeNull();
    expect(googleFontsStylesheet([{ includeName: '  ' }, { includeName: 7 }, {}], DEFAULTS)).toBeNull();
    expect(googleFontsStylesheet([{ includeName: 'Lato' }], fontSettings({ googleFontsUrl: 'https://fonts.example/css?display=swap&family=Old' }, DEFAULTS))).toBe(
      'https://fonts.example/css?display=swap&family=Lato',
    );
  });

  it('Typekit: the kit id names the stylesheet; no kit, or an id that is not one, loads nothing', () => {
    expect(typekitStylesheet('abc1234', DEFAULTS)).toBe('/typekit/abc1234.css');
    expect(typekitStylesheet('abc1234', fontSettings({ typekitUrl: 'https://use.typekit.example/{kitId}.css' }, DEFAULTS))).toBe('https://use.typekit.example/abc1234.css');
    for (const none of [null, undefined, '', '   ', 42, '../admin', 'a b', 'kit?x=1']) expect(typekitStylesheet(none, DEFAULTS)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (id) => {
        const url = typekitStylesheet(id, DEFAULTS);
        // whatever the site context holds, the address is the template with letters and digits in it, or nothing
        return url === null || /^\/typekit\/[A-Za-z0-9]+\.css$/.test(url);
      }),
    );
  });

  it('settings: the site context fontSettings override the default addresses, field by field', () => {
    expect(fontSettings(undefined, DEFAULTS)).toEqual(DEFAULTS);
    expect(fontSettings({ typekitUrl: '', googleFontsUrl: 3 }, DEFAULTS)).toEqual(DEFAULTS);
    expect(fontSettings({ googleFontsUrl: 'https://fonts.example/css' }, DEFAULTS)).toEqual({ ...DEFAULTS, googleFontsUrl: 'https://fonts.example/css' });
  });
});
