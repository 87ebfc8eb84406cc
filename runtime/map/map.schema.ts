import * as z from 'zod/mini';
import { MAP_STYLES, MAX_ASPECT_RATIO, type MapConfig, type MapStyle } from '../../machines/map/types';
import '../schemas/messages';
import type { Expect, SameType } from '../schemas/same-type';

export { MAP_STYLES, MAX_ASPECT_RATIO };
export type { MapConfig, MapStyle } from '../../machines/map/types';


/** The fixed city centre a map without a location shows (the spec names none: docs/map.md). */
export const DEFAULT_MAP_CENTRE = { lat: 40.7128, lng: -74.006 } as const;
/** display-widgets §9: "Map: default zoom 12". */
export const DEFAULT_MAP_ZOOM = 12;

const text = z._default(z.string(), '');
const flag = (value: boolean) => z._default(z.boolean(), value);

/**
 * A map block's `data-block-json` (display-widgets §3 "Map location", "Map UI options"). The marker may be left out:
 * it then stands at the map centre (resolveMapLocation). Union of literals rather than `enum`: the zod features the
 * core's schema already uses cost the core nothing (docs/budgets.md).
 */

export const mapConfigSchema = z.object({
  location: z._default(
    z.object({
      mapLat: z._default(z.number(), DEFAULT_MAP_CENTRE.lat),
      mapLng: z._default(z.number(), DEFAULT_MAP_CENTRE.lng),
      markerLat: z.optional(z.number()),
      markerLng: z.optional(z.number()),
      mapZoom: z._default(z.number(), DEFAULT_MAP_ZOOM),
      addressTitle: text,
      addressLine1: text,
      addressLine2: text,
      addressCountry: text,
    }),
    { mapLat: DEFAULT_MAP_CENTRE.lat, mapLng: DEFAULT_MAP_CENTRE.lng, mapZoom: DEFAULT_MAP_ZOOM, addressTitle: '', addressLine1: '', addressLine2: '', addressCountry: '' },
  ),
  style: z._default(z.union(MAP_STYLES.map((style) => z.literal(style)) as unknown as [z.ZodMiniLiteral<MapStyle>]), 'Grayscale'),
  showLabels: flag(true),
  showTerrain: flag(false),
  draggable: flag(true),
  scrollwheel: flag(true),
  showControls: flag(true),
  disableDefaultUI: flag(false),
  markerDraggable: flag(false),
  linkOnClick: flag(true),
  /** The map's height in percent of its width (a published map's `aspectRatio`); absent: the map's own 300 px. */
  aspectRatio: z.optional(z.number().check(z.positive(), z.lte(MAX_ASPECT_RATIO))),
});

export type ConfigSchemaReadsMapConfig = Expect<SameType<z.output<typeof mapConfigSchema>, MapConfig>>;

/**
 * The page's maps settings, read by the map chunk from the site context's `mapsSettings` (a field the core keeps
 * without knowing it). Without a `scriptUrl` the script is the vendor table's (runtime/vendors.ts `googleMaps`:
 * Google's, or the stand-in under the page's vendor setting); a given one must pass the table too.
 */
export const mapsSettingsSchema = z.object({
  apiKey: text,
  language: z.optional(z.string()),
  region: z.optional(z.string()),
  scriptUrl: z.optional(z.string()),
  /** Google's map id (cloud styling, advanced markers), used only with Google's script. */
  mapId: text,
  externalUrl: z._default(z.string(), 'https://maps.google.com/maps'),
});

export type MapsSettings = z.output<typeof mapsSettingsSchema>;
