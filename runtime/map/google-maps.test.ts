// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_STYLES } from './map.schema';
import { FakeAdvancedMarker, FakeMap, FakeMarker, fakeGoogleMaps } from './fake-google-maps.test-support';
import { googleMapOptions, googleMapsAdapter } from './google-maps';
import type { MapOptions } from './maps-api';
import { forgetMapsScripts, isGoogleMapsScript, loadMapsScript, mapsApiFor, mapsScriptUrl } from './maps-script';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

/** A marker picture as the map view gives one: an address and the size it is drawn at. */
const markerIcon = { url: 'data:image/svg+xml,%3Csvg%2F%3E', width: 24, height: 32 };

const options = (overrides: Partial<MapOptions> = {}): MapOptions => ({
  centre: { lat: 51.5072, lng: -0.1276 },
  zoom: 15,
  style: 'Grayscale',
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: false,
  showControls: true,
  disableDefaultUI: false,
  marker: { position: { lat: 51.5079, lng: -0.1281 }, title: 'Demo Bakery', draggable: false, icon: markerIcon, onClick: vi.fn() },
  ...overrides,
});

const GOOGLE = 'https://maps.googleapis.com/maps/api/js';

afterEach(() => {
  forgetMapsScripts();
  delete (window as { google?: unknown }).google;
});

