import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteContextSchema } from './schemas/site-context';
import { defaultVendorAddress, isHostOf, refusal, vendorAddress, vendorAddressOf, VENDORS, vendorSetting, VIDEO_VENDORS, type Vendor, type VendorId, type VendorSetting } from './vendors';

// The one vendor table (docs/security.md "The vendor table"): what block data may make the page load. Hostile
// addresses as an editor could write them: other schemes, lookalike hosts, credentials, backslashes, hidden
// characters, uppercase schemes, homoglyph hosts.

const REAL: VendorSetting = { standIns: null };
const PAGE = 'http://localhost:4173/third-party';
const STAND_INS = vendorSetting({ vendorStandIns: '/' }, PAGE);
const IDS = Object.keys(VENDORS) as VendorId[];
/** The vendor's hosts; for one whose hosts are any label under a domain, a site's host there. */
const hostsOf = (vendor: VendorId): readonly string[] => {
  const row: Vendor = VENDORS[vendor];
  return row.hostsUnder ? [...row.hosts, `demo-bakery.${row.hostsUnder}`] : row.hosts;
};

const vendorId = fc.constantFrom(...IDS);
const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const path = fc.array(fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
const query = fc.option(fc.stringMatching(/^[a-z]{1,5}=[A-Za-z0-9%]{0,10}$/), { nil: undefined }).map((text) => (text ? `?${text}` : ''));
/** A vendor and an address the table must take: https, one of its hosts, a path and maybe a query. */
const listed = vendorId.chain((vendor) => fc.tuple(fc.constant(vendor), fc.constantFrom(...hostsOf(vendor)), path, query));
const taken = (vendor: VendorId, address: string, setting = REAL) => vendorAddress(address, [vendor], setting);

/** What every address the table takes is, whatever was written: https on one of the asked vendors' hosts, no credentials or port. */
function expectSafe(verdict: ReturnType<typeof vendorAddress>, vendors: readonly VendorId[]) {
  if (!verdict.ok) return;
  const url = new URL(verdict.href);
  expect(url.protocol).toBe('https:');
  expect(vendors.some((vendor) => isHostOf(VENDORS[vendor], url.hostname)), url.hostname).toBe(true);
  expect([url.username, url.password, url.port]).toEqual(['', '', '']);
  expect(verdict.href.startsWith(`https://${url.hostname}/`)).toBe(true);
}

describe('the vendor table: real vendors by default', () => {
  it("each vendor's default address is its real one: https, on its own hosts", () => {
    const defaults = Object.fromEntries(IDS.flatMap((vendor) => {
      const address = defaultVendorAddress(vendor, REAL);
      return address === null ? [] : [[vendor, address]];
    }));
    expect(defaults).toEqual({
      soundcloud: 'https://w.soundcloud.com/player/',
      follow: 'https://platform.twitter.com/widgets.js',
      googleMaps: 'https://maps.googleapis.com/maps/api/js',
      typekit: 'https://use.typekit.net/{kitId}.css',
      googleFonts: 'https://fonts.googleapis.com/css',
      captcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
      disqus: 'https://{shortname}.disqus.com/count.js',
    });
    for (const [vendor, template] of Object.entries(defaults)) {
      // a template's placeholder filled as the runtime fills it (the site's kit id)
      const address = template.replace('{kitId}', 'abc1234').replace('{shortname}', 'demo-bakery');
      expect(taken(vendor as VendorId, address)).toEqual({ ok: true, href: address, vendor });
    }
  });

  it('a site context without the setting has the real vendors; its `vendorStandIns` is the one way to the stand-ins', () => {
    expect(vendorSetting(siteContextSchema.parse({}), PAGE)).toEqual({ standIns: null });
    expect(vendorSetting({ vendorStandIns: 'javascript:alert(1)' }, PAGE)).toEqual({ standIns: null });
    expect(STAND_INS.standIns?.href).toBe('http://localhost:4173/');
    expect(defaultVendorAddress('soundcloud', STAND_INS)).toBe('http://localhost:4173/soundcloud/player');
    expect(defaultVendorAddress('follow', STAND_INS)).toBe('http://localhost:4173/follow/widget.js');
    expect(defaultVendorAddress('googleMaps', STAND_INS)).toBe('http://localhost:4173/maps/api.js');
    expect(defaultVendorAddress('typekit', STAND_INS)).toBe('http://localhost:4173/typekit/{kitId}.css');
    expect(defaultVendorAddress('googleFonts', STAND_INS)).toBe('http://localhost:4173/fonts/css');
    expect(defaultVendorAddress('captcha', STAND_INS)).toBe('http://localhost:4173/captcha/api.js');
    expect(defaultVendorAddress('youtube', STAND_INS)).toBeNull();
    expect(defaultVendorAddress('follow', vendorSetting({ vendorStandIns: 'https://stand-ins.example/v1' }, PAGE))).toBe('https://stand-ins.example/v1/follow/widget.js');
  });

  it('every frame vendor has a sandbox without top navigation, forms or modals, and every script or stylesheet vendor none', () => {
    for (const vendor of IDS) {
      const row = VENDORS[vendor] as { use: string; frame?: { sandbox: string } };
      if (row.use !== 'frame') expect(row.frame, vendor).toBeUndefined();
      else expect(row.frame!.sandbox.split(' ').filter((token) => /top-navigation|forms|modals|downloads/.test(token)), vendor).toEqual([]);
    }
  });
});

describe('the vendor table: what it takes', () => {
  it("an https address on one of the vendor's hosts, any path and query; scheme and host in any case; surrounding spaces", () => {
    expect(taken('soundcloud', ' HTTPS://W.SoundCloud.com/player/?visual=true ')).toEqual({ ok: true, href: 'https://w.soundcloud.com/player/?visual=true', vendor: 'soundcloud' });
    expect(taken('soundcloud', 'https://w.soundcloud.com:443/player/')).toEqual({ ok: true, href: 'https://w.soundcloud.com/player/', vendor: 'soundcloud' });
    fc.assert(
      fc.property(listed, fc.constantFrom('https', 'HTTPS', 'Https'), ([vendor, host, rest, search], scheme) => {
        const verdict = taken(vendor, `${scheme}://${host}${rest}${search}`);
        expect(verdict.ok).toBe(true);
        expectSafe(verdict, [vendor]);
      }),
    );
  });

  it('with the stand-in setting, an address on the stand-ins’ origin too (relative to them), for the first vendor asked', () => {
    expect(taken('follow', '/follow/missing.js', STAND_INS)).toEqual({ ok: true, href: 'http://localhost:4173/follow/missing.js', vendor: 'follow' });
    expect(vendorAddress('/vendor/zola.js', ['zola'], STAND_INS)).toEqual({ ok: true, href: 'http://localhost:4173/vendor/zola.js', vendor: 'zola' });
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,1', 'http://localhost:4174/x.js', '//evil.example/x.js', 'http://user:pw@localhost:4173/x.js']) {
      expect(taken('follow', bad, STAND_INS).ok, bad).toBe(false);
    }
  });
});

