export interface LoadScriptOptions {
  /** Where the script element goes; tests catch it here instead of letting the DOM fetch it. */
  appendScript?: (script: HTMLScriptElement) => void;
}

export interface ScriptApi<T> {
  /** The provider's API once its script has run; null while it is not (fully) there. */
  ready: () => T | null;
  /** The query parameter that names the global function the provider calls once it is set up. */
  callbackParam: string;
  /** Prefix of that global's name, so that the page's globals say whose it is. */
  callbackPrefix: string;
  /** The rejection when the script ran but defines no API. */
  notReady: (scriptUrl: string) => string;
  /** The rejection when the script did not load. */
  failed: (scriptUrl: string) => string;
}

const loads = new Map<string, Promise<unknown>>();
let callbackCount = 0;

type Globals = Record<string, unknown>;
const globals = () => window as unknown as Globals;

/**
 * Loads a provider's script once per URL and resolves with its API (the captcha and the maps script use it). The
 * script is told `?<callbackParam>=<global>` and calls it once set up; a load event with the API already there also
 * counts. Rejects when the script fails to load, or runs without the API; a failed URL may be tried again later.
 * How long to wait is the caller's chart's (`after`): a script that is only slow keeps loading.
 */
export function loadScriptOnce<T>(scriptUrl: string, api: ScriptApi<T>, options: LoadScriptOptions = {}): Promise<T> {
  const known = loads.get(scriptUrl) as Promise<T> | undefined;
  if (known) return known;
  const loading = injectScript(scriptUrl, api, options);
  loads.set(scriptUrl, loading);
  loading.catch(() => loads.delete(scriptUrl));
  return loading;
}

function injectScript<T>(
  scriptUrl: string,
  api: ScriptApi<T>,
  { appendScript = (script) => document.head.append(script) }: LoadScriptOptions,
): Promise<T> {
  const ready = api.ready();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const callback = `${api.callbackPrefix}${(callbackCount += 1)}`;
    const script = document.createElement('script');
    let settled = false;
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      delete globals()[callback];
      const found = api.ready();
      if (found && !failure) return resolve(found);
      script.remove();
      reject(new Error(failure ?? api.notReady(scriptUrl)));
    };
    globals()[callback] = () => settle();
    script.addEventListener('load', () => void (api.ready() && settle()));
    script.addEventListener('error', () => settle(api.failed(scriptUrl)));
    const url = new URL(scriptUrl, document.baseURI);
    url.searchParams.set(api.callbackParam, callback);
    script.src = url.href;
    script.async = true;
    appendScript(script);
  });
}

/** Rejects when `signal` aborts: raced against a load, so that an invoked actor that is stopped waits for nothing. */
export const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
