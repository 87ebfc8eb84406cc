import { fromPromise } from 'xstate';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../../machines/follow-button/machine';
import { logWarn } from '../log';
import { loadScript } from '../script-loader';

type Context = { context: { username: string; scriptUrl: string } };

/** The follow chart's script load: the page's one shared load of that URL (runtime/script-loader.ts). */
export const followButtonActors = (load: (scriptUrl: string) => Promise<void> = loadScript) => ({
  loadFollowScript: fromPromise<void, { scriptUrl: string }>(({ input }) => load(input.scriptUrl)),
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
