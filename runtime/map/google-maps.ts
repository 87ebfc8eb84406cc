import type { MapStyle } from './map.schema';
import type { MapHandle, MapOptions, MapOptionsUpdate, MapsApi } from './maps-api';

// The adapter from the widget's small maps API (maps-api.ts) to the Google Maps JavaScript API, used when the page's
// configured script address is Google's, https://maps.googleapis.com/maps/api/js (docs/map.md "The real provider"). Only the documented surface below is
// touched: google.maps.Map (constructor, setOptions), google.maps.Marker or, with a map id, the marker library's
// AdvancedMarkerElement, google.maps.Size, the MapTypeId constants and MapsEventListener.remove().

// The part of the google.maps namespace the adapter uses, typed as documented.
export interface LatLngLiteral {
  lat: number;
  lng: number;
}
export interface MapTypeStyle {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}
export interface GoogleMapOptions {
  center?: LatLngLiteral;
  zoom?: number;
  mapId?: string;
  mapTypeId?: string;
  styles?: MapTypeStyle[] | null;
  gestureHandling?: 'cooperative' | 'greedy' | 'none' | 'auto';
  disableDefaultUI?: boolean;
  zoomControl?: boolean;
  keyboardShortcuts?: boolean;
  clickableIcons?: boolean;
}
export interface MapsEventListener {
  remove(): void;
}
export interface GoogleMap {
  setOptions(options: GoogleMapOptions | null): void;
}
interface GoogleMarker {
  addListener(eventName: string, handler: () => void): MapsEventListener;
  setMap(map: GoogleMap | null): void;
  setDraggable(draggable: boolean | null): void;
}
interface GoogleAdvancedMarker {
  addListener(eventName: string, handler: () => void): MapsEventListener;
  map?: GoogleMap | null;
  gmpDraggable?: boolean | null;
}
export interface GoogleMapsNamespace {
  Map: new (mapDiv: HTMLElement, options?: GoogleMapOptions) => GoogleMap;
  Marker: new (options: {
    position: LatLngLiteral;
    map: GoogleMap;
    title: string;
    draggable: boolean;
    icon: { url: string; scaledSize: unknown };
  }) => GoogleMarker;
  Size: new (width: number, height: number) => unknown;
  MapTypeId: { ROADMAP: string; SATELLITE: string; HYBRID: string; TERRAIN: string };
  marker?: {
    AdvancedMarkerElement?: new (options: { position: LatLngLiteral; map: GoogleMap; title: string; gmpDraggable: boolean; content: Node }) => GoogleAdvancedMarker;
  };
}

const off = [{ visibility: 'off' }];
const colour = (color: string) => [{ color }];

/** The look of each of the spec's map styles as Google map type styles (Satellite is a map type, not a style). */
const STYLE_RULES: Record<MapStyle, MapTypeStyle[]> = {
  Original: [],
  Satellite: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  MinimalLight: [
    { elementType: 'geometry', stylers: colour('#f5f5f5') },
    { featureType: 'poi', stylers: off },
    { featureType: 'road', elementType: 'geometry', stylers: colour('#ffffff') },
    { featureType: 'water', elementType: 'geometry', stylers: colour('#dadada') },
  ],
  MinimalDark: [
    { elementType: 'geometry', stylers: colour('#212121') },
    { elementType: 'labels.text.fill', stylers: colour('#9e9e9e') },
    { elementType: 'labels.text.stroke', stylers: colour('#212121') },
    { featureType: 'poi', stylers: off },
    { featureType: 'road', elementType: 'geometry', stylers: colour('#383838') },
    { featureType: 'water', elementType: 'geometry', stylers: colour('#000000') },
  ],
  MinimalBlue: [
    { elementType: 'geometry', stylers: colour('#e6eef7') },
    { featureType: 'poi', stylers: off },
    { featureType: 'road', elementType: 'geometry', stylers: colour('#ffffff') },
    { featureType: 'water', elementType: 'geometry', stylers: colour('#9cc0e6') },
  ],
};

