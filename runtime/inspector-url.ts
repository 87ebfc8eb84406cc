import { logWarn } from './log';

/**
 * The inspector address of `?inspect=<url>`: only an absolute http(s) address is taken. Anything else (a
 * `javascript:` or `data:` address would run in the site's origin once the inspector opens it) is refused with a
 * warning; `?inspect` alone means Stately's own inspector (undefined).
 */
export function inspectorUrl(search: string): string | undefined {
  const value = new URLSearchParams(search).get('inspect');
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  logWarn(`The inspector address is refused: only http: and https: addresses are allowed, not ${url ? url.protocol : `"${value.slice(0, 40)}"`}.`);
  return undefined;
}
