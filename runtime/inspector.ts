import { createBrowserInspector } from '@statelyai/inspect';
import { inspectorUrl } from './inspector-url';

/**
 * Loaded only when the address has `?inspect`: attaches Stately's browser inspector, which opens in a window of
 * its own and shows every actor the runtime starts. `?inspect=<url>` points it at a self-hosted inspector (http or
 * https only; see inspectorUrl).
 */
export function attachInspector(search: string) {
  const url = inspectorUrl(search);
  return createBrowserInspector(url ? { url } : {});
}