type Look = Omit<MapOptions, 'centre' | 'zoom' | 'marker'>;

/** The widget's options as Google map options: the style, labels, terrain, gestures and controls. */
export function googleMapOptions(look: Look, maps: Pick<GoogleMapsNamespace, 'MapTypeId'>): GoogleMapOptions {
  const { MapTypeId } = maps;
  const satellite = look.style === 'Satellite';
  const mapTypeId = satellite ? (look.showLabels ? MapTypeId.HYBRID : MapTypeId.SATELLITE) : look.showTerrain ? MapTypeId.TERRAIN : MapTypeId.ROADMAP;
  const styles = [...STYLE_RULES[look.style], ...(look.showLabels ? [] : [{ elementType: 'labels', stylers: off }])];
  return {
    mapTypeId,
    styles,
    // A map that may not be dragged takes no gesture (its zoom buttons still work); the wheel is the map's only
    // once the widget says so, otherwise the page scrolls over it (ctrl + wheel zooms, two fingers pan).
    gestureHandling: !look.draggable ? 'none' : look.scrollwheel ? 'greedy' : 'cooperative',
    disableDefaultUI: look.disableDefaultUI || !look.showControls,
    keyboardShortcuts: look.draggable,
  };
}

/** The adapter: the widget's `createMap` over `google.maps`. A map id (cloud styling) gives advanced markers. */
export function googleMapsAdapter(maps: GoogleMapsNamespace, { mapId = '' }: { mapId?: string } = {}): MapsApi {
  return {
    createMap(container: HTMLElement, options: MapOptions): MapHandle {
      const { centre, zoom, marker: markerOptions, ...initial } = options;
      let look: Look = initial;
      const map = new maps.Map(container, {
        center: centre,
        zoom,
        ...(mapId ? { mapId } : {}),
        ...googleMapOptions(look, maps),
      });
      const { position, title, draggable, icon } = markerOptions;
      const Advanced = mapId ? maps.marker?.AdvancedMarkerElement : undefined;
      let marker: { setDraggable(draggable: boolean): void; remove(): void; listener: MapsEventListener };
      if (Advanced) {
        const image = document.createElement('img');
        Object.assign(image, { src: icon.url, width: icon.width, height: icon.height, alt: '' });
        const advanced = new Advanced({ position, map, title, gmpDraggable: draggable, content: image });
        marker = {
          listener: advanced.addListener('click', markerOptions.onClick),
          setDraggable: (value) => void (advanced.gmpDraggable = value),
          remove: () => void (advanced.map = null),
        };
      } else {
        const classic = new maps.Marker({ position, map, title, draggable, icon: { url: icon.url, scaledSize: new maps.Size(icon.width, icon.height) } });
        marker = {
          listener: classic.addListener('click', markerOptions.onClick),
          setDraggable: (value) => classic.setDraggable(value),
          remove: () => classic.setMap(null),
        };
      }
      return {
        setOptions({ markerDraggable, ...next }: MapOptionsUpdate) {
          if (markerDraggable !== undefined) marker.setDraggable(markerDraggable);
          look = { ...look, ...next };
          map.setOptions(googleMapOptions(look, maps));
        },
        destroy() {
          marker.listener.remove();
          marker.remove();
          container.replaceChildren();
        },
      };
    },
  };
}

/** The adapter over the page's `google.maps` once the provider's script defined it; null before. */
export function googleMapsApi(settings: { mapId?: string } = {}): MapsApi | null {
  const maps = (window as unknown as { google?: { maps?: Partial<GoogleMapsNamespace> } }).google?.maps;
  return typeof maps?.Map === 'function' && typeof maps.Marker === 'function' ? googleMapsAdapter(maps as GoogleMapsNamespace, settings) : null;
}
