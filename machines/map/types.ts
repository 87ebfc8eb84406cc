/** Map styles (display-widgets §3); Grayscale is the default. */
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];
/** The tallest map box a configuration may ask for (its `aspectRatio`, height in percent of width): ten times its width. */
export const MAX_ASPECT_RATIO = 1000;

/**
 * A map block's configuration (display-widgets §3 "Map location", "Map UI options"), as the block's schema
 * (runtime/map/map.schema.ts) reads it. Without a marker position the marker stands at the map centre.
 */
export interface MapConfig {
  location: {
    mapLat: number;
    mapLng: number;
    markerLat?: number;
    markerLng?: number;
    mapZoom: number;
    addressTitle: string;
    addressLine1: string;
    addressLine2: string;
    addressCountry: string;
  };
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  /** The map's height in percent of its width (a published map's `aspectRatio`); absent: the map's own 300 px. */
  aspectRatio?: number;
}
