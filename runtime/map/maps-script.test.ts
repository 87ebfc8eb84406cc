// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mapsStandInScript } from '../../scripts/server/maps-stand-in';
import { forgetMapsScripts, loadMapsScript, mapsScriptFor, mapsScriptLogic, mapsScriptUrl, releaseMapsScript } from './maps-script';

const input = { scriptUrl: '/maps/api.js', key: 'k-1', language: 'en', region: 'GB', consented: true };
const site = { cookieSettings: {} };

afterEach(() => {
  forgetMapsScripts();
  delete (window as { visitorMaps?: unknown }).visitorMaps;
});

/** Runs the stand-in as if it were the loaded script element (it reads ?callback= from document.currentScript). */
function runStandIn(script: HTMLScriptElement) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    window.eval(mapsStandInScript);
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
}

describe('the page maps script', () => {
  it('tells the maps service the key, the language and the region', () => {
    const url = new URL(mapsScriptUrl(input));
    expect([url.pathname, url.searchParams.get('key'), url.searchParams.get('language'), url.searchParams.get('region')]).toEqual(['/maps/api.js', 'k-1', 'en', 'GB']);
  });

  it('is one actor per (address, key, language, region): a second map reuses it, another key gets its own', () => {
    const start = vi.fn((_id: string, logic: ReturnType<typeof mapsScriptLogic>, given: typeof input) => createActor(logic, { input: given }).start());
    const first = mapsScriptFor(input, site, start);
    expect(mapsScriptFor({ ...input }, site, start)).toBe(first);
    expect(mapsScriptFor({ ...input, key: 'k-2' }, site, start)).not.toBe(first);
    expect(start).toHaveBeenCalledTimes(2);
    first.stop();
    expect(mapsScriptFor(input, site, start)).not.toBe(first);
  });

  it('the last map to give its actor back stops it; the next map starts a fresh one', () => {
    const start = vi.fn((_id: string, logic: ReturnType<typeof mapsScriptLogic>, given: typeof input) => createActor(logic, { input: given }).start());
    const first = mapsScriptFor(input, site, start);
    mapsScriptFor(input, site, start);
    releaseMapsScript(input);
    expect(first.getSnapshot().status).toBe('active');
    releaseMapsScript(input);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(mapsScriptFor(input, site, start)).not.toBe(first);
  });

  it('loads the script once per address with a callback, and resolves with the stand-in API', async () => {
    const scripts: HTMLScriptElement[] = [];
    const options = { appendScript: (script: HTMLScriptElement) => void scripts.push(script) };
    const first = loadMapsScript(input, options);
    expect(loadMapsScript(input, options)).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]!.src).searchParams.get('callback')).toMatch(/^__runtimeMapsLoaded\d+$/);
    runStandIn(scripts[0]!);
    expect(typeof (await first).createMap).toBe('function');
  });
});
