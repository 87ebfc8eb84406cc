import * as z from 'zod/mini';
import '../schemas/messages';
import { MAP_STYLES, type MapStyle } from '../../machines/map/types';

const flag = z.optional(z.boolean());
/** The editor changing a live map's options (runtime/map/map-options.ts): a part of its UI options, each field optional. */
export const optionsUpdateSchema = z.object({
  style: z.optional(z.union(MAP_STYLES.map((style) => z.literal(style)) as unknown as [z.ZodMiniLiteral<MapStyle>])),
  showLabels: flag,
  showTerrain: flag,
  draggable: flag,
  scrollwheel: flag,
  showControls: flag,
  disableDefaultUI: flag,
  markerDraggable: flag,
  linkOnClick: flag,
});
