import type { SnapshotFrom } from 'xstate';
import type { MapLiveOptions } from '../map-options/machine';
import type { mapsScriptMachine } from '../maps-script/machine';
import { mapAnatomy } from './anatomy';
import type { MapEvent, mapMachine } from './machine';

type ScriptSnapshot = SnapshotFrom<typeof mapsScriptMachine>;
type MapSnapshot = SnapshotFrom<typeof mapMachine>;

/** What the map shows: the placeholder until the script is there, the drawn map, or the fallback. */
export type MapShown = 'loading' | 'drawn' | 'fallback';

export const LOADING_TEXT = 'Loading map…';
export const FALLBACK_LINK_TEXT = 'View on the map';
/** Why the fallback shows while the maps script waits for the visitor's consent (the service tracks). */
export const CONSENT_TEXT = 'The map loads once you accept cookies.';

export const mapShown = (script: ScriptSnapshot): MapShown =>
  script.matches('loaded') ? 'drawn' : script.matches('failed') || script.matches('awaitingConsent') ? 'fallback' : 'loading';

/**
 * What the drawn map shows of the live options: every look and behaviour the editor set, the wheel zooming only
 * once the visitor engaged the map (and only where the options allow it at all). The marker's link is no look.
 */
export function drawnMapLook({ linkOnClick: _markerLink, ...look }: MapLiveOptions, engaged: boolean) {
  return { ...look, scrollwheel: look.scrollwheel && engaged };
}

/** Whether a click on the marker opens the external maps page: when the options of the moment link it. */
export const markerOpensLink = (options: MapLiveOptions): boolean => options.linkOnClick;

export interface MapConnectOptions {
  /** the block id: prefix of every DOM id */
  id: string;
  /** the address lines (may be none) */
  address: string[];
  /** the external maps page for the marker */
  externalUrl: string;
  /** the map's height in percent of its width, as the block's markup gives it; absent: the stylesheet's 300 px */
  aspectRatio?: number;
}

/** The map block's two charts: the page's maps script (one for every map) and the map's own. */
export interface MapSnapshots {
  script: ScriptSnapshot;
  map: MapSnapshot;
}

/** Pure: the page's maps-script snapshot and the map's own → prop-getters. */
export function connectMap({ script, map }: MapSnapshots, send: (event: MapEvent) => void, options: MapConnectOptions) {
  const shown = mapShown(script);
  const engaged = map.matches('engaged');
  const part = (name: (typeof mapAnatomy.parts)[number]) => ({ ...mapAnatomy.attrs(name), 'data-state': shown });
  const label = options.address.length ? `Map: ${options.address.join(', ')}` : 'Map';
  return {
    rootProps: {
      ...part('root'),
      id: `${options.id}:map`,
      role: 'region',
      'aria-label': label,
      'aria-busy': shown === 'loading' || undefined,
      // The box the markup declares (a published map's aspect ratio): the map fills it instead of its own height.
      ...(options.aspectRatio ? { 'data-sized': '', style: { aspectRatio: `100 / ${options.aspectRatio}` } } : {}),
    },
    placeholderProps: { ...part('placeholder'), hidden: shown !== 'loading' },
    canvasProps: {
      ...part('canvas'),
      id: `${options.id}:canvas`,
      hidden: shown !== 'drawn',
      // Focusable so that a keyboard visitor can engage it too; a click focuses it.
      tabIndex: shown === 'drawn' ? 0 : -1,
      'data-engaged': engaged || undefined,
      onFocus: () => send({ type: 'ENGAGE' }),
      onPointerDown: () => send({ type: 'ENGAGE' }),
      onBlur: (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
        // Focus moving to the map's own controls keeps it engaged.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'RELEASE' });
      },
    },
    fallbackProps: { ...part('fallback'), hidden: shown !== 'fallback' },
    noticeProps: { ...part('notice'), hidden: !script.matches('awaitingConsent') },
    addressProps: part('address'),
    linkProps: { ...part('link'), href: options.externalUrl, target: '_blank', rel: 'noopener noreferrer' },
  };
}
