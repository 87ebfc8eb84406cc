import { PublishedMarkupError } from '../published-markup-error';
import { readBlockJson } from '../read-block-json';
import { isRecord } from '../../machines/shared/values';
import { MAP_STYLES, MAX_ASPECT_RATIO, type MapStyle } from '../../machines/map/types';

// A published page's map block (code 4, docs/published-pages.md "Map"): everything is in its data-block-json (a map
// website component, code 1337, has the same fields in the data-context of its content's element),
// `{location: {mapLat, mapLng, mapZoom, markerLat, markerLng, addressTitle, addressLine1, addressLine2,
// addressCountry}, style, labels, terrain, controls, vSize, hSize, floatDir, aspectRatio}`. The reader turns it into
// the configuration our contract's data-block-json gives (runtime/map/map.schema.ts); it never returns a value of the
// wrong type: it throws a PublishedMarkupError naming the field instead. `null`, which published pages write for
// fields left unset, means "not set" (the default).

type Json = Record<string, unknown>;


/** Copies `from[name]` to `to[as]` when it is set and of the kind `is` accepts; throws naming it otherwise. */
function copy(from: Json, to: Json, name: string, as: string, what: string, is: (value: unknown) => boolean, path = '') {
  const value = from[name];
  if (value === undefined || value === null) return;
  if (!is(value)) throw new PublishedMarkupError(`${path}${name} is not ${what}.`);
  to[as] = value;
}

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';

/**
 * The platform numbers its map styles 1–6; we read them in the order display-widgets §3 lists the styles (1
 * Original … 6 MinimalBlue). A style name of ours is taken as is. A number or name we do not know is left out (the
 * default style) rather than losing the map: a later platform style must not hide the block.
 */
function mapStyle(value: unknown, source: string): MapStyle | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? MAP_STYLES[value - 1] : undefined;
  if (typeof value === 'string') return (MAP_STYLES as readonly string[]).includes(value) ? (value as MapStyle) : undefined;
  throw new PublishedMarkupError(`${source} style is not a number or a style name.`);
}

/** Published option names → ours; our own names are read too (an editor writing ours into a published page). */
const FLAGS: ReadonlyArray<readonly [string, string]> = [
  ['labels', 'showLabels'],
  ['terrain', 'showTerrain'],
  ['controls', 'showControls'],
  ...['showLabels', 'showTerrain', 'showControls', 'draggable', 'scrollwheel', 'disableDefaultUI', 'markerDraggable', 'linkOnClick'].map((name) => [name, name] as const),
];

/** A published map block → our map configuration (validated afterwards by the kind's schema). */
export function readPublishedMap(element: Element): Json {
  // a map component keeps its settings in its content's data-context; a map block in its own data-block-json
  const component = element.hasAttribute('data-block-json') ? null : element.querySelector('[data-context]');
  const source = component ? 'data-context' : 'data-block-json';
  const json = component ? readBlockJson(component, { attribute: source }) : readBlockJson(element);
  const config: Json = {};
  if (json.location !== undefined && json.location !== null) {
    if (!isRecord(json.location)) throw new PublishedMarkupError(`${source} location is not an object.`);
    const location: Json = {};
    for (const name of ['mapLat', 'mapLng', 'mapZoom', 'markerLat', 'markerLng']) copy(json.location, location, name, name, 'a number', isNumber, `${source} location.`);
    for (const name of ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry']) copy(json.location, location, name, name, 'a string', isString, `${source} location.`);
    config.location = location;
  }
  if (json.style !== undefined && json.style !== null) {
    const style = mapStyle(json.style, source);
    if (style) config.style = style;
  }
  for (const [name, as] of FLAGS) copy(json, config, name, as, 'true or false', isBoolean, `${source} `);
  // The box the platform gives the map: its height in percent of its width (the JSON's, else the element's attribute).
  copy(json, config, 'aspectRatio', 'aspectRatio', 'a number', isNumber, `${source} `);
  // A ratio out of the schema's range is left out (the map's own height) rather than losing the map.
  const inRange = (ratio: unknown) => typeof ratio === 'number' && ratio > 0 && ratio <= MAX_ASPECT_RATIO;
  if (!inRange(config.aspectRatio)) delete config.aspectRatio;
  const attribute = Number.parseFloat(element.getAttribute('data-aspect-ratio') ?? '');
  if (config.aspectRatio === undefined && inRange(attribute)) config.aspectRatio = attribute;
  return config;
}
