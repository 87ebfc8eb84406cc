import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, MAP_STYLES, mapConfigSchema } from './map.schema';
import { clampZoom, externalMapsUrl, resolveMapLocation } from './location';

const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lng = fc.double({ min: -180, max: 180, noNaN: true });
const line = fc.string({ maxLength: 30 });
const location = fc.record(
  {
    mapLat: lat,
    mapLng: lng,
    markerLat: lat,
    markerLng: lng,
    mapZoom: fc.integer({ min: -5, max: 30 }),
    addressTitle: line,
    addressLine1: line,
    addressLine2: line,
    addressCountry: line,
  },
  { requiredKeys: [] },
);

describe('map location rules (display-widgets §3)', () => {
  it('applies the defaults: the city centre at zoom 12, the marker at the map centre, Grayscale, link on click', () => {
    const config = mapConfigSchema.parse({});
    expect(resolveMapLocation(config)).toEqual({ centre: DEFAULT_MAP_CENTRE, marker: DEFAULT_MAP_CENTRE, zoom: DEFAULT_MAP_ZOOM, address: [] });
    expect([config.style, config.linkOnClick, config.scrollwheel]).toEqual(['Grayscale', true, true]);
  });

  it('puts the marker at the map centre unless given, and keeps the address lines that are set, in order', () => {
    fc.assert(
      fc.property(location, (given) => {
        const resolved = resolveMapLocation(mapConfigSchema.parse({ location: given }));
        const centre = { lat: given.mapLat ?? DEFAULT_MAP_CENTRE.lat, lng: given.mapLng ?? DEFAULT_MAP_CENTRE.lng };
        expect(resolved.centre).toEqual(centre);
        expect(resolved.marker).toEqual({ lat: given.markerLat ?? centre.lat, lng: given.markerLng ?? centre.lng });
        expect(resolved.zoom).toBe(clampZoom(given.mapZoom ?? DEFAULT_MAP_ZOOM));
        const lines = [given.addressTitle, given.addressLine1, given.addressLine2, given.addressCountry].map((l) => (l ?? '').trim());
        expect(resolved.address).toEqual(lines.filter(Boolean));
      }),
    );
  });

  it('accepts every style of the spec and refuses any other', () => {
    for (const style of MAP_STYLES) expect(mapConfigSchema.safeParse({ style }).success).toBe(true);
    fc.assert(fc.property(fc.string().filter((s) => !(MAP_STYLES as readonly string[]).includes(s)), (style) => !mapConfigSchema.safeParse({ style }).success));
  });

  it('builds an external maps URL that gives back the marker position, the address text and the zoom', () => {
    fc.assert(
      fc.property(lat, lng, fc.array(line.map((l) => l.trim()).filter(Boolean), { maxLength: 4 }), fc.integer({ min: 0, max: 21 }), (markerLat, markerLng, address, zoom) => {
        const url = new URL(externalMapsUrl('https://maps.example/maps', { marker: { lat: markerLat, lng: markerLng }, address, zoom }));
        const position = `${markerLat},${markerLng}`;
        expect(url.origin + url.pathname).toBe('https://maps.example/maps');
        expect(url.searchParams.get('ll')).toBe(position);
        expect(url.searchParams.get('z')).toBe(String(zoom));
        expect(url.searchParams.get('q')).toBe(address.length ? `${address.join(', ')} @${position}` : position);
      }),
    );
  });

  it('brings any zoom within the levels maps services know', () => {
    fc.assert(fc.property(fc.double(), (zoom) => Number.isInteger(clampZoom(zoom)) && clampZoom(zoom) >= 0 && clampZoom(zoom) <= 21));
  });
});
