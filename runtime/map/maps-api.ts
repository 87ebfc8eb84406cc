import type { MapLiveOptions } from '../../machines/map-options/machine';
import type { LatLng } from './location';

/**
 * The small maps API the map widget draws with: what the reference server's stand-in defines
 * (scripts/server/maps-stand-in.ts) and what an adapter over a real provider's script has to define, as
 * `window.visitorMaps`, before it calls the `?callback=` it was given.
 */
export interface MapsApi {
  createMap(container: HTMLElement, options: MapOptions): MapHandle;
}

/** The chart's live options the provider draws with (the same names and types), and where and how close. */
type DrawnOptions = Pick<MapLiveOptions, 'style' | 'showLabels' | 'showTerrain' | 'draggable' | 'scrollwheel' | 'showControls' | 'disableDefaultUI'>;

/** `scrollwheel` is on only once the visitor has engaged the map (the map chart's `takeWheel`). */
export interface MapOptions extends DrawnOptions {
  centre: LatLng;
  zoom: number;
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
