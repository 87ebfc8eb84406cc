import { setup } from 'xstate';
import { providedPromise } from '../shared/provided';

/** Served by the reference server (scripts/server/follow-stand-in.ts); a social network's own script works the same. */
export const DEFAULT_FOLLOW_SCRIPT_URL = '/follow/widget.js';

/** How long the follow script may take before the button is given up (display-widgets §10). */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;

export interface FollowButtonInput {
  username: string;
  scriptUrl: string;
}

/**
 * A follow button (display-widgets §4 "Follow button"; §7 "Load external social follow script"): loading while
 * the network's script loads, shown once it has, hidden for good when it fails or takes longer than 10 s. The
 * runtime provides `loadFollowScript` (views/follow-button/block.tsx: one shared load per URL, so ten buttons fetch
 * it once) `warnLoadFailed` and `warnTimedOut`. Leaving `loading` stops the invoked load: a script that arrives after the timeout
 * does not bring the button back, and the chart keeps no timer of its own (`after: { followScriptTimeout }`).
 */
export const followButtonMachine = setup({
  types: {
    input: {} as FollowButtonInput,
    context: {} as FollowButtonInput,
  },
  delays: { followScriptTimeout: FOLLOW_SCRIPT_TIMEOUT_MS },
  actors: {
    loadFollowScript: providedPromise<void, { scriptUrl: string }>(),
  },
  actions: {
    // Provided by the runtime (runtime/log.ts): the visitor sees nothing, the site owner reads why in the console.
    warnLoadFailed: () => {},
    warnTimedOut: () => {},
  },
}).createMachine({
  id: 'followButton',
  context: ({ input }) => ({ username: input.username, scriptUrl: input.scriptUrl }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFollowScript',
        src: 'loadFollowScript',
        input: ({ context }) => ({ scriptUrl: context.scriptUrl }),
        onDone: { target: 'shown' },
        onError: { target: 'hidden', actions: 'warnLoadFailed' },
      },
      after: { followScriptTimeout: { target: 'hidden', actions: 'warnTimedOut' } },
    },
    shown: { type: 'final' },
    hidden: { type: 'final' },
  },
});
