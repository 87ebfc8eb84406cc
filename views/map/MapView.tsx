import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectMap, CONSENT_TEXT, FALLBACK_LINK_TEXT, LOADING_TEXT } from '../../machines/map/connect';
import type { mapMachine } from '../../machines/map/machine';
import type { MapLocation } from '../../runtime/map/location';
import type { MapsScriptRef } from '../../runtime/map/maps-script';
import { useStyle } from '../shared/use-style';
import { mapCss } from './style';

export interface MapViewProps {
  blockId: string;
  scriptRef: MapsScriptRef;
  mapRef: ActorRefFrom<typeof mapMachine>;
  location: MapLocation;
  externalUrl: string;
  /** The map's height in percent of its width, as the block's markup gives it. */
  aspectRatio?: number;
  /** Hands the canvas to the map's drawing (runtime/map/draw-map.ts), which the script's API draws into. */
  canvasRef: (canvas: HTMLDivElement | null) => void;
}

/**
 * The map block: a placeholder while the page's maps script loads, the canvas the map is drawn into once it is
 * there (the map chart's drawing owns the canvas's content: React renders no children there), or the address and a
 * link when it is not (with a line saying why while the script waits for the visitor's consent).
 */
export function MapView({ blockId, scriptRef, mapRef, location, externalUrl, aspectRatio, canvasRef }: MapViewProps) {
  const script = useSelector(scriptRef, (s) => s);
  const map = useSelector(mapRef, (s) => s);
  const api = connectMap({ script, map }, mapRef.send, { id: blockId, address: location.address, externalUrl, aspectRatio });

  useStyle('map', mapCss);

  return (
    <div {...api.rootProps}>
      <div {...api.placeholderProps}>{LOADING_TEXT}</div>
      <div {...api.canvasProps} ref={canvasRef} />
      <div {...api.fallbackProps}>
        <p {...api.noticeProps}>{CONSENT_TEXT}</p>
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
