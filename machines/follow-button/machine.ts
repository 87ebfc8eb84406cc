import { setup } from 'xstate';
import { providedCallback, providedPromise } from '../shared/provided';

/** How long the follow script may take before the button is given up (display-widgets §10). */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;

export interface FollowButtonInput {
  username: string;
  /** The network's script, absolute, as the runtime's vendor table took it (runtime/vendors.ts). */
  scriptUrl: string;
  /** Whether the page may load the network's script now: it tracks, so under a restrictive policy only after consent. */
  consented: boolean;
}

export type FollowButtonEvent = { type: 'CONSENTED' };

/**
 * A follow button (display-widgets §4 "Follow button"; §7 "Load external social follow script"): the network's
 * script sees the visitor, so until the page's rule allows tracking the button waits (`awaitingConsent`: the
 * runtime's `watchConsent` answers CONSENTED once it does); then loading while the script loads, shown once it has,
 * hidden for good when it fails or takes longer than 10 s. The runtime provides `loadFollowScript`
 * (views/follow-button/block.tsx: one shared load per URL, so ten buttons fetch it once), `watchConsent`,
 * `warnLoadFailed` and `warnTimedOut`. Leaving `loading` stops the invoked load: a script that arrives after the timeout
 * does not bring the button back, and the chart keeps no timer of its own (`after: { followScriptTimeout }`).
 */
export const followButtonMachine = setup({
  types: {
    input: {} as FollowButtonInput,
    context: {} as FollowButtonInput,
    events: {} as FollowButtonEvent,
  },
  delays: { followScriptTimeout: FOLLOW_SCRIPT_TIMEOUT_MS },
  actors: {
    loadFollowScript: providedPromise<void, { scriptUrl: string }>(),
    watchConsent: providedCallback(),
  },
  guards: {
    consentPending: ({ context }) => !context.consented,
  },
  actions: {
    // Provided by the runtime (runtime/log.ts): the visitor sees nothing, the site owner reads why in the console.
    warnLoadFailed: () => {},
    warnTimedOut: () => {},
  },
}).createMachine({
  id: 'followButton',
  context: ({ input }) => ({ username: input.username, scriptUrl: input.scriptUrl, consented: input.consented }),
  initial: 'idle',
  states: {
    idle: {
      always: [{ guard: 'consentPending', target: 'awaitingConsent' }, { target: 'loading' }],
    },
    awaitingConsent: {
      invoke: { id: 'watchConsent', src: 'watchConsent' },
      on: { CONSENTED: 'loading' },
    },
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
