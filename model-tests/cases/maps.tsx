import { createRoot, type Root } from 'react-dom/client';
import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import { mapMachine } from '../../machines/map/machine';
import { mapOptionsMachine } from '../../machines/map-options/machine';
import { mapsScriptMachine } from '../../machines/maps-script/machine';
import { mapDrawing, mapLogic, type MapDrawing } from '../../runtime/map/draw-map';
import { listenForMapOptions, liveOptions } from '../../runtime/map/map-options';
import { externalMapsUrl, resolveMapLocation } from '../../runtime/map/location';
import type { MapsApi } from '../../runtime/map/maps-api';
import { mapsScriptEffects, mapsScriptLogic, type MapsScriptRef } from '../../runtime/map/maps-script';
// Loaded with the walks: the drawing asks for the marker's icon as a chunk, which is then at hand by the next step.
import '../../runtime/map/marker-icon';
import { mapConfigSchema } from '../../runtime/map/map.schema';
import { mapsStandInScript } from '../../scripts/server/maps-stand-in';
import { MapView } from '../../views/map/MapView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The map charts' walks (model-tests/maps-script.model.test.tsx) and their pages in the chart lab: a map block drawn
// by the reference server's stand-in maps script, which arrives when the walk (or the lab's mount) lets it.

export const SCRIPT_INPUT = { scriptUrl: '/maps/api.js', key: 'maps-key', language: 'en', region: 'GB', consented: true };
export const LOAD_ERROR = 'Maps script failed to load: /maps/api.js';
export const mapConfig = mapConfigSchema.parse({
  location: { mapLat: 51.5, mapLng: -0.12, markerLat: 51.501, mapZoom: 15, addressTitle: 'Demo Bakery', addressLine1: '1 Bread Street' },
});
const location = resolveMapLocation(mapConfig);
export const EXTERNAL = externalMapsUrl('https://maps.example/maps', location);

/** The script load under way: the walk makes it arrive (the stand-in script runs) or fail. */
export let mapsScriptLoad: { arrive: () => void; fail: (error: unknown) => void };
export const standInMapsLoad = () =>
  new Promise<MapsApi>((resolve, reject) => {
    mapsScriptLoad = {
      arrive: () => {
        window.eval(mapsStandInScript);
        resolve((window as unknown as { visitorMaps: MapsApi }).visitorMaps);
      },
      fail: reject,
    };
  });

/** Where the map's marker sends the visitor: the page opens the external maps address. */
export type OpenWindow = (url: string) => void;

type MapRef = ActorRefFrom<typeof mapMachine>;
type OptionsRef = ActorRefFrom<typeof mapOptionsMachine>;

const startOptions = () => createActor(mapOptionsMachine, { input: { options: liveOptions(mapConfig) } }).start();

/** The map's drawing on the page, over the given script and options actors. */
const drawingFor = (scriptRef: MapsScriptRef, optionsRef: OptionsRef, openWindow: OpenWindow) =>
  mapDrawing({ scriptRef, optionsRef, location, externalUrl: EXTERNAL, openWindow });

/** Renders the map view of `mapRef`, whose chart draws with `drawing`. */
const renderView = (root: Root, scriptRef: MapsScriptRef, mapRef: MapRef, drawing: MapDrawing) =>
  renderNow(() =>
    root.render(<MapView blockId="find-us" scriptRef={scriptRef} mapRef={mapRef} location={location} externalUrl={EXTERNAL} canvasRef={drawing.canvasRef} />),
  );

/** A map block mounting on the page: its chart's drawing asks for the maps script, its view renders. */
export function renderMap(root: Root, scriptRef: MapsScriptRef, openWindow: OpenWindow) {
  const drawing = drawingFor(scriptRef, startOptions(), openWindow);
  return renderView(root, scriptRef, createActor(mapLogic(drawing)).start(), drawing);
}

/**
 * One walk path's map: its script and options actors and the drawing the map chart invokes, made by whichever comes
 * first, the chart starting its drawing or the mount (the walk starts the chart before it mounts the view).
 */
