import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackQuerySchema } from '../api-schemas';
import { pageLoadId } from '../page-load';
import { CAMPAIGN_PARAMETERS, MAX_QUERY_KEYS, queryValues, sendTrack, trackQuery, type TrackPage } from './track';

const page: TrackPage = { referrer: 'https://news.example/', landing: '/menu', lang: 'en-GB', screenWidth: 1440, screenHeight: 900 };
const ALIASES = Object.values(CAMPAIGN_PARAMETERS).flat();
const value = fc.string({ minLength: 1, maxLength: 20 });

describe('Track (visitor-runtime §7)', () => {
  it('maps utm parameters and its own names, adding refer, landing, lang and screen', () => {
    const query = trackQuery('?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=bread&mkwid=k1&rk=9&variation=b', page);
    expect(Object.fromEntries(query!)).toEqual({
      source: 'news', channel: 'email', campaign: 'spring', subcampaign: 'hero', subchannel: 'bread', mkwid: 'k1', rk: '9',
      variation: 'b', refer: 'https://news.example/', landing: '/menu', lang: 'en-GB', screen: '1440x900',
    });
  });

  it('prefers the parameter of its own name over the utm alias, and the query over the page for context', () => {
    const query = trackQuery('?utm_source=a&source=b&refer=r&landing=%2Fx&lang=fr', page);
    expect(Object.fromEntries(query!)).toMatchObject({ source: 'b', refer: 'r', landing: '/x', lang: 'fr' });
  });

  it('is nothing without a campaign parameter', () => {
    expect(trackQuery('', page)).toBeNull();
    expect(trackQuery('?refer=x&landing=y&lang=z&q=bread&utm_source=', page)).toBeNull();
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }).filter((k) => !ALIASES.includes(k)), fc.string()), (params) => {
        expect(trackQuery(`?${new URLSearchParams(params)}`, page)).toBeNull();
      }),
    );
  });

  it('always passes the server schema, and is sent whenever a campaign parameter is there', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ALIASES, 'refer', 'lang', 'other'), value),
        fc.record({ referrer: fc.string(), landing: fc.string(), lang: fc.string(), screenWidth: fc.nat(5000), screenHeight: fc.nat(5000) }),
        (params, context) => {
          const query = trackQuery(`?${new URLSearchParams(params)}`, context);
          const hasCampaign = Object.keys(params).some((k) => ALIASES.includes(k));
          expect(query !== null).toBe(hasCampaign);
          if (query) expect(trackQuerySchema.safeParse(Object.fromEntries(query)).success).toBe(true);
        },
      ),
    );
  });

  it('reads at most 1000 query parameters', () => {
    const many = new URLSearchParams(Array.from({ length: MAX_QUERY_KEYS }, (_, i) => [`k${i}`, 'v']));
    expect(queryValues(`${many}&utm_source=late`).has('utm_source')).toBe(false);
    expect(queryValues(`${many}`).size).toBe(1000);
  });

  it('is sent as an image request, with the page load id in the query (an image carries no header)', () => {
    const image = { src: '' } as HTMLImageElement;
    sendTrack(new URLSearchParams({ source: 'news', screen: '1x1' }), image);
    expect(image.src).toBe(`/api/track/Track?source=news&screen=1x1&pageLoadId=${pageLoadId()}`);
  });
});
