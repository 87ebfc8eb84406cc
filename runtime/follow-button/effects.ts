import { fromPromise } from 'xstate';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../../machines/follow-button/machine';
import { watchVendorConsent } from '../consent/vendor-consent';
import { logWarn } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { loadScript } from '../script-loader';

type Context = { context: { username: string; scriptUrl: string } };

/**
 * The follow chart's actors: the script load, the page's one shared load of that URL (runtime/script-loader.ts), and
 * the consent watch, which answers CONSENTED once the page's rule lets the network's script load.
 */
export const followButtonActors = (site: Pick<SiteContext, 'cookieSettings'>, load: (scriptUrl: string) => Promise<void> = loadScript, doc: Document = document) => ({
  loadFollowScript: fromPromise<void, { scriptUrl: string }>(({ input }) => load(input.scriptUrl)),
  watchConsent: watchVendorConsent(site, doc),
});

/** The console lines that tell a site owner which button is missing and why (the visitor sees nothing). */
export const followButtonEffects = (blockId: string) => {
  const button = (username: string) => `Follow button #${blockId} (${username}) is not shown`;
  return {
    warnLoadFailed: ({ context }: Context) => logWarn(`${button(context.username)}: its script ${context.scriptUrl} failed to load.`),
    warnTimedOut: ({ context }: Context) =>
      logWarn(`${button(context.username)}: its script ${context.scriptUrl} did not load within ${FOLLOW_SCRIPT_TIMEOUT_MS / 1000} s.`),
  };
};
