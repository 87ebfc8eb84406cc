import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectMap, FALLBACK_LINK_TEXT, LOADING_TEXT } from '../../machines/map/connect';
import type { mapMachine } from '../../machines/map/machine';
import type { mapOptionsMachine } from '../../machines/map-options/machine';
import type { MapHandle } from '../../runtime/map/maps-api';
import { mapsApiFor, type MapsScriptRef } from '../../runtime/map/maps-script';
import type { MapLocation } from '../../runtime/map/location';
import type { MapConfig } from '../../runtime/schemas/map';
import { useStyle } from '../shared/use-style';
import { markerIcon } from './marker-icon';
import { mapCss } from './style';

export interface MapViewProps {
  blockId: string;
  scriptRef: MapsScriptRef;
  mapRef: ActorRefFrom<typeof mapMachine>;
  /** The options the editor may change while the map is shown (machines/map-options). */
  optionsRef: ActorRefFrom<typeof mapOptionsMachine>;
  config: MapConfig;
  location: MapLocation;
  externalUrl: string;
  /** How the external maps page opens: a new window (tests catch it here). */
  openWindow?: (url: string) => void;
}

const openInNewWindow = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * The map block: asks for the page's maps script (the first map to mount loads it), shows a placeholder while it
 * loads, the map drawn by the script's API once it is there, or the address and a link when it is not.
 */
export function MapView({ blockId, scriptRef, mapRef, optionsRef, config, location, externalUrl, openWindow = openInNewWindow }: MapViewProps) {
  const script = useSelector(scriptRef, (s) => s);
  const map = useSelector(mapRef, (s) => s);
  const api = connectMap({ script, map }, mapRef.send, { id: blockId, address: location.address, externalUrl, aspectRatio: config.aspectRatio });
  const options = useSelector(optionsRef, (s) => s.context.options);
  // The marker's click reads the options of the moment, not those the map was drawn with.
  const current = useRef(options);
  current.current = options;
  const canvas = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);

  useStyle('map', mapCss);

  useEffect(() => {
    if (scriptRef.getSnapshot().matches('idle')) scriptRef.send({ type: 'LOAD' });
  }, [scriptRef]);

  // The script's API owns the canvas's content; React renders no children there.
  useEffect(() => {
    const maps = api.shown === 'drawn' ? mapsApiFor(scriptRef.getSnapshot().context) : null;
    if (!maps) return;
    const drawn = maps.createMap(canvas.current!, {
      centre: location.centre,
      zoom: location.zoom,
      style: config.style,
      showLabels: config.showLabels,
      showTerrain: config.showTerrain,
      draggable: config.draggable,
      scrollwheel: false, // inert until engaged
      showControls: config.showControls,
      disableDefaultUI: config.disableDefaultUI,
      marker: {
        position: location.marker,
        title: location.address[0] ?? 'Map marker',
        draggable: config.markerDraggable,
        icon: markerIcon,
        onClick: () => current.current.linkOnClick && openWindow(externalUrl),
      },
    });
    setHandle(drawn);
    return () => {
      drawn.destroy();
      setHandle(null);
    };
  }, [api.shown, scriptRef, config, location, externalUrl, openWindow]);

  // The options as they are now (the wheel only once engaged) go to the drawn map; it redraws what changed.
  useEffect(() => {
    const { linkOnClick: _handledByTheMarker, ...look } = options;
    handle?.setOptions({ ...look, scrollwheel: options.scrollwheel && api.engaged });
  }, [handle, options, api.engaged]);

  return (
    <div {...api.rootProps}>
      <div {...api.placeholderProps}>{LOADING_TEXT}</div>
      <div {...api.canvasProps} ref={canvas} />
      <div {...api.fallbackProps}>
        {location.address.length > 0 && (
          <address {...api.addressProps}>
            {location.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        )}
        <a {...api.linkProps}>{FALLBACK_LINK_TEXT}</a>
      </div>
    </div>
  );
}
