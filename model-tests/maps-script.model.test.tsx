// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { describe, expect, vi } from 'vitest';
import { mapAnatomy } from '../machines/map/anatomy';
import { CONSENT_TEXT, FALLBACK_LINK_TEXT, LOADING_TEXT } from '../machines/map/connect';
import { MAPS_SCRIPT_TIMEOUT_MS } from '../machines/maps-script/machine';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { writeConsent } from '../runtime/cookie-values';
import { CONSENT_COOKIE, deleteCookie } from '../runtime/cookies';
import { MAP_OPTIONS_EVENT } from '../runtime/map/map-options';
import { mapsScriptActors } from '../runtime/map/maps-script';
import { EXTERNAL, LOAD_ERROR, mapCase, mapOptionsCase, mapsScriptAwaitingConsentCase, mapsScriptCase, mapsScriptLoad, renderMap, standInMapsLoad } from './cases/maps';
import { walkChart, type ChartCase } from './harness';
import type { mapsScriptMachine } from '../machines/maps-script/machine';

// The maps script is the reference server's stand-in, run in happy-dom when the walk makes the load arrive; the
// chart's loader is the page's own (`mapsScriptActors`) over a load the walk settles. The 30 s timeout is the chart's
// `after` on the walk's simulated clock. A map block mounting on the page is what asks for the script (LOAD).
const part = (container: HTMLElement, name: (typeof mapAnatomy.parts)[number]) => container.querySelector<HTMLElement>(mapAnatomy.selector(name));
let opened: ReturnType<typeof vi.fn<(url: string) => void>>;
let warn: ReturnType<typeof vi.spyOn>;

/** The page opens the external maps address: recorded by the walk's spy. */
const openWindow = (url: string) => opened(url);

const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

/** The fallback: the address and the link, the canvas hidden. */
function expectFallback(container: HTMLElement) {
  expect(part(container, 'canvas')!.hidden).toBe(true);
  expect(part(container, 'placeholder')!.hidden).toBe(true);
  expect(part(container, 'fallback')!.hidden).toBe(false);
  expect(part(container, 'address')!.textContent).toBe('Demo Bakery1 Bread Street');
  const link = part(container, 'link') as HTMLAnchorElement;
  expect([link.textContent, link.href, link.target]).toEqual([FALLBACK_LINK_TEXT, EXTERNAL, '_blank']);
}

const walkScript = (shared: ChartCase<typeof mapsScriptMachine>) => {
  let root: Root;
  walkChart({
    ...shared,
    actors: mapsScriptActors(standInMapsLoad, RESTRICTIVE),
    mount: async (_actorRef, container) => {
      delete (window as { visitorMaps?: unknown }).visitorMaps;
      opened = vi.fn<(url: string) => void>();
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      root = createRoot(container);
      return async () => {
        await act(async () => root.unmount());
        warn.mockRestore();
        deleteCookie(CONSENT_COOKIE);
      };
    },
    actions: {
      // The first map block on the page mounts: its view asks for the script.
      LOAD: ({ trigger }) => renderMap(root, trigger, openWindow),
      // The visitor accepts cookies (the banner records the choice and announces it).
      CONSENTED: () =>
        act(() => {
          writeConsent('accepted');
          document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
        }),
      'xstate.done.actor.loadMapsScript': () => mapsScriptLoad.arrive(),
      'xstate.error.actor.loadMapsScript': ({ event }) => mapsScriptLoad.fail((event as { error?: unknown }).error),
    },
    states: {
      idle: ({ container }) => expect(part(container, 'root')).toBeNull(),
      // Nothing asked of the maps service: the fallback, and why.
      awaitingConsent: ({ container }) => {
        expectFallback(container);
        expect(part(container, 'notice')!.hidden).toBe(false);
        expect(part(container, 'notice')!.textContent).toBe(CONSENT_TEXT);
        expect(document.querySelectorAll('script[src*="/maps/"]')).toHaveLength(0);
        expect(warn).not.toHaveBeenCalled();
      },
      loading: ({ container }) => {
        expect(part(container, 'root')!.getAttribute('aria-busy')).toBe('true');
        expect(part(container, 'placeholder')!.hidden).toBe(false);
        expect(part(container, 'placeholder')!.textContent).toBe(LOADING_TEXT);
        expect(part(container, 'canvas')!.childElementCount).toBe(0);
        expect(part(container, 'fallback')!.hidden).toBe(true);
      },
      loaded: async ({ container }) => {
        const canvas = part(container, 'canvas')!;
        expect(canvas.hidden).toBe(false);
        expect(part(container, 'placeholder')!.hidden).toBe(true);
        expect(canvas.querySelector('.maps-stand-in')!.getAttribute('data-zoom')).toBe('15');
        const marker = canvas.querySelector<HTMLButtonElement>('.maps-stand-in-marker')!;
        expect(marker.getAttribute('aria-label')).toBe('Demo Bakery');
        // 48x64, drawn at half size (display-widgets §9).
        expect([marker.querySelector('img')!.width, marker.querySelector('img')!.height]).toEqual([24, 32]);
        await act(async () => marker.click());
        expect(opened).toHaveBeenCalledWith(EXTERNAL);
      },
      failed: ({ container, snapshot }) => {
        expect([LOAD_ERROR, `Maps script /maps/api.js did not load within ${MAPS_SCRIPT_TIMEOUT_MS / 1000} s`]).toContain(snapshot.context.error);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(snapshot.context.error!));
        expectFallback(container);
        expect(part(container, 'notice')!.hidden).toBe(true);
      },
    },
  });
};

