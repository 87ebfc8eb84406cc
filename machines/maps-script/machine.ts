import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../shared/values';
import { providedCallback, providedPromise } from '../shared/provided';

/** How long the maps script may take before the maps on the page show their fallback (display-widgets §9). */
export const MAPS_SCRIPT_TIMEOUT_MS = 30_000;

/** Which script to load: one actor per page and per (key, language, region), display-widgets §7. */
export interface MapsScriptInput {
  scriptUrl: string;
  key: string;
  language: string;
  region: string;
  /** A provider map id (Google's cloud styling and advanced markers); empty for none. */
  mapId?: string;
}

/** The chart's input: the script, and whether the maps service may be asked now (it tracks: the page's consent rule). */
export interface MapsScriptChartInput extends MapsScriptInput {
  consented: boolean;
}

export type MapsScriptEvent = { type: 'LOAD' } | { type: 'CONSENTED' };

interface MapsScriptContext extends MapsScriptChartInput {
  /** Why the script is not there, for the log; the visitor sees the address and a link instead. */
  error: string | null;
}


/**
 * The maps script of a page (display-widgets §4 "Maps script: loaded once and cached; rejected after 30 s"). The
 * first map on the page sends LOAD; later maps find it loading, loaded or failed. `loadMapsScript` is provided by
 * the runtime (runtime/map/maps-script.ts) as a fromPromise actor, so leaving `loading` (the timeout) aborts it.
 * The chart holds no API object: the runtime keeps what the script defined, the views read it once `loaded`.
 * The maps service sees the visitor (runtime/vendors.ts `tracks`): under a restrictive policy the script waits in
 * `awaitingConsent` (the maps show their fallback) until the runtime's `watchConsent` answers CONSENTED.
 */
export const mapsScriptMachine = setup({
  types: {
    input: {} as MapsScriptChartInput,
    context: {} as MapsScriptContext,
    events: {} as MapsScriptEvent,
  },
  delays: { mapsScriptTimeout: MAPS_SCRIPT_TIMEOUT_MS },
  actors: {
    loadMapsScript: providedPromise<void, MapsScriptInput>(),
    watchConsent: providedCallback(),
  },
  guards: {
    consentPending: ({ context }) => !context.consented,
  },
  actions: {
    rememberLoadError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    rememberTimeout: assign({ error: ({ context }) => `Maps script ${context.scriptUrl} did not load within ${MAPS_SCRIPT_TIMEOUT_MS / 1000} s` }),
    reportFailure: () => {},
  },
}).createMachine({
  id: 'mapsScript',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    // No map has asked yet: a page whose maps are all far below the fold loads nothing.
    idle: { on: { LOAD: 'deciding' } },
    deciding: { always: [{ guard: 'consentPending', target: 'awaitingConsent' }, { target: 'loading' }] },
    // The maps show their fallback, the address and a link, until the visitor accepts.
    awaitingConsent: {
      invoke: { id: 'watchConsent', src: 'watchConsent' },
      on: { CONSENTED: 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadMapsScript',
        src: 'loadMapsScript',
        input: ({ context: { scriptUrl, key, language, region, mapId } }) => ({ scriptUrl, key, language, region, mapId }),
        onDone: 'loaded',
        onError: { target: 'failed', actions: 'rememberLoadError' },
      },
      after: { mapsScriptTimeout: { target: 'failed', actions: 'rememberTimeout' } },
    },
    // Cached for the page's life: every later map draws at once.
    loaded: {},
    // Final for this page: the maps show their fallback (address and a link), a reload tries again.
    failed: { entry: 'reportFailure' },
  },
});
