import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SETTINGS, fontSettings, googleFontsStylesheet, typekitStylesheet } from './rules';

const includeName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 +:,;@.-]{0,30}$/);

describe('font stylesheet addresses (visitor-runtime §1, §7)', () => {
  it('Google fonts: one stylesheet with one family parameter per font, its includeName as written, in order', () => {
    expect(googleFontsStylesheet([{ includeName: 'Lato:400,700' }, { includeName: 'Playfair Display' }])).toBe('/fonts/css?family=Lato%3A400%2C700&family=Playfair+Display');
    fc.assert(
      fc.property(fc.array(includeName, { maxLength: 8 }), (names) => {
        const url = googleFontsStylesheet(names.map((name) => ({ includeName: name })));
        const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
        if (unique.length === 0) return url === null;
        const parsed = new URL(url!, 'http://site.test');
        expect(parsed.pathname).toBe(DEFAULT_FONT_SETTINGS.googleFontsUrl);
        expect(parsed.searchParams.getAll('family')).toEqual(unique);
        return true;
      }),
    );
  });

  it('Google fonts: nothing to load without a named font; a configured address keeps its own parameters', () => {
    expect(googleFontsStylesheet([])).toBeNull();
    expect(googleFontsStylesheet([{ includeName: '  ' }, { includeName: 7 }, {}])).toBeNull();
    expect(googleFontsStylesheet([{ includeName: 'Lato' }], fontSettings({ googleFontsUrl: 'https://fonts.example/css?display=swap&family=Old' }))).toBe(
      'https://fonts.example/css?display=swap&family=Lato',
    );
  });

  it('Typekit: the kit id names the stylesheet; no kit, or an id that is not one, loads nothing', () => {
    expect(typekitStylesheet('abc1234')).toBe('/typekit/abc1234.css');
    expect(typekitStylesheet('abc1234', fontSettings({ typekitUrl: 'https://use.typekit.example/{kitId}.css' }))).toBe('https://use.typekit.example/abc1234.css');
    for (const none of [null, undefined, '', '   ', 42, '../admin', 'a b', 'kit?x=1']) expect(typekitStylesheet(none)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (id) => {
        const url = typekitStylesheet(id);
        // whatever the site context holds, the address is the template with letters and digits in it, or nothing
        return url === null || /^\/typekit\/[A-Za-z0-9]+\.css$/.test(url);
      }),
    );
  });

  it('settings: the site context fontSettings override the stand-in addresses, field by field', () => {
    expect(fontSettings(undefined)).toEqual(DEFAULT_FONT_SETTINGS);
    expect(fontSettings({ typekitUrl: '', googleFontsUrl: 3 })).toEqual(DEFAULT_FONT_SETTINGS);
    expect(fontSettings({ googleFontsUrl: 'https://fonts.example/css' })).toEqual({ ...DEFAULT_FONT_SETTINGS, googleFontsUrl: 'https://fonts.example/css' });
  });
});
