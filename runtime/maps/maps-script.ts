import { fromPromise, type ActorRefFrom } from 'xstate';
import { mapsScriptMachine, type MapsScriptInput } from '../../machines/maps-script/machine';
import { startActor, stopActor } from '../actors';
import { aborted, loadScriptOnce, type ScriptApi, type ScriptOptions } from '../script-loader';
import { logWarn } from '../log';
import { mapsApi, type MapsApi } from './maps-api';

export type MapsScriptRef = ActorRefFrom<typeof mapsScriptMachine>;

const mapsScript: ScriptApi<MapsApi> = {
  ready: mapsApi,
  callbackParam: 'callback',
  callbackPrefix: '__runtimeMapsLoaded',
  notReady: (scriptUrl) => `Maps script ${scriptUrl} loaded but defines no visitorMaps.createMap`,
  failed: (scriptUrl) => `Maps script failed to load: ${scriptUrl}`,
};

/** The script's address for one (key, language, region): what the maps service is told (display-widgets §7). */
export function mapsScriptUrl({ scriptUrl, key, language, region }: MapsScriptInput): string {
  const url = new URL(scriptUrl, document.baseURI);
  if (key) url.searchParams.set('key', key);
  if (language) url.searchParams.set('language', language);
  if (region) url.searchParams.set('region', region);
  return url.href;
}

/** Loads the maps script (once per address, runtime/script-loader.ts) and resolves with its API. */
export const loadMapsScript = (input: MapsScriptInput, options?: ScriptOptions) => loadScriptOnce(mapsScriptUrl(input), mapsScript, options);

type Load = (input: MapsScriptInput) => Promise<MapsApi>;

/** The chart's actor on the page: leaving `loading` (the 30 s timeout) stops waiting for the script. */
export const mapsScriptActors = (load: Load = loadMapsScript) => ({
  loadMapsScript: fromPromise<void, MapsScriptInput>(async ({ input, signal }) => void (await Promise.race([load(input), aborted(signal)]))),
});

/** The chart's effects on the page: a failure goes to the console; the visitor sees the fallback. */
export const mapsScriptEffects = {
  reportFailure: ({ context }: { context: { error: string | null } }) => logWarn(context.error ?? 'Maps script failed'),
};

export const mapsScriptLogic = (load?: Load) => mapsScriptMachine.provide({ actors: mapsScriptActors(load), actions: mapsScriptEffects });

// One actor per page and per (address, key, language, region): a second map on the page reuses it, and the last map
// to go stops it (the script itself stays loaded: runtime/script-loader.ts keeps it once per address).
const actors = new Map<string, { actor: MapsScriptRef; users: number }>();

const actorId = (input: MapsScriptInput) => `maps-script:${JSON.stringify([input.scriptUrl, input.key, input.language, input.region])}`;

/**
 * The page's maps-script actor for `input`, started on first use; `start` is the runtime's registry (tests pass their
 * own). Each map that takes it gives it back with `releaseMapsScript` when it unmounts.
 */
export function mapsScriptFor(input: MapsScriptInput, start: (id: string, logic: ReturnType<typeof mapsScriptLogic>, input: MapsScriptInput) => MapsScriptRef = defaultStart): MapsScriptRef {
  const id = actorId(input);
  let shared = actors.get(id);
  // A stopped actor (the page's actors stopped by a teardown) is no cache: the next map starts a fresh one.
  if (!shared || shared.actor.getSnapshot().status === 'stopped') {
    shared = { actor: start(id, mapsScriptLogic(), input), users: 0 };
    actors.set(id, shared);
  }
  shared.users += 1;
  return shared.actor;
}

/** A map is done with its maps-script actor: the last one stops it (destroy leaves no actor behind). */
export function releaseMapsScript(input: MapsScriptInput): void {
  const id = actorId(input);
  const shared = actors.get(id);
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  actors.delete(id);
  stopActor(id, shared.actor);
}

const defaultStart = (id: string, logic: ReturnType<typeof mapsScriptLogic>, input: MapsScriptInput) => startActor(id, logic, { input });

/** Forgets the page's maps-script actors (runtime teardown and tests). */
export function forgetMapsScripts(): void {
  actors.forEach(({ actor }) => actor.stop());
  actors.clear();
}
