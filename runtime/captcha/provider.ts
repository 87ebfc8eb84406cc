import { loadScriptOnce, type ScriptApi, type ScriptOptions } from '../script-loader';

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

type ProviderGlobals = { grecaptcha?: Partial<GrecaptchaApi> };
const providerApi = () => {
  const grecaptcha = (window as unknown as ProviderGlobals).grecaptcha;
  return typeof grecaptcha?.render === 'function' ? (grecaptcha as GrecaptchaApi) : null;
};

/** reCAPTCHA defines `render` only once it calls `?onload=<callback>`. */
const captchaScript: ScriptApi<GrecaptchaApi> = {
  ready: providerApi,
  callbackParam: 'onload',
  callbackPrefix: '__runtimeCaptchaLoaded',
  notReady: (scriptUrl) => `Captcha not set up: ${scriptUrl} loaded but defines no grecaptcha.render`,
  failed: (scriptUrl) => `Captcha script failed to load: ${scriptUrl}`,
};

/**
 * Loads the captcha provider script once per URL (visitor-runtime §7) and resolves with its API (runtime/script-loader.ts).
 * How long to wait is the captcha chart's (`after: { loadTimeout }`): a script that is only slow keeps loading, and
 * a later captcha on the page still gets it.
 */
export function loadCaptchaProvider(scriptUrl: string, options: LoadCaptchaOptions = {}): Promise<GrecaptchaApi> {
  return loadScriptOnce(scriptUrl, captchaScript, options);
}
