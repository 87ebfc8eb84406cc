import { insertScript, shareLoad, type ScriptOptions } from './script-loader';

/** reCAPTCHA's explicit-render API (https://developers.google.com/recaptcha/docs/display#js_api), as far as we use it. */
export interface GrecaptchaParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface GrecaptchaApi {
  render(container: HTMLElement, params: GrecaptchaParams): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

/** Where the script element goes (runtime/script-loader.ts); tests catch it there instead of letting the DOM fetch it. */
export type LoadCaptchaOptions = ScriptOptions;

type ProviderGlobals = Record<string, unknown> & { grecaptcha?: Partial<GrecaptchaApi> };
const globals = () => window as unknown as ProviderGlobals;
const providerApi = () => (typeof globals().grecaptcha?.render === 'function' ? (globals().grecaptcha as GrecaptchaApi) : null);

const loads = new Map<string, Promise<GrecaptchaApi>>();
let callbackCount = 0;

/**
 * Loads the captcha provider script once per URL (visitor-runtime §7) and resolves with its API. The script is told
 * `?onload=<callback>` (reCAPTCHA defines `render` only then); a load event with `render` already there also counts.
 * Rejects when the script fails to load, or calls back without `render`; a failed URL may be tried again later.
 * How long to wait is the captcha chart's (`after: { loadTimeout }`): a script that is only slow keeps loading, and
 * a later captcha on the page still gets it.
 */
export function loadCaptchaProvider(scriptUrl: string, options: LoadCaptchaOptions = {}): Promise<GrecaptchaApi> {
  return shareLoad(loads, scriptUrl, () => injectScript(scriptUrl, options));
}

function injectScript(scriptUrl: string, options: LoadCaptchaOptions): Promise<GrecaptchaApi> {
  const ready = providerApi();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const callback = `__runtimeCaptchaLoaded${(callbackCount += 1)}`;
    let settled = false;
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      delete globals()[callback];
      const api = providerApi();
      if (api && !failure) return resolve(api);
      script.remove();
      reject(new Error(failure ?? `Captcha not set up: ${scriptUrl} loaded but defines no grecaptcha.render`));
    };
    globals()[callback] = () => settle();
    const url = new URL(scriptUrl, document.baseURI);
    url.searchParams.set('onload', callback);
    const script = insertScript(url.href, {
      load: () => void (providerApi() && settle()),
      error: () => settle(`Captcha script failed to load: ${scriptUrl}`),
    }, options);
  });
}
