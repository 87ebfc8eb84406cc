import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableBookingTreatment } from './notice';
import { soundcloudPlayerUrl, soundcloudTrackUrl } from './rules';

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
const segments = fc.array(segment, { minLength: 1, maxLength: 4 });
const soundcloudHost = fc.constantFrom('soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'api.soundcloud.com', 'on.soundcloud.com');
// Addresses built from parts (fc.webUrl takes seconds per hundred here): a host of lower-case labels, a path.
const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const host = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => `${labels.join('.')}.example`);
const webUrl = (scheme: 'http' | 'https') => fc.tuple(host, segments).map(([name, path]) => `${scheme}://${name}/${path.join('/')}`);

describe('SoundCloud track addresses (visitor-runtime §8 "Invalid SoundCloud URL")', () => {
  it('a track, set or profile on SoundCloud is accepted as its https address, query kept, fragment dropped', () => {
    expect(soundcloudTrackUrl(' soundcloud.com/demo-bakery/morning-bake ')).toBe('https://soundcloud.com/demo-bakery/morning-bake');
    expect(soundcloudTrackUrl('http://m.soundcloud.com/a/sets/b?secret_token=s-1#t=10')).toBe('https://m.soundcloud.com/a/sets/b?secret_token=s-1');
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', ''), soundcloudHost, segments, (scheme, host, path) => {
        const written = `${scheme ? `${scheme}://` : ''}${host}/${path.join('/')}`;
        expect(soundcloudTrackUrl(written)).toBe(`https://${host}/${path.join('/')}`);
      }),
    );
  });

  it('anything else is invalid: another host, no path, other schemes, credentials, ports, odd characters, spaces', () => {
    for (const bad of ['', '   ', 'soundcloud.com', 'https://soundcloud.com/', 'https://evil.com/soundcloud.com/a', 'https://soundcloud.com.evil.com/a/b',
      'javascript:alert(1)', 'ftp://soundcloud.com/a', 'https://user:pw@soundcloud.com/a', 'https://soundcloud.com:8080/a', 'https://soundcloud.com/a b',
      'not a url']) {
      expect(soundcloudTrackUrl(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.oneof(webUrl('http'), webUrl('https')), (url) => {
        const host = new URL(url).hostname;
        fc.pre(!host.endsWith('soundcloud.com'));
        expect(soundcloudTrackUrl(url)).toBeNull();
      }),
    );
  });

  it('the result is stable: a valid address read again is itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const once = soundcloudTrackUrl(value);
        if (once !== null) expect(soundcloudTrackUrl(once)).toBe(once);
      }),
    );
    fc.assert(fc.property(soundcloudHost, segments, (host, path) => {
      const once = soundcloudTrackUrl(`${host}/${path.join('/')}`)!;
      expect(soundcloudTrackUrl(once)).toBe(once);
    }));
  });

  it("the player's address carries the track as its one url parameter, over the player's own parameters", () => {
    fc.assert(
      fc.property(soundcloudHost, segments, (host, path) => {
        const track = `https://${host}/${path.join('/')}`;
        const player = new URL(soundcloudPlayerUrl('https://w.soundcloud.com/player/?visual=true&url=old', track));
        expect(player.searchParams.getAll('url')).toEqual([track]);
        expect(player.searchParams.get('visual')).toBe('true');
      }),
    );
    expect(soundcloudPlayerUrl('http://localhost:4173/soundcloud/player', 'https://soundcloud.com/a')).toBe('http://localhost:4173/soundcloud/player?url=https%3A%2F%2Fsoundcloud.com%2Fa');
  });
});

describe('table-booking owner notice (visitor-runtime §2)', () => {
  it('a logged-in account gets the notice, a visitor the widget', () => {
    fc.assert(
      fc.property(fc.option(fc.record({ id: fc.string() }), { nil: null }), (account) => {
        expect(tableBookingTreatment({ authenticatedAccount: account })).toBe(account ? 'notice' : 'widget');
      }),
    );
  });
});
