import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { thirdPartyAnatomy } from '../../machines/third-party/anatomy';
import type { ThirdPartyKind } from '../../machines/third-party/types';
import { INVALID_SOUNDCLOUD_URL, VENDOR_NAMES } from '../../machines/third-party/rules';
import { CONSENT_CHANGE_EVENT, currentConsent, trackingAllowed } from '../consent/policy';
import { logError, logWarn } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { aborted, loadScript } from '../script-loader';

/**
 * Whether a vendor's player or script may load now. Every third party of these blocks sets its own cookies and sees
 * the visitor (SoundCloud, Acuity, Zola, the booking services), so each counts as tracking: the page's one rule
 * (runtime/consent/policy.ts), never after a refusal, under a restrictive policy only after consent.
 */
export const thirdPartyAllowed = (site: Pick<SiteContext, 'cookieSettings'>): boolean => trackingAllowed(site.cookieSettings, currentConsent());

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
 * choice and answers CONSENTED once the vendor may load.
 */
export const thirdPartyActors = (site: Pick<SiteContext, 'cookieSettings'>, doc: Document = document, load: (src: string) => Promise<void> = loadScript) => ({
  load: fromPromise<void, { kind: ThirdPartyKind; source: string }>(({ input, signal }) =>
    input.kind === 'soundcloud' ? frameLoaded(doc, input.source, signal) : Promise.race([load(input.source), aborted(signal)]),
  ),
  watchConsent: fromCallback<EventObject>(({ sendBack }) => {
    const follow = () => thirdPartyAllowed(site) && sendBack({ type: 'CONSENTED' });
    doc.addEventListener(CONSENT_CHANGE_EVENT, follow);
    return () => doc.removeEventListener(CONSENT_CHANGE_EVENT, follow);
  }),
});

/** The console lines: which block, and why it shows only the server's fallback. `given` is the block's own address. */
export const thirdPartyEffects = (kind: ThirdPartyKind, blockId: string, given: string | null) => ({
  reportInvalid: () =>
    kind === 'soundcloud'
      ? logError(INVALID_SOUNDCLOUD_URL, `(#${blockId}: ${JSON.stringify(given ?? '')})`)
      : logError(`The ${VENDOR_NAMES[kind]} block #${blockId} loads nothing: its data-script-src ${JSON.stringify(given ?? '')} is not an https address or one on this site.`),
  warnFailed: ({ context }: { context: { source: string | null } }) =>
    logWarn(`The ${VENDOR_NAMES[kind]} block #${blockId} shows its fallback: ${context.source} failed to load.`),
});
