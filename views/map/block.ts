import { createElement } from 'react';
import { mapOptionsMachine } from '../../machines/map-options/machine';
import { listenForMapOptions, liveOptions } from '../../runtime/map/map-options';
import type { BlockModule } from '../../runtime/blocks/contract';
import { mapDrawing, mapLogic } from '../../runtime/map/draw-map';
import { externalMapsUrl, resolveMapLocation } from '../../runtime/map/location';
import { mapsScriptFor, releaseMapsScript } from '../../runtime/map/maps-script';
import { readPublishedMap } from '../../runtime/map/read-published';
import { mapConfigSchema, mapsSettingsSchema, type MapConfig } from '../../runtime/schemas/map';
import type { SiteContext } from '../../runtime/schemas/site-context';
import { mountView } from '../shared/mount-view';
import { MapView } from './MapView';

/** The map block's lazy chunk (display-widgets §2 "Map widget"). */
export const schema = mapConfigSchema;

/** A published page's map block (code 4): its data-block-json in the platform's names (docs/published-pages.md). */
export const readPublished: BlockModule<MapConfig>['readPublished'] = readPublishedMap;

/** Language and region: the page context's maps settings, else the page's `lang` (`en-GB` → en, GB). */
function scriptInput(site: SiteContext) {
  const parsed = mapsSettingsSchema.safeParse((site as Record<string, unknown>).mapsSettings ?? {});
  const settings = parsed.success ? parsed.data : mapsSettingsSchema.parse({});
  const [language = '', region = ''] = (document.documentElement.lang || '').split('-');
  return {
    settings,
    input: { scriptUrl: settings.scriptUrl, key: settings.apiKey, language: settings.language ?? language, region: settings.region ?? region.toUpperCase(), mapId: settings.mapId },
  };
}

export const mount: BlockModule<MapConfig>['mount'] = ({ id, element, site, startActor }, config) => {
  const { settings, input } = scriptInput(site);
  const scriptRef = mapsScriptFor(input);
  const optionsRef = startActor(`${id}-options`, mapOptionsMachine, { input: { options: liveOptions(config) } });
  const stopOptions = listenForMapOptions(element, optionsRef);
  const location = resolveMapLocation(config);
  const externalUrl = externalMapsUrl(settings.externalUrl, location);
  const drawing = mapDrawing({ scriptRef, optionsRef, location, externalUrl });
  const mapRef = startActor(id, mapLogic(drawing));
  // The server-rendered content (an address, a static image) is replaced by the live view.
  element.replaceChildren();
  const props = { blockId: id, scriptRef, mapRef, location, externalUrl, aspectRatio: config.aspectRatio, canvasRef: drawing.canvasRef };
  const unmount = mountView(MapView, props, element);
  return {
    actor: mapRef,
    unmount() {
      unmount();
      stopOptions();
      releaseMapsScript(input);
    },
  };
};