describe('choosing the adapter', () => {
  it("takes Google's script address, and only that, as Google's", () => {
    expect(isGoogleMapsScript(GOOGLE)).toBe(true);
    expect(isGoogleMapsScript(`${GOOGLE}?v=weekly`)).toBe(true);
    expect(isGoogleMapsScript('/maps/api.js')).toBe(false);
    expect(isGoogleMapsScript('http://maps.googleapis.com/maps/api/js')).toBe(false);
    expect(isGoogleMapsScript('https://maps.googleapis.com.example.com/maps/api/js')).toBe(false);
    expect(isGoogleMapsScript('https://maps.googleapis.com/maps/api/staticmap')).toBe(false);
  });

  it("asks Google's script for the key, language, region, an async load and, with a map id, the marker library", () => {
    const url = new URL(mapsScriptUrl({ scriptUrl: GOOGLE, key: 'k', language: 'de', region: 'AT', mapId: 'map-1' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'k', language: 'de', region: 'AT', loading: 'async', libraries: 'marker' });
    expect(new URL(mapsScriptUrl({ scriptUrl: GOOGLE, key: 'k', language: '', region: '' })).searchParams.has('libraries')).toBe(false);
    expect(new URL(mapsScriptUrl({ scriptUrl: '/maps/api.js', key: 'k', language: '', region: '' }, )).searchParams.has('loading')).toBe(false);
  });

  it("resolves the load with the adapter once Google's script calls back, and the widget gets the adapter", async () => {
    const scripts: HTMLScriptElement[] = [];
    const input = { scriptUrl: GOOGLE, key: 'k', language: 'en', region: 'GB' };
    const loading = loadMapsScript(input, { appendScript: (script) => void scripts.push(script) });
    // The adapter's chunk comes first, then the script element.
    await waitForSignal(() => expect(scripts).toHaveLength(1));
    // What Google's bootstrap does: define google.maps, then call the ?callback= global.
    (window as { google?: unknown }).google = { maps: fakeGoogleMaps() };
    (window as unknown as Record<string, () => void>)[new URL(scripts[0]!.src).searchParams.get('callback')!]!();
    expect(new URL(scripts[0]!.src).origin + new URL(scripts[0]!.src).pathname).toBe(GOOGLE);
    const api = await loading;
    api.createMap(document.createElement('div'), options());
    expect(FakeMap.made).toHaveLength(1);
    expect(mapsApiFor(input)).not.toBeNull();
    // The stand-in's address still means the stand-in's own API (none defined here).
    expect(mapsApiFor({ scriptUrl: '/maps/api.js' })).toBeNull();
  });
});

describe('the Google adapter', () => {
  it('draws a map in the container at the centre and zoom, with a marker carrying the icon at half size and the title', () => {
    const maps = fakeGoogleMaps();
    const container = document.createElement('div');
    googleMapsAdapter(maps).createMap(container, options());
    const [map] = FakeMap.made;
    expect(map!.div).toBe(container);
    expect(map!.options).toMatchObject({ center: { lat: 51.5072, lng: -0.1276 }, zoom: 15, mapTypeId: 'roadmap' });
    expect(map!.options.mapId).toBeUndefined();
    const [marker] = FakeMarker.made;
    expect(marker!.options).toMatchObject({ position: { lat: 51.5079, lng: -0.1281 }, title: 'Demo Bakery', draggable: false, map });
    expect(marker!.options.icon).toMatchObject({ url: markerIcon.url, scaledSize: { width: 24, height: 32 } });
  });

  it("clicking the marker calls the widget's onClick", () => {
    const onClick = vi.fn();
    googleMapsAdapter(fakeGoogleMaps()).createMap(document.createElement('div'), options({ marker: { ...options().marker, onClick } }));
    FakeMarker.made[0]!.trigger('click');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives each style its own look: Satellite a map type (hybrid with labels), the others style rules', () => {
    const maps = fakeGoogleMaps();
    const looks = MAP_STYLES.map((style) => googleMapOptions({ ...options(), style }, maps));
    expect(looks.map((look) => look.mapTypeId)).toEqual(['roadmap', 'roadmap', 'hybrid', 'roadmap', 'roadmap', 'roadmap']);
    expect(looks[0]!.styles).toEqual([]);
    expect(looks[1]!.styles).toEqual([{ stylers: [{ saturation: -100 }] }]);
    expect(new Set(looks.map((look) => JSON.stringify(look.styles))).size).toBe(5); // Original and Satellite share []
    expect(googleMapOptions({ ...options(), style: 'Satellite', showLabels: false }, maps).mapTypeId).toBe('satellite');
  });

  it('hides labels with a labels-off rule, and shows terrain as the terrain map type', () => {
    const maps = fakeGoogleMaps();
    expect(googleMapOptions({ ...options(), showLabels: false }, maps).styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(googleMapOptions(options(), maps).styles).not.toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(googleMapOptions({ ...options(), showTerrain: true }, maps).mapTypeId).toBe('terrain');
  });

  it('gestures: cooperative until the wheel is given to the map, greedy then, none for a map that may not be dragged', () => {
    const maps = fakeGoogleMaps();
    expect(googleMapOptions(options(), maps).gestureHandling).toBe('cooperative');
    expect(googleMapOptions({ ...options(), scrollwheel: true }, maps).gestureHandling).toBe('greedy');
    expect(googleMapOptions({ ...options(), draggable: false, scrollwheel: true }, maps)).toMatchObject({ gestureHandling: 'none', keyboardShortcuts: false });
  });

  it('controls: the default UI unless controls are off or the default UI is disabled', () => {
    const maps = fakeGoogleMaps();
    expect(googleMapOptions(options(), maps).disableDefaultUI).toBe(false);
    expect(googleMapOptions({ ...options(), showControls: false }, maps).disableDefaultUI).toBe(true);
    expect(googleMapOptions({ ...options(), disableDefaultUI: true }, maps).disableDefaultUI).toBe(true);
  });

  it('setOptions keeps the options it was not given and passes the rest to Map.setOptions; markerDraggable goes to the marker', () => {
    const handle = googleMapsAdapter(fakeGoogleMaps()).createMap(document.createElement('div'), options());
    const [map] = FakeMap.made;
    handle.setOptions({ scrollwheel: true });
    expect(map!.options).toMatchObject({ gestureHandling: 'greedy', styles: [{ stylers: [{ saturation: -100 }] }] });
    handle.setOptions({ style: 'Satellite', showLabels: false });
    expect(map!.options).toMatchObject({ mapTypeId: 'satellite', gestureHandling: 'greedy' });
    handle.setOptions({ markerDraggable: true });
    expect(FakeMarker.made[0]!.draggable).toBe(true);
  });

  it('destroy removes the click listener and the marker and empties the container', () => {
    const container = document.createElement('div');
    const handle = googleMapsAdapter(fakeGoogleMaps()).createMap(container, options());
    const [marker] = FakeMarker.made;
    expect(container.childElementCount).toBe(1);
    handle.destroy();
    expect(marker!.count('click')).toBe(0);
    expect(marker!.getMap()).toBeNull();
    expect(container.childElementCount).toBe(0);
  });

  it('with a map id and the marker library: the map gets the id and an AdvancedMarkerElement holds the icon', () => {
    const onClick = vi.fn();
    const handle = googleMapsAdapter(fakeGoogleMaps({ markerLibrary: true }), { mapId: 'map-1' }).createMap(
      document.createElement('div'),
      options({ marker: { ...options().marker, draggable: true, onClick } }),
    );
    expect(FakeMap.made[0]!.options.mapId).toBe('map-1');
    expect(FakeMarker.made).toHaveLength(0);
    const [marker] = FakeAdvancedMarker.made;
    expect(marker!.options).toMatchObject({ title: 'Demo Bakery', gmpDraggable: true, position: { lat: 51.5079, lng: -0.1281 } });
    const image = marker!.options.content as HTMLImageElement;
    expect([image.tagName, image.getAttribute('src'), image.width, image.height]).toEqual(['IMG', markerIcon.url, 24, 32]);
    marker!.trigger('click');
    expect(onClick).toHaveBeenCalledTimes(1);
    handle.setOptions({ markerDraggable: false });
    expect(marker!.gmpDraggable).toBe(false);
    handle.destroy();
    expect([marker!.map, marker!.count('click')]).toEqual([null, 0]);
  });

  it('without the marker library a map id still draws a classic marker', () => {
    googleMapsAdapter(fakeGoogleMaps(), { mapId: 'map-1' }).createMap(document.createElement('div'), options());
    expect([FakeMarker.made.length, FakeAdvancedMarker.made.length]).toEqual([1, 0]);
  });
});
