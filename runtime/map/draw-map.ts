import { fromCallback, type ActorRefFrom } from 'xstate';
import { drawnMapLook, markerOpensLink } from '../../machines/map/connect';
import { mapMachine } from '../../machines/map/machine';
import type { MapLiveOptions, mapOptionsMachine } from '../../machines/map-options/machine';
import type { MapLocation } from './location';
import { logError } from '../log';
import type { MapHandle, MarkerOptions } from './maps-api';
import { mapsApiFor, type MapsScriptRef } from './maps-script';

export interface MapDrawingSpec {
  /** The page's maps script (runtime/map/maps-script.ts): the drawing asks for it and draws once it is there. */
  scriptRef: MapsScriptRef;
  /** The options the editor may change while the map is shown (machines/map-options). */
  optionsRef: ActorRefFrom<typeof mapOptionsMachine>;
  location: MapLocation;
  externalUrl: string;
  /** How the external maps page opens: a new window (tests catch it here). */
  openWindow?: (url: string) => void;
}

/** What the map chart invokes, and the ref by which the view hands over the canvas the map is drawn into. */
export interface MapDrawing {
  drawMap: () => () => void;
  takeWheel: () => () => void;
  /** The view's canvas element, or null once the view has gone: the drawing waits for it. */
  canvasRef: (canvas: HTMLElement | null) => void;
}

const openInNewWindow = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * The marker's icon, a chunk of its own (`map-marker.js`): asked for when the drawing starts, beside the maps
 * script, so that a map whose script fails never downloads it.
 */
const loadMarkerIcon = () => import('./marker-icon').then((module) => module.markerIcon);

/**
 * The map chart's effects on the page. `drawMap` runs for the map's life: it asks for the page's maps script (the
 * first map to start loads it) and the marker's icon, draws the map with the script's API once the script, the icon
 * and the view's canvas are there (the API owns the canvas's content), hands the live options to the drawn map as they change, and destroys
 * it when the canvas goes or the chart stops. `takeWheel` runs while the chart is engaged: the wheel zooms the map.
 */
export function mapDrawing({ scriptRef, optionsRef, location, externalUrl, openWindow = openInNewWindow }: MapDrawingSpec): MapDrawing {
  let canvas: HTMLElement | null = null;
  let engaged = false;
  let drawn: MapHandle | null = null;
  let icon: MarkerOptions['icon'] | undefined;
  let watched: Array<{ unsubscribe(): void }> = [];
  // The options and the engagement the drawn map was last given: only a change goes to it (a provider redraws).
  let shown: readonly [MapLiveOptions, boolean] | [] = [];
  const options = () => optionsRef.getSnapshot().context.options;
  const undraw = () => {
    drawn?.destroy();
    drawn = null;
  };
  /** Brings the drawn map in step: drawn while running, loaded and with a canvas; the options of the moment shown. */
  const update = () => {
    const script = scriptRef.getSnapshot();
    const maps = watched.length && canvas && icon && script.matches('loaded') && mapsApiFor(script.context);
    if (!maps) return undraw();
    const now = [options(), engaged] as const;
    if (drawn) {
      if (now[0] !== shown[0] || now[1] !== shown[1]) drawn.setOptions(drawnMapLook(...now));
    } else {
      const { markerDraggable, ...look } = drawnMapLook(...now);
      drawn = maps.createMap(canvas!, {
        ...look,
        centre: location.centre,
        zoom: location.zoom,
        marker: {
          position: location.marker,
          title: location.address[0] ?? 'Map marker',
          draggable: markerDraggable,
          icon: icon!,
          // The marker's click reads the options of the moment, not those the map was drawn with.
          onClick: () => markerOpensLink(options()) && openWindow(externalUrl),
        },
      });
    }
    shown = now;
  };

  return {
    drawMap: () => {
      if (scriptRef.getSnapshot().matches('idle')) scriptRef.send({ type: 'LOAD' });
      watched = [scriptRef.subscribe(update), optionsRef.subscribe(update)];
      loadMarkerIcon().then((loaded) => {
        icon = loaded;
        update();
      }, () => logError('The map marker icon did not load: the map is not drawn.'));
      update();
      return () => {
        watched.forEach((subscription) => subscription.unsubscribe());
        watched = [];
        undraw();
      };
    },
    takeWheel: () => {
      engaged = true;
      update();
      return () => {
        engaged = false;
        update();
      };
    },
    canvasRef: (element) => {
      canvas = element;
      update();
    },
  };
}

/** The map chart with the page's effects. */
export const mapLogic = ({ drawMap, takeWheel }: MapDrawing) =>
  mapMachine.provide({ actors: { drawMap: fromCallback(drawMap), takeWheel: fromCallback(takeWheel) } });