interface PathMap {
  scriptRef: MapsScriptRef;
  optionsRef: OptionsRef;
  drawing: MapDrawing;
}
let pathMap: PathMap | null = null;
let pathOptions: OptionsRef | null = null;

function currentPathMap(openWindow: OpenWindow): PathMap {
  if (pathMap) return pathMap;
  delete (window as { visitorMaps?: unknown }).visitorMaps;
  const scriptRef = createActor(mapsScriptLogic(standInMapsLoad), { input: SCRIPT_INPUT }).start();
  const optionsRef = pathOptions ?? startOptions();
  return (pathMap = { scriptRef, optionsRef, drawing: drawingFor(scriptRef, optionsRef, openWindow) });
}

/** A map drawn once its script arrived, its chart `mapRef` (the walk's, or one drawing with the path's map). */
async function drawnMap(container: HTMLElement, openWindow: OpenWindow, mapRef?: MapRef) {
  const { scriptRef, drawing } = currentPathMap(openWindow);
  const map = mapRef ?? createActor(mapLogic(drawing)).start();
  const root = createRoot(container);
  await renderView(root, scriptRef, map, drawing);
  await renderNow(() => mapsScriptLoad.arrive());
  return async () => {
    await renderNow(() => root.unmount());
    if (!mapRef) map.stop();
    scriptRef.stop();
    pathMap = null;
    pathOptions = null;
  };
}

/** The map chart (wheel capture) through the drawn map. */
export const mapCase = (openWindow: OpenWindow): ChartCase<typeof mapMachine> => ({
  title: 'the drawn map (wheel capture)',
  machine: mapMachine,
  // The page's drawing (the path's: the walk starts the chart before it mounts), whose map the states are read off.
  actors: {
    drawMap: fromCallback(() => currentPathMap(openWindow).drawing.drawMap()),
    takeWheel: fromCallback(() => currentPathMap(openWindow).drawing.takeWheel()),
  },
  mount: (mapRef, container) => drawnMap(container, openWindow, mapRef),
});

/** The map options chart (the editor changing a drawn map, 60 ms debounce) through the drawn map. */
export const mapOptionsCase = (openWindow: OpenWindow): ChartCase<typeof mapOptionsMachine> => ({
  title: 'the editor changing a drawn map',
  machine: mapOptionsMachine,
  input: { options: liveOptions(mapConfig) },
  mount: async (optionsRef, container, trigger = optionsRef) => {
    const stopListening = listenForMapOptions(container, trigger);
    pathOptions = optionsRef;
    const unmount = await drawnMap(container, openWindow);
    return async () => {
      stopListening();
      await unmount();
    };
  },
  events: { UPDATE: [{ options: { style: 'Satellite' } }, { options: { style: 'MinimalDark', showControls: false } }] },
});

// The maps script chart has no view: the walk's mount wires up the map view around it instead.
export const mapsScriptCase: ChartCase<typeof mapsScriptMachine> = {
  title: 'no view',
  machine: mapsScriptMachine.provide({ actions: mapsScriptEffects }),
  input: SCRIPT_INPUT,
  mount: () => () => {},
  events: {
    'xstate.done.actor.loadMapsScript': [{ output: undefined }],
    'xstate.error.actor.loadMapsScript': [{ error: new Error(LOAD_ERROR) }],
  },
  noView: "it loads the maps provider's script for the page's map blocks, whose view is the map chart's",
};

/** The same script under a restrictive policy, before the visitor's consent: the map shows its fallback, then loads. */
export const mapsScriptAwaitingConsentCase: ChartCase<typeof mapsScriptMachine> = {
  ...mapsScriptCase,
  title: 'no view, under a restrictive policy before consent',
  input: { ...SCRIPT_INPUT, consented: false },
};

/** In the lab the marker opens the external address as on a page. */
const openInNewTab: OpenWindow = (url) => void window.open(url, '_blank', 'noopener');
export const labCases = [mapCase(openInNewTab), mapOptionsCase(openInNewTab), mapsScriptCase, mapsScriptAwaitingConsentCase];
