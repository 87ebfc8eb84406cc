import { fromPromise, type ActorRefFrom } from 'xstate';
import { mapsScriptMachine, type MapsScriptChartInput, type MapsScriptInput } from '../../machines/maps-script/machine';
import { startActor, stopActor } from '../actors';
import { watchVendorConsent } from '../consent/vendor-consent';
import type { SiteContext } from '../schemas/site-context';
import { aborted, loadScriptOnce, type ScriptApi, type ScriptOptions } from '../script-loader';
import { logWarn } from '../log';
import { mapsApi, type MapsApi } from './maps-api';

export type MapsScriptRef = ActorRefFrom<typeof mapsScriptMachine>;

const failed = (scriptUrl: string) => `Maps script failed to load: ${scriptUrl}`;
const callback = { callbackParam: 'callback', callbackPrefix: '__runtimeMapsLoaded' };

/** Whether a configured script address is Google's: then runtime/map/google-maps.ts adapts it to the widget. */
export function isGoogleMapsScript(scriptUrl: string): boolean {
  try {
    const url = new URL(scriptUrl, 'https://page.invalid/');
    return url.protocol === 'https:' && url.hostname === 'maps.googleapis.com' && url.pathname === '/maps/api/js';
  } catch {
    return false;
  }
}

// The adapter is a chunk of its own, loaded with Google's script: pages on the stand-in (or any script defining the
// small API itself) never download it.
let google: typeof import('./google-maps') | null = null;

/**
 * The widget's maps API for the configured script: Google's through the adapter when the address is Google's
 * (runtime/map/google-maps.ts), otherwise the small API a script defines itself (the reference server's stand-in).
 */
export function mapsApiFor({ scriptUrl, mapId }: Pick<MapsScriptInput, 'scriptUrl' | 'mapId'>): MapsApi | null {
  return isGoogleMapsScript(scriptUrl) ? (google?.googleMapsApi({ mapId }) ?? null) : mapsApi();
}

const scriptApiFor = (input: MapsScriptInput): ScriptApi<MapsApi> =>
  isGoogleMapsScript(input.scriptUrl)
    ? { ...callback, ready: () => mapsApiFor(input), failed, notReady: (scriptUrl) => `Maps script ${scriptUrl} loaded but defines no google.maps.Map` }
    : { ...callback, ready: mapsApi, failed, notReady: (scriptUrl) => `Maps script ${scriptUrl} loaded but defines no visitorMaps.createMap` };

/** The script's address for one (key, language, region): what the maps service is told (display-widgets §7). */
export function mapsScriptUrl({ scriptUrl, key, language, region, mapId }: MapsScriptInput): string {
  const url = new URL(scriptUrl, document.baseURI);
  if (key) url.searchParams.set('key', key);
  if (language) url.searchParams.set('language', language);
  if (region) url.searchParams.set('region', region);
  if (isGoogleMapsScript(scriptUrl)) {
    // Google's recommended asynchronous load; advanced markers come with the marker library (they need a map id).
    url.searchParams.set('loading', 'async');
    if (mapId) url.searchParams.set('libraries', 'marker');
  }
  return url.href;
}


/** Loads the maps script (once per address, runtime/script-loader.ts) and resolves with its API. */
export function loadMapsScript(input: MapsScriptInput, options?: ScriptOptions): Promise<MapsApi> {
  const load = () => loadScriptOnce(mapsScriptUrl(input), scriptApiFor(input), options);
  if (!isGoogleMapsScript(input.scriptUrl) || google) return load();
  return import('./google-maps').then((adapter) => {
    google = adapter;
    return load();
  });
}

type Load = (input: MapsScriptInput) => Promise<MapsApi>;

type ConsentSite = Pick<SiteContext, 'cookieSettings'>;
/** A page with no cookie policy: the maps service may load at once. */
const NO_POLICY: ConsentSite = { cookieSettings: {} };

/**
 * The chart's actors on the page: leaving `loading` (the 30 s timeout) stops waiting for the script; while it waits
 * for consent, the page's one rule (runtime/consent/vendor-consent.ts) says when it may load.
 */
export const mapsScriptActors = (load: Load = loadMapsScript, site: ConsentSite = NO_POLICY) => ({
  loadMapsScript: fromPromise<void, MapsScriptInput>(async ({ input, signal }) => void (await Promise.race([load(input), aborted(signal)]))),
  watchConsent: watchVendorConsent(site),
});

/** The chart's effects on the page: a failure goes to the console; the visitor sees the fallback. */
export const mapsScriptEffects = {
  reportFailure: ({ context }: { context: { error: string | null } }) => logWarn(context.error ?? 'Maps script failed'),
};

export const mapsScriptLogic = (load?: Load, site?: ConsentSite) => mapsScriptMachine.provide({ actors: mapsScriptActors(load, site), actions: mapsScriptEffects });

// One actor per page and per (address, key, language, region): a second map on the page reuses it, and the last map
// to go stops it (the script itself stays loaded: runtime/script-loader.ts keeps it once per address). Consent is
// the page's, not the script's: a map mounted after the visitor accepted takes the actor that was waiting for it.
const actors = new Map<string, { actor: MapsScriptRef; users: number }>();

const actorId = (input: MapsScriptInput) => `maps-script:${JSON.stringify([input.scriptUrl, input.key, input.language, input.region, input.mapId ?? ''])}`;

/**
 * The page's maps-script actor for `input`, started on first use; `start` is the runtime's registry (tests pass their
 * own). Each map that takes it gives it back with `releaseMapsScript` when it unmounts.
 */
export function mapsScriptFor(input: MapsScriptChartInput, site: ConsentSite, start: Start = defaultStart): MapsScriptRef {
  const id = actorId(input);
  let shared = actors.get(id);
  // A stopped actor (the page's actors stopped by a teardown) is no cache: the next map starts a fresh one.
  if (!shared || shared.actor.getSnapshot().status === 'stopped') {
    shared = { actor: start(id, mapsScriptLogic(undefined, site), input), users: 0 };
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

type Start = (id: string, logic: ReturnType<typeof mapsScriptLogic>, input: MapsScriptChartInput) => MapsScriptRef;
const defaultStart: Start = (id, logic, input) => startActor(id, logic, { input });

/** Forgets the page's maps-script actors (runtime teardown and tests). */
export function forgetMapsScripts(): void {
  actors.forEach(({ actor }) => actor.stop());
  actors.clear();
}
