import type { ActorRefFrom } from 'xstate';
import type { MapLiveOptions, mapOptionsMachine } from '../../machines/map-options/machine';
import { describeFirstIssue, logError } from '../log';
import { mapOptionsUpdateValidator } from './map-options.validator.generated';
import type { MapConfig } from './map.schema';

/** The editor changing a live map's options: a CustomEvent on the map block, `detail` a part of its UI options. */
export const MAP_OPTIONS_EVENT = 'visitor-runtime:map-options';

/** The block's configuration → the options that can change later. */
export const liveOptions = ({ location: _place, ...options }: MapConfig): MapLiveOptions => options;

/** Hands the editor's option updates on `element` to the map's options chart; a bad update is named and ignored. */
export function listenForMapOptions(element: Element, actor: ActorRefFrom<typeof mapOptionsMachine>): () => void {
  const onUpdate = (event: Event) => {
    const parsed = mapOptionsUpdateValidator.safeParse((event as CustomEvent).detail);
    if (!parsed.success) return logError(`Map options ignored: invalid at ${describeFirstIssue(parsed.error.issues)}.`);
    // Only the fields the update names (an optional field left out stays out of the parsed object).
    actor.send({ type: 'UPDATE', options: parsed.data as Partial<MapLiveOptions> });
  };
  element.addEventListener(MAP_OPTIONS_EVENT, onUpdate);
  return () => element.removeEventListener(MAP_OPTIONS_EVENT, onUpdate);
}
