import { assign, setup } from 'xstate';

/** Served by the reference server (scripts/server/captcha-stand-in.ts); a real provider's URL works the same. */
export const DEFAULT_CAPTCHA_SCRIPT_URL = '/captcha/api.js';

export interface CaptchaInput {
  siteKey: string;
  scriptUrl?: string;
}

export type CaptchaEvent =
  | { type: 'RENDERED'; widgetId: number }
  | { type: 'LOAD_FAILED'; message: string }
  | { type: 'SOLVED'; token: string }
  | { type: 'EXPIRED' }
  | { type: 'RESET' }
  | { type: 'DESTROY' };

interface CaptchaContext {
  siteKey: string;
  scriptUrl: string;
  widgetId: number | null;
  /** The provider's response token; null while the visitor has not (or no longer) solved the captcha. */
  token: string | null;
  /** Why the provider failed to load, for the log; the visitor sees CAPTCHA_NOT_SET_UP instead. */
  error: string | null;
}

/**
 * A form's captcha container (visitor-runtime §4 "Captcha container: unrendered, rendered, reset or destroyed"; §7).
 * Effects provided by the glue (views/captcha/mount-captcha.ts): `loadAndRender` loads the provider script and
 * draws the widget, answering RENDERED or LOAD_FAILED; the provider's callbacks send SOLVED and EXPIRED;
 * `resetWidget` and `destroyWidget` act on the drawn widget. The form sends RESET after a failed submission.
 */
export const captchaMachine = setup({
  types: {
    input: {} as CaptchaInput,
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
  },
  actions: {
    setWidget: assign({ widgetId: ({ event }) => (event.type === 'RENDERED' ? event.widgetId : null) }),
    setToken: assign({ token: ({ event }) => (event.type === 'SOLVED' ? event.token : null) }),
    clearToken: assign({ token: () => null }),
    setError: assign({ error: ({ event }) => (event.type === 'LOAD_FAILED' ? event.message : null) }),
    loadAndRender: () => {},
    resetWidget: () => {},
    destroyWidget: () => {},
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({
    siteKey: input.siteKey,
    scriptUrl: input.scriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL,
    widgetId: null,
    token: null,
    error: null,
  }),
  initial: 'unrendered',
  // The container is going away (form torn down or view unmounted), whatever the widget was doing.
  on: { DESTROY: { target: '.destroyed', actions: ['destroyWidget', 'clearToken'] } },
  states: {
    // The provider script is loading; the widget is drawn once it is there and the view's container is mounted.
    unrendered: {
      entry: 'loadAndRender',
      on: {
        RENDERED: { target: 'rendered', actions: 'setWidget' },
        LOAD_FAILED: { target: 'notSetUp', actions: 'setError' },
      },
    },
    rendered: {
      initial: 'unsolved',
      on: { RESET: { target: 'reset', actions: ['resetWidget', 'clearToken'] } },
      states: {
        unsolved: { on: { SOLVED: { target: 'solved', actions: 'setToken' } } },
        solved: { on: { EXPIRED: { target: 'expired', actions: 'clearToken' } } },
        // Like unsolved, but the visitor is told why the tick went away.
        expired: { on: { SOLVED: { target: 'solved', actions: 'setToken' } } },
      },
    },
    // Reset after a failed submission: the visitor has to solve it again. A further RESET has nothing to undo.
    reset: { on: { SOLVED: { target: 'rendered.solved', actions: 'setToken' } } },
    // The provider script failed to load or never defined its API ("captcha not set up", visitor-runtime §8).
    notSetUp: {},
    destroyed: { type: 'final' },
  },
});