describe('the vendor table: what it refuses, with the problem the console gives', () => {
  const problem = (vendor: VendorId, address: string | null) => {
    const verdict = taken(vendor, address as string);
    return verdict.ok ? `taken: ${verdict.href}` : verdict.problem;
  };

  it('named examples (the issue’s probes among them)', () => {
    const examples: Array<[VendorId, string | null, string]> = [
      ['soundcloud', 'javascript:void(top.x=document.domain)//', 'it is not an https address'],
      ['follow', 'data:text/javascript,window.x=document.domain', 'it is not an https address'],
      ['follow', 'https://tracker.invalid/widgets.js', 'tracker.invalid is not a host of X (follow button)'],
      ['zola', 'https://cdn.example/zola.js', 'cdn.example is not a host of Zola'],
      ['soundcloud', 'JAVASCRIPT:alert(1)', 'it is not an https address'],
      ['soundcloud', 'http://w.soundcloud.com/player/', 'it is not an https address'],
      // the platform's published embeds write `//www.youtube.com/embed/…`: read as https, on a listed host only
      ['soundcloud', '//w.soundcloud.com/player/', 'taken: https://w.soundcloud.com/player/'],
      ['soundcloud', '//evil.example/player/', 'evil.example is not a host of SoundCloud'],
      ['soundcloud', '///evil.example/player/', 'evil.example is not a host of SoundCloud'],
      ['soundcloud', '/soundcloud/player', 'it is not an https address'],
      ['soundcloud', 'https:w.soundcloud.com/player/', 'it is not an https address'],
      ['soundcloud', 'https://w.soundcloud.com.evil.example/player/', 'w.soundcloud.com.evil.example is not a host of SoundCloud'],
      ['soundcloud', 'https://evilw.soundcloud.com/player/', 'evilw.soundcloud.com is not a host of SoundCloud'],
      ['soundcloud', 'https://w.soundcloud.com./player/', 'w.soundcloud.com. is not a host of SoundCloud'],
      ['soundcloud', 'https://w.soundcloud.com@evil.example/', 'it carries a user name or password'],
      ['soundcloud', 'https://w.soundcloud.com\\@evil.example/', 'it holds a space, a control character or a backslash'],
      ['soundcloud', 'https:\\\\evil.example/', 'it holds a space, a control character or a backslash'],
      ['soundcloud', 'java\tscript:alert(1)', 'it holds a space, a control character or a backslash'],
      ['soundcloud', 'https://w.soundcloud.com/player/\n', 'taken: https://w.soundcloud.com/player/'],
      ['soundcloud', 'https://w.soundcloud\u200b.com/player/', 'it holds a space, a control character or a backslash'],
      ['soundcloud', '\u0000https://w.soundcloud.com/player/', 'it holds a space, a control character or a backslash'],
      ['soundcloud', 'https://w.ѕoundcloud.com/player/', 'w.xn--oundcloud-k9h.com is not a host of SoundCloud'],
      ['soundcloud', 'https://w.soundcloud.com:8443/player/', 'it names a port'],
      ['soundcloud', '', 'it is empty'],
      ['soundcloud', null, 'it is empty'],
      ['soundcloud', 'not an address', 'it holds a space, a control character or a backslash'],
    ];
    for (const [vendor, address, expected] of examples) expect(problem(vendor, address), String(address)).toBe(expected);
  });

  it('any other scheme, in any case, whatever follows it', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'http', 'vbscript', 'file', 'ftp', 'blob', 'about', 'ws', 'wss').chain((name) =>
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }).map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
    );
    fc.assert(
      fc.property(vendorId, scheme, fc.constantFrom('', '//', '///'), fc.oneof(fc.string(), listed.map(([, host, rest]) => `${host}${rest}`)), (vendor, name, slashes, rest) => {
        expect(taken(vendor, `${name}:${slashes}${rest}`).ok).toBe(false);
      }),
    );
  });

  it('lookalike hosts: a listed host followed by more labels, with a prefix, or with a subdomain', () => {
    fc.assert(
      fc.property(listed, label, fc.constantFrom('suffix', 'prefix', 'subdomain'), ([vendor, host, rest], extra, how) => {
        const lookalike = how === 'suffix' ? `${host}.${extra}.example` : how === 'prefix' ? `${extra}${host}` : `${extra}.${host}`;
        fc.pre(!IDS.some((id) => isHostOf(VENDORS[id], lookalike)));
        expect(taken(vendor, `https://${lookalike}${rest}`)).toEqual({ ok: false, problem: `${lookalike} is not a host of ${VENDORS[vendor].name}` });
      }),
    );
  });

  it("a vendor whose hosts are one label under its domain (a site's shortname): that label only, not the domain, two labels or a lookalike", () => {
    expect(taken('disqus', 'https://demo-bakery.disqus.com/count.js')).toEqual({ ok: true, href: 'https://demo-bakery.disqus.com/count.js', vendor: 'disqus' });
    // The label is the site's: written with a homoglyph it is still a Disqus host (fast-check's counterexample).
    expect(taken('disqus', 'https://dеmo-bakery.disqus.com/count.js').ok).toBe(true);
    for (const host of ['disqus.com', 'a.b.disqus.com', 'demo-bakery.disqus.com.evil.example', 'demo-bakerydisqus.com', 'evil-disqus.com']) {
      expect(taken('disqus', `https://${host}/count.js`), host).toEqual({ ok: false, problem: `${host} is not a host of Disqus (comment counts)` });
    }
  });

  it('credentials: the listed host as a user name before another host, or a user name and password before it', () => {
    fc.assert(
      fc.property(listed, label, label, ([vendor, host, rest], user, other) => {
        expect(taken(vendor, `https://${host}@${other}.example${rest}`).ok).toBe(false);
        expect(taken(vendor, `https://${user}:${user}@${host}${rest}`)).toEqual({ ok: false, problem: 'it carries a user name or password' });
      }),
    );
  });

  it('a space, a control or format character or a backslash anywhere inside a listed address', () => {
    const hidden = fc.oneof(
      fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\v', '\\', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u00a0', '\u00ad', '\u200b', '\u200e', '\u2028', '\u202e', '\u3000', '\ufeff'),
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(listed, hidden, fc.nat(), ([vendor, host, rest, search], character, at) => {
        const address = `https://${host}${rest}${search}`;
        const position = 1 + (at % (address.length - 1));
        expect(taken(vendor, `${address.slice(0, position)}${character}${address.slice(position)}`)).toEqual({
          ok: false,
          problem: 'it holds a space, a control character or a backslash',
        });
      }),
    );
  });

  it('a host written with a homoglyph (IDN) is another host (in the vendor\'s own part of it)', () => {
    const homoglyphs: Record<string, string> = { a: 'а', c: 'с', e: 'е', i: 'і', o: 'о', p: 'р', s: 'ѕ', x: 'х', y: 'у' };
    fc.assert(
      fc.property(listed, fc.nat(), ([vendor, host, rest], at) => {
        // The site's own label under a vendor's domain is the site's to choose: any label there is the vendor's host.
        const under: string | undefined = (VENDORS[vendor] as Vendor).hostsUnder;
        const own = under && host.endsWith(`.${under}`) ? host.length - under.length : 0;
        const positions = [...host].flatMap((c, i) => (i >= own && homoglyphs[c] ? [i] : []));
        fc.pre(positions.length > 0);
        const i = positions[at % positions.length]!;
        const spoofed = `${host.slice(0, i)}${homoglyphs[host[i]!]}${host.slice(i + 1)}`;
        const verdict = taken(vendor, `https://${spoofed}${rest}`);
        expect(verdict.ok).toBe(false);
        if (!verdict.ok) expect(verdict.problem).toMatch(/^xn--|\.xn--/);
      }),
    );
  });

  it('whatever is written, what it takes is https on one of the asked vendors’ hosts', () => {
    const near = listed.chain(([vendor, host, rest]) =>
      fc.tuple(fc.constant(vendor), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([id, before, after]) => [id, `${before}https://${host}${after}${rest}`] as const),
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.tuple(vendorId, fc.string({ maxLength: 60 })), fc.tuple(vendorId, fc.string({ unit: 'grapheme', maxLength: 40 }))), ([vendor, address]) => {
        expectSafe(taken(vendor, address), [vendor]);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (address) => expectSafe(vendorAddress(address, VIDEO_VENDORS, REAL), VIDEO_VENDORS)),
    );
  });
});

