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

export interface LoadCaptchaOptions {
  /** How long the script may take to define `grecaptcha.render`. */
  timeoutMs?: number;
  /** The clock; returns a cancel. Tests inject one so that no real timer runs. */
  startTimer?: (ms: number, onTimeout: () => void) => () => void;
  /** Where the script element goes; tests catch it here instead of letting the DOM fetch it. */
  appendScript?: (script: HTMLScriptElement) => void;
}

export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

type ProviderGlobals = Record<string, unknown> & { grecaptcha?: Partial<GrecaptchaApi> };
const globals = () => window as unknown as ProviderGlobals;
const providerApi = () => (typeof globals().grecaptcha?.render === 'function' ? (globals().grecaptcha as GrecaptchaApi) : null);

const loads = new Map<string, Promise<GrecaptchaApi>>();
let callbackCount = 0;

/**
 * Loads the captcha provider script once per URL (visitor-runtime §7) and resolves with its API. The script is told
 * `?onload=<callback>` (reCAPTCHA defines `render` only then); a load event with `render` already there also counts.
 * Rejects when the script fails to load or no `render` appears in time; a failed URL may be tried again later.
 */
export function loadCaptchaProvider(scriptUrl: string, options: LoadCaptchaOptions = {}): Promise<GrecaptchaApi> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const loading = injectScript(scriptUrl, options);
  loads.set(scriptUrl, loading);
  loading.catch(() => loads.delete(scriptUrl));
  return loading;
}

function injectScript(
  scriptUrl: string,
  {
    timeoutMs = CAPTCHA_LOAD_TIMEOUT_MS,
    startTimer = (ms, onTimeout) => {
      const timer = setTimeout(onTimeout, ms);
      return () => clearTimeout(timer);
    },
    appendScript = (script) => document.head.append(script),
  }: LoadCaptchaOptions,
): Promise<GrecaptchaApi> {
  const ready = providerApi();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const callback = `__runtimeCaptchaLoaded${(callbackCount += 1)}`;
    const script = document.createElement('script');
    let settled = false;
    let cancelTimer = () => {};
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      cancelTimer();
      delete globals()[callback];
      const api = providerApi();
      if (api && !failure) return resolve(api);
      script.remove();
      reject(new Error(failure ?? `Captcha not set up: ${scriptUrl} loaded but defines no grecaptcha.render`));
    };
    globals()[callback] = () => settle();
    script.addEventListener('load', () => void (providerApi() && settle()));
    script.addEventListener('error', () => settle(`Captcha script failed to load: ${scriptUrl}`));
    cancelTimer = startTimer(timeoutMs, () =>
      settle(`Captcha not set up: ${scriptUrl} defined no grecaptcha.render within ${timeoutMs} ms`),
    );
    const url = new URL(scriptUrl, document.baseURI);
    url.searchParams.set('onload', callback);
    script.src = url.href;
    script.async = true;
    appendScript(script);
  });
}
