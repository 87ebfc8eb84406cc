import { createElement } from 'react';
import { mapOptionsMachine } from '../../machines/map-options/machine';
import { listenForMapOptions, liveOptions } from '../../runtime/map/map-options';
import type { BlockModule } from '../../runtime/blocks/contract';
import { mapDrawing, mapLogic } from '../../runtime/map/draw-map';
import { externalMapsUrl, resolveMapLocation } from '../../runtime/map/location';
import { mapsScriptFor, releaseMapsScript } from '../../runtime/map/maps-script';
import { readPublishedMap } from '../../runtime/map/read-published';
import { mapsScriptPlan } from '../../runtime/map/maps-settings';
import type { MapConfig } from '../../runtime/map/map.schema';
import { BlockSkipped, vendorSetting } from '../../runtime/vendors';
import { mountView } from '../shared/mount-view';
import { MapView } from './MapView';
import { mapConfigValidator } from '../../runtime/map/map.validator.generated';

/** The map block's lazy chunk (display-widgets §2 "Map widget"). */
export const schema = mapConfigValidator;

/** A published page's map block (code 4): its data-block-json in the platform's names (docs/published-pages.md). */
export const readPublished: BlockModule<MapConfig>['readPublished'] = readPublishedMap;

export const mount: BlockModule<MapConfig>['mount'] = ({ id, element, site, startActor }, config) => {
  const plan = mapsScriptPlan(site, vendorSetting(site), document.documentElement.lang || '');
  if ('skipped' in plan) throw new BlockSkipped(plan.skipped);
  const { settings, input } = plan;
  const scriptRef = mapsScriptFor(input, site);
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