describe('refusal: how the console names the field and the address', () => {
  it('quotes the address as JSON, cut at 120 characters', () => {
    expect(refusal('scriptUrl', 'data:x', 'it is not an https address')).toBe('its scriptUrl "data:x" is refused (it is not an https address)');
    expect(refusal('playerUrl', `https://${'a'.repeat(200)}`, 'p')).toBe(`its playerUrl "https://${'a'.repeat(112)}…" is refused (p)`);
    expect(refusal('data-script-src', null, 'it is empty')).toBe('its data-script-src "" is refused (it is empty)');
  });
});

describe("vendorAddressOf: a field's address for one vendor, or the vendor's own", () => {
  it("takes the vendor's own address when the field gives none: the real one, or the stand-in under the page's setting", () => {
    expect(vendorAddressOf('googleMaps', undefined, 'mapsSettings.scriptUrl', REAL)).toEqual({ ok: true, href: defaultVendorAddress('googleMaps', REAL) });
    expect(vendorAddressOf('follow', null, 'scriptUrl', STAND_INS)).toEqual({ ok: true, href: defaultVendorAddress('follow', STAND_INS) });
  });

  it('gives the refusal naming the field for an address the table does not take, whatever address it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<VendorId>('follow', 'googleMaps', 'typekit', 'googleFonts'), (given, vendor) => {
        const verdict = vendorAddress(given, [vendor], REAL);
        const found = vendorAddressOf(vendor, given, 'field.path', REAL);
        expect(found).toEqual(verdict.ok ? { ok: true, href: verdict.href } : { ok: false, refusal: refusal('field.path', given, verdict.problem) });
      }),
    );
    expect(vendorAddressOf('follow', 'data:text/javascript,1', 'scriptUrl', REAL)).toEqual({ ok: false, refusal: 'its scriptUrl "data:text/javascript,1" is refused (it is not an https address)' });
  });
});
