import type { MapStyle } from '../schemas/map';
import type { LatLng } from './location';

/**
 * The small maps API the map widget draws with: what the reference server's stand-in defines
 * (scripts/server/maps-stand-in.ts) and what an adapter over a real provider's script has to define, as
 * `window.visitorMaps`, before it calls the `?callback=` it was given.
 */
export interface MapsApi {
  createMap(container: HTMLElement, options: MapOptions): MapHandle;
}

export interface MapOptions {
  centre: LatLng;
  zoom: number;
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  /** Whether the wheel zooms the map; the widget turns it on only once the visitor has engaged the map. */
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  marker: MarkerOptions;
}

export interface MarkerOptions {
  position: LatLng;
  title: string;
  draggable: boolean;
  /** The icon image and the size it is drawn at (display-widgets §9: 48x64 drawn at half size). */
  icon: { url: string; width: number; height: number };
  onClick: () => void;
}

/** What can change on a drawn map: its look and behaviour, and whether its marker may be dragged. */
export type MapOptionsUpdate = Partial<Omit<MapOptions, 'centre' | 'zoom' | 'marker'> & { markerDraggable: boolean }>;

export interface MapHandle {
  setOptions(options: MapOptionsUpdate): void;
  destroy(): void;
}

/** The API once the script defined it; null before. */
export function mapsApi(): MapsApi | null {
  const api = (window as unknown as { visitorMaps?: Partial<MapsApi> }).visitorMaps;
  return typeof api?.createMap === 'function' ? (api as MapsApi) : null;
}
