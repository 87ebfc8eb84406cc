import { assign, setup } from 'xstate';
import { messageOf } from '../shared/values';
import { providedPromise, providedCallback } from '../shared/provided';

/** How long the provider may take to load and draw its widget before the visitor is told it is not set up. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

export interface CaptchaInput {
  siteKey: string;
  /** The provider's script, as the vendor table gave it (runtime/vendors.ts `captcha`). */
  scriptUrl: string;
}

/** The provider's callbacks on the drawn widget, as the `widgetCallbacks` actor sends them back. */
export type CaptchaWidgetEvent = { type: 'SOLVED'; token: string } | { type: 'EXPIRED' };

export type CaptchaEvent = CaptchaWidgetEvent | { type: 'RESET' } | { type: 'DESTROY' };

/** What the runtime needs to draw one actor's widget: `owner` finds the container its view mounted. */
export interface RenderWidgetInput {
  siteKey: string;
  scriptUrl: string;
  owner: string;
}

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
 * The runtime provides (runtime/captcha/effects.ts): `renderWidget`, which loads the provider script and draws
 * the widget into the mounted container, answering the widget id; `widgetCallbacks`, the provider's callbacks on
 * that widget (SOLVED, EXPIRED) while it is shown; `resetWidget`, `destroyWidget` and `reportNotSetUp`. The form
 * sends RESET after a failed submission; the view sends DESTROY when it leaves the page.
 */
export const captchaMachine = setup({
  types: {
    input: {} as CaptchaInput,
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
  },
  delays: { loadTimeout: CAPTCHA_LOAD_TIMEOUT_MS },
  actors: {
    renderWidget: providedPromise<number, RenderWidgetInput>(),
    widgetCallbacks: providedCallback<{ owner: string }>(),
  },
  actions: {
    setToken: assign({ token: ({ event }) => (event.type === 'SOLVED' ? event.token : null) }),
    clearToken: assign({ token: () => null }),
    resetWidget: () => {},
    destroyWidget: () => {},
    reportNotSetUp: () => {},
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({
    siteKey: input.siteKey,
    scriptUrl: input.scriptUrl,
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
      invoke: {
        id: 'renderWidget',
        src: 'renderWidget',
        input: ({ context, self }) => ({ siteKey: context.siteKey, scriptUrl: context.scriptUrl, owner: self.sessionId }),
        onDone: { target: 'rendered', actions: assign({ widgetId: ({ event }) => event.output }) },
        onError: { target: 'notSetUp', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      after: {
        loadTimeout: {
          target: 'notSetUp',
          actions: assign({ error: ({ context }) => `Captcha not set up: ${context.scriptUrl} drew no widget in time` }),
        },
      },
    },
    rendered: {
      initial: 'unsolved',
      invoke: { id: 'widgetCallbacks', src: 'widgetCallbacks', input: ({ self }) => ({ owner: self.sessionId }) },
      on: { RESET: { target: 'reset', actions: ['resetWidget', 'clearToken'] } },
      states: {
        unsolved: { on: { SOLVED: { target: 'solved', actions: 'setToken' } } },
        solved: { on: { EXPIRED: { target: 'expired', actions: 'clearToken' } } },
        // Like unsolved, but the visitor is told why the tick went away.
        expired: { on: { SOLVED: { target: 'solved', actions: 'setToken' } } },
      },
    },
    // Reset after a failed submission: the visitor has to solve it again. A further RESET has nothing to undo.
    reset: {
      invoke: { id: 'widgetCallbacks', src: 'widgetCallbacks', input: ({ self }) => ({ owner: self.sessionId }) },
      on: { SOLVED: { target: 'rendered.solved', actions: 'setToken' } },
    },
    // The provider script failed to load, never defined its API, or took too long ("captcha not set up", §8).
    notSetUp: { entry: 'reportNotSetUp' },
    destroyed: { type: 'final' },
  },
});
