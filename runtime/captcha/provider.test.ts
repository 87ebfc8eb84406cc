// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { captchaStandInScript } from '../../scripts/server/captcha-stand-in';
import { loadCaptchaProvider, type LoadCaptchaOptions } from './provider';

const globals = window as unknown as Record<string, unknown>;

/** Catches the injected scripts, so that nothing is fetched. */
function harness() {
  const scripts: HTMLScriptElement[] = [];
  const options: LoadCaptchaOptions = { appendScript: (script) => void scripts.push(script) };
  return { scripts, options };
}

/** Runs the stand-in as if it were the loaded script element (it reads ?onload= from document.currentScript). */
function runStandIn(script: HTMLScriptElement) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    window.eval(captchaStandInScript);
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
}

let url = 0;
const nextUrl = () => `/captcha/api.js?site=${(url += 1)}`;
beforeEach(() => void delete globals.grecaptcha);

describe('loadCaptchaProvider', () => {
  it('injects the script once per URL, with an onload callback, and resolves when the provider calls it', async () => {
    const { scripts, options } = harness();
    const src = nextUrl();
    const first = loadCaptchaProvider(src, options);
    expect(loadCaptchaProvider(src, options)).toBe(first);
    expect(scripts).toHaveLength(1);
    const injected = new URL(scripts[0]!.src);
    expect(`${injected.pathname}${injected.search}`).toMatch(`${src}&onload=`);
    expect(scripts[0]!.async).toBe(true);
    runStandIn(scripts[0]!);
    const api = await first;
    expect(typeof api.render).toBe('function');
    expect(globals[injected.searchParams.get('onload')!]).toBeUndefined();
  });

  it('resolves on the load event when the script defined render without calling back', async () => {
    const { scripts, options } = harness();
    const loading = loadCaptchaProvider(nextUrl(), options);
    window.eval(captchaStandInScript);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(globals.grecaptcha);
  });

  it('resolves at once, without a script, when the provider is already on the page', async () => {
    const { scripts, options } = harness();
    window.eval(captchaStandInScript);
    await expect(loadCaptchaProvider(nextUrl(), options)).resolves.toBe(globals.grecaptcha);
    expect(scripts).toHaveLength(0);
  });

  it('rejects when the script fails to load, and a later call tries again', async () => {
    const { scripts, options } = harness();
    const src = nextUrl();
    const loading = loadCaptchaProvider(src, options);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`Captcha script failed to load: ${src}`);
    expect(loadCaptchaProvider(src, options)).not.toBe(loading);
    expect(scripts).toHaveLength(2);
  });

  it('keeps waiting for the onload callback when the script loaded without render (the chart decides how long)', async () => {
    const { scripts, options } = harness();
    const src = nextUrl();
    const loading = loadCaptchaProvider(src, options);
    let settled = false;
    void loading.then(() => (settled = true), () => (settled = true));
    scripts[0]!.dispatchEvent(new Event('load')); // loaded, but defined nothing yet
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(loadCaptchaProvider(src, options)).toBe(loading); // a later captcha shares the load still under way
    runStandIn(scripts[0]!); // a late provider still serves it
    await expect(loading).resolves.toBe(globals.grecaptcha);
  });

  it('rejects when the onload callback comes without an API', async () => {
    const { scripts, options } = harness();
    const loading = loadCaptchaProvider(nextUrl(), options);
    (globals[new URL(scripts[0]!.src).searchParams.get('onload')!] as () => void)();
    await expect(loading).rejects.toThrow(/defines no grecaptcha.render/);
  });
});
