import { fromPromise } from 'xstate';
import { thirdPartyAnatomy } from '../../machines/third-party/anatomy';
import type { ThirdPartyKind } from '../../machines/third-party/types';
import { INVALID_SOUNDCLOUD_URL, VENDOR_NAMES } from '../../machines/third-party/rules';
import { watchVendorConsent } from '../consent/vendor-consent';
import { logError, logWarn } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { aborted, loadScript } from '../script-loader';
import { refusal } from '../vendors';
import type { ThirdPartySource } from './sources';

const PLAYER = thirdPartyAnatomy.selector('player');

/** Resolves when the player frame at `source` (drawn by the view) has loaded; a frame's load is heard on its way down. */
const frameLoaded = (doc: Document, source: string, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const loaded = (event: Event) => {
      const target = event.target as Element | null;
      if (!target?.matches?.(PLAYER) || (target as HTMLIFrameElement).src !== source) return;
      doc.removeEventListener('load', loaded, true);
      resolve();
    };
    doc.addEventListener('load', loaded, true);
    signal.addEventListener('abort', () => {
      doc.removeEventListener('load', loaded, true);
      reject(signal.reason);
    }, { once: true });
  });

/**
 * The chart's actors: `load` is the page's one load of the vendor's script (runtime/script-loader.ts: once per
 * address, kept for the page's life, in `<head>`), or SoundCloud's player frame; `watchConsent` follows the visitor's
 * choice and answers CONSENTED once the vendor may load (every vendor of these blocks sets its own cookies and sees
 * the visitor: the vendor table marks each as tracking).
 */
export const thirdPartyActors = (site: Pick<SiteContext, 'cookieSettings'>, doc: Document = document, load: (src: string) => Promise<void> = loadScript) => ({
  load: fromPromise<void, { kind: ThirdPartyKind; source: string }>(({ input, signal }) =>
    input.kind === 'soundcloud' ? frameLoaded(doc, input.source, signal) : Promise.race([load(input.source), aborted(signal)]),
  ),
  watchConsent: watchVendorConsent(site, doc),
});

/**
 * The console lines: which block, and why it shows only the server's fallback: a SoundCloud track that is not one
 * (visitor-runtime §8), or the address the vendor table refused, with its field and the problem.
 */
export const thirdPartyEffects = (kind: ThirdPartyKind, blockId: string, { field, given, problem }: Pick<ThirdPartySource, 'field' | 'given' | 'problem'>) => ({
  reportInvalid: () =>
    problem === null
      ? logError(INVALID_SOUNDCLOUD_URL, `(#${blockId}: ${JSON.stringify(given ?? '')})`)
      : logError(`The ${VENDOR_NAMES[kind]} block #${blockId} loads nothing: ${refusal(field, given, problem)}.`),
  warnFailed: ({ context }: { context: { source: string | null } }) =>
    logWarn(`The ${VENDOR_NAMES[kind]} block #${blockId} shows its fallback: ${context.source} failed to load.`),
});
