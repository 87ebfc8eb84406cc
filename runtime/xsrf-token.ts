import { safeStorage, type StorageHost } from './storage';

/**
 * Where the session login's anti-forgery token lives between its answer and later requests (visitor-runtime §3
 * "Session login payload", §4 "Other"): sessionStorage under `xsrfToken` (memory when storage is refused, see
 * runtime/storage.ts), so it survives a reload and same-tab navigation and ends with the tab. The data layer sends it
 * as the `X-XSRF-Token` header (runtime/data-layer.ts); logging out forgets it. docs/site-chrome.md "Login and logout".
 */
export const XSRF_TOKEN_STORAGE_KEY = 'xsrfToken';
export const XSRF_TOKEN_HEADER = 'X-XSRF-Token';

export const readXsrfToken = (host?: StorageHost): string | null =>
  safeStorage('session', host).get(XSRF_TOKEN_STORAGE_KEY) || null;

export const storeXsrfToken = (token: string, host?: StorageHost): void =>
  void safeStorage('session', host).set(XSRF_TOKEN_STORAGE_KEY, token);

export const forgetXsrfToken = (host?: StorageHost): void => safeStorage('session', host).remove(XSRF_TOKEN_STORAGE_KEY);
