export interface ScriptOptions {
  /** Where the script element goes; tests catch it here instead of letting the DOM fetch it. */
  appendScript?: (script: HTMLScriptElement) => void;
}

/**
 * One load per key, shared: a caller gets the load already under way or done. A failed load is forgotten, so a later
 * caller tries again (the network may be back); a slow one is not, so callers that gave up still leave it to finish.
 */
export function shareLoad<T>(loads: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const known = loads.get(key);
  if (known) return known;
  const loading = start();
  loads.set(key, loading);
  loading.catch(() => loads.delete(key));
  return loading;
}

/** Adds `<script async src>` to the document (or where `appendScript` puts it), listening before it can load. */
export function insertScript(
  src: string,
  on: { load: () => void; error: () => void },
  { appendScript = (script) => document.head.append(script) }: ScriptOptions = {},
): HTMLScriptElement {
  const script = document.createElement('script');
  script.addEventListener('load', on.load);
  script.addEventListener('error', on.error);
  script.src = src;
  script.async = true;
  appendScript(script);
  return script;
}

const scripts = new Map<string, Promise<void>>();

/**
 * Loads a plain third-party script once per URL: resolves when it has run, rejects when it fails to load (its
 * element is removed, so a later try inserts a fresh one). How long to wait is the caller's chart's business.
 */
export function loadScript(src: string, options: ScriptOptions = {}): Promise<void> {
  return shareLoad(scripts, src, () => new Promise((resolve, reject) => {
    const script = insertScript(src, {
      load: () => resolve(),
      error: () => {
        script.remove();
        reject(new Error(`Script failed to load: ${src}`));
      },
    }, options);
  }));
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

const apiLoads = new Map<string, Promise<unknown>>();
let callbackCount = 0;
type Globals = Record<string, unknown>;
const globals = () => window as unknown as Globals;

/**
 * Loads a provider's script once per URL and resolves with its API (the captcha and the maps script use it). The
 * script is told `?<callbackParam>=<global>` and calls it once set up; a load event with the API already there also
 * counts. Rejects when the script fails to load, or runs without the API; a failed URL may be tried again later.
 * How long to wait is the caller's chart's (`after`): a script that is only slow keeps loading.
 */
export function loadScriptOnce<T>(scriptUrl: string, api: ScriptApi<T>, options: ScriptOptions = {}): Promise<T> {
  return shareLoad(apiLoads as Map<string, Promise<T>>, scriptUrl, () => {
    const ready = api.ready();
    if (ready) return Promise.resolve(ready);
    return new Promise<T>((resolve, reject) => {
      const callback = `${api.callbackPrefix}${(callbackCount += 1)}`;
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
      const url = new URL(scriptUrl, document.baseURI);
      url.searchParams.set(api.callbackParam, callback);
      const script = insertScript(url.href, { load: () => void (api.ready() && settle()), error: () => settle(api.failed(scriptUrl)) }, options);
    });
  });
}

/** Rejects when `signal` aborts: raced against a load, so that an invoked actor that is stopped waits for nothing. */
export const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
