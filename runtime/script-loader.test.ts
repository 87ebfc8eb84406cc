// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadScript, type ScriptOptions } from './script-loader';

/** Catches the inserted scripts, so that nothing is fetched. */
function harness() {
  const scripts: HTMLScriptElement[] = [];
  const options: ScriptOptions = { appendScript: (script) => void scripts.push(script) };
  return { scripts, options };
}

let url = 0;
const nextUrl = () => `/follow/widget.js?n=${(url += 1)}`;

describe('loadScript', () => {
  it('inserts one async script per URL and resolves every caller when it has loaded', async () => {
    const { scripts, options } = harness();
    const src = nextUrl();
    const first = loadScript(src, options);
    expect(loadScript(src, options)).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]!.src).search).toBe(new URL(src, document.baseURI).search);
    expect(scripts[0]!.async).toBe(true);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(loadScript(src, options)).toBe(first); // loaded: never fetched again
    expect(scripts).toHaveLength(1);
  });

  it('rejects when the script fails to load, takes its element away, and a later call tries again', async () => {
    const { scripts, options } = harness();
    const src = nextUrl();
    const failing = loadScript(src, options);
    document.createElement('div').append(scripts[0]!); // attached somewhere, as the page's head would hold it
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`Script failed to load: ${src}`);
    expect(scripts[0]!.parentNode).toBeNull();
    expect(loadScript(src, options)).not.toBe(failing);
    expect(scripts).toHaveLength(2);
  });
});
