import { createBrowserInspector } from '@statelyai/inspect';

/**
 * Loaded only when the address has `?inspect`: attaches Stately's browser inspector, which opens in a window of
 * its own and shows every actor the runtime starts. `?inspect=<url>` points it at a self-hosted inspector.
 */
export function attachInspector(search: string) {
  const url = new URLSearchParams(search).get('inspect');
  return createBrowserInspector(url ? { url } : {});
}