describe('maps script chart through the map view and the stand-in script', () => walkScript(mapsScriptCase));

describe('maps script chart under a restrictive policy: nothing asked of the maps service before the visitor consents', () =>
  walkScript(mapsScriptAwaitingConsentCase));

describe('map chart (wheel capture) through the drawn map', () => {
  const surface = (container: HTMLElement) => part(container, 'canvas')!.querySelector<HTMLElement>('.maps-stand-in')!;
  const shared = mapCase(openWindow);
  walkChart({
    ...shared,
    mount: (mapRef, container, trigger) => {
      opened = vi.fn<(url: string) => void>();
      return shared.mount(mapRef, container, trigger);
    },
    actions: {
      ENGAGE: ({ container }) => void part(container, 'canvas')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
      RELEASE: ({ container }) => {
        const canvas = part(container, 'canvas')!;
        canvas.focus();
        canvas.blur();
      },
    },
    states: {
      // The page scrolls over the map: the script's wheel zoom is off.
      inert: ({ container }) => {
        expect(surface(container).getAttribute('data-scrollwheel')).toBe('false');
        expect(part(container, 'canvas')!.hasAttribute('data-engaged')).toBe(false);
      },
      engaged: ({ container }) => {
        expect(surface(container).getAttribute('data-scrollwheel')).toBe('true');
        expect(part(container, 'canvas')!.getAttribute('data-engaged')).toBe('true');
      },
    },
  });
});

describe('map options chart (the editor changing a drawn map, 60 ms debounce) through the drawn map', () => {
  const surface = (container: HTMLElement) => part(container, 'canvas')!.querySelector<HTMLElement>('.maps-stand-in')!;
  const shared = mapOptionsCase(openWindow);
  walkChart({
    ...shared,
    mount: (optionsRef, container, trigger) => {
      opened = vi.fn<(url: string) => void>();
      return shared.mount(optionsRef, container, trigger);
    },
    actions: {
      // The editor sends the block its new options.
      UPDATE: ({ container, event }) => act(() => void container.dispatchEvent(new CustomEvent(MAP_OPTIONS_EVENT, { detail: event.options }))),
    },
    states: {
      // Applied: the drawn map shows the chart's options.
      steady: ({ container, snapshot }) => expect(surface(container).getAttribute('data-style')).toBe(snapshot.context.options.style),
      // Gathering: the map still shows what was applied last, not what is waiting.
      gathering: ({ container, snapshot }) => {
        expect(Object.keys(snapshot.context.pending).length).toBeGreaterThan(0);
        expect(surface(container).getAttribute('data-style')).toBe(snapshot.context.options.style);
      },
    },
  });
});
