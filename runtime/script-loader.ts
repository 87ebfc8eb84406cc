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
