import { createRoot, type Root } from 'react-dom/client';
import { createActor } from 'xstate';
import { mapMachine } from '../../machines/map/machine';
import { mapOptionsMachine } from '../../machines/map-options/machine';
import { mapsScriptMachine } from '../../machines/maps-script/machine';
import { listenForMapOptions, liveOptions } from '../../runtime/map/map-options';
import { externalMapsUrl, resolveMapLocation } from '../../runtime/map/location';
import type { MapsApi } from '../../runtime/map/maps-api';
import { mapsScriptEffects, mapsScriptLogic, type MapsScriptRef } from '../../runtime/map/maps-script';
import { mapConfigSchema } from '../../runtime/schemas/map';
import { mapsStandInScript } from '../../scripts/server/maps-stand-in';
import { MapView, type MapViewProps } from '../../views/map/MapView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The map charts' walks (model-tests/maps-script.model.test.tsx) and their pages in the chart lab: a map block drawn
// by the reference server's stand-in maps script, which arrives when the walk (or the lab's mount) lets it.

export const SCRIPT_INPUT = { scriptUrl: '/maps/api.js', key: 'maps-key', language: 'en', region: 'GB' };
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

export function renderMap(
  root: Root,
  scriptRef: MapsScriptRef,
  openWindow: OpenWindow,
  mapRef: MapViewProps['mapRef'] = createActor(mapMachine).start(),
  optionsRef: MapViewProps['optionsRef'] = createActor(mapOptionsMachine, { input: { options: liveOptions(mapConfig) } }).start(),
) {
  return renderNow(() =>
    root.render(<MapView blockId="find-us" scriptRef={scriptRef} mapRef={mapRef} optionsRef={optionsRef} config={mapConfig} location={location} externalUrl={EXTERNAL} openWindow={openWindow} />),
  );
}

/** A map drawn once its script arrived; `listen` wires up what the mount adds around it. */
async function drawnMap(container: HTMLElement, openWindow: OpenWindow, refs: Pick<MapViewProps, 'mapRef'> | Pick<MapViewProps, 'optionsRef'>) {
  delete (window as { visitorMaps?: unknown }).visitorMaps;
  const scriptRef = createActor(mapsScriptLogic(standInMapsLoad), { input: SCRIPT_INPUT }).start();
  const root = createRoot(container);
  await renderMap(root, scriptRef, openWindow, 'mapRef' in refs ? refs.mapRef : undefined, 'optionsRef' in refs ? refs.optionsRef : undefined);
  await renderNow(() => mapsScriptLoad.arrive());
  return async () => {
    await renderNow(() => root.unmount());
    scriptRef.stop();
  };
}

/** The map chart (wheel capture) through the drawn map. */
export const mapCase = (openWindow: OpenWindow): ChartCase<typeof mapMachine> => ({
  title: 'the drawn map (wheel capture)',
  machine: mapMachine,
  mount: (mapRef, container) => drawnMap(container, openWindow, { mapRef }),
});

/** The map options chart (the editor changing a drawn map, 60 ms debounce) through the drawn map. */
export const mapOptionsCase = (openWindow: OpenWindow): ChartCase<typeof mapOptionsMachine> => ({
  title: 'the editor changing a drawn map',
  machine: mapOptionsMachine,
  input: { options: liveOptions(mapConfig) },
  mount: async (optionsRef, container, trigger = optionsRef) => {
    const stopListening = listenForMapOptions(container, trigger);
    const unmount = await drawnMap(container, openWindow, { optionsRef });
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

/** In the lab the marker opens the external address as on a page. */
const openInNewTab: OpenWindow = (url) => void window.open(url, '_blank', 'noopener');
export const labCases = [mapCase(openInNewTab), mapOptionsCase(openInNewTab), mapsScriptCase];
