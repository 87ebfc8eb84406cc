import type { MapConfig } from './map.schema';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapLocation {
  centre: LatLng;
  marker: LatLng;
  zoom: number;
  /** The address lines that are set, in order: what the fallback shows and the external page searches for. */
  address: string[];
}

/** The zoom levels maps services know (0 the world, 21 a building): a stored zoom outside them is brought in. */
export const clampZoom = (zoom: number) => Math.min(21, Math.max(0, Math.round(Number.isFinite(zoom) ? zoom : 12)));

/** A block's location with the spec's defaults applied: the marker defaults to the map centre (display-widgets §3). */
export function resolveMapLocation({ location }: MapConfig): MapLocation {
  const centre = { lat: location.mapLat, lng: location.mapLng };
  return {
    centre,
    marker: { lat: location.markerLat ?? centre.lat, lng: location.markerLng ?? centre.lng },
    zoom: clampZoom(location.mapZoom),
    address: [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].map((line) => line.trim()).filter(Boolean),
  };
}

/**
 * The external maps page a marker click opens (display-widgets §2): the marker position, the address text and the
 * zoom. `q` searches the address at the position (`<address> @<lat>,<lng>`, how maps services pin a named place),
 * `ll` centres it and `z` zooms; without an address `q` is the position alone.
 */
export function externalMapsUrl(base: string, { marker, address, zoom }: Pick<MapLocation, 'marker' | 'address' | 'zoom'>): string {
  // A relative address (a stand-in served by the site) is read against the page.
  const url = new URL(base, globalThis.location?.href);
  const position = `${marker.lat},${marker.lng}`;
  url.searchParams.set('q', address.length ? `${address.join(', ')} @${position}` : position);
  url.searchParams.set('ll', position);
  url.searchParams.set('z', String(zoom));
  return url.href;
}
