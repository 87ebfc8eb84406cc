import { fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import { captchaMachine, type CaptchaWidgetEvent, type RenderWidgetInput } from '../../machines/captcha/machine';
import { loadCaptchaProvider, type GrecaptchaApi } from './provider';
import { aborted } from '../script-loader';
import { logWarn } from '../log';

export type CaptchaActorRef = ActorRefFrom<typeof captchaMachine>;
/** What the view's glue needs of the actor. */
type CaptchaRef = { sessionId: string; send(event: { type: 'DESTROY' }): void; getSnapshot(): { status: string } };

/** Where an actor's widget lives: the view's container (once mounted), the provider that drew into it, and who hears its callbacks. */
interface Host {
  container: HTMLElement | null;
  /** The element the provider drew into, inside the container (see renderWidget). */
  slot: HTMLElement | null;
  mounted: Promise<HTMLElement>;
  onMounted: (container: HTMLElement) => void;
  api: GrecaptchaApi | null;
  listeners: Set<(event: CaptchaWidgetEvent) => void>;
}

// Keyed by the actor's session id, so the chart stays free of DOM: the view and the chart's actors and actions each
// hold another ref to one actor (an invoked actor knows its owner by the session id in its input).
const hosts = new Map<string, Host>();

function hostOf(owner: string): Host {
  let host = hosts.get(owner);
  if (!host) {
    let onMounted: Host['onMounted'] = () => {};
    const mounted = new Promise<HTMLElement>((resolve) => (onMounted = resolve));
    host = { container: null, slot: null, mounted, onMounted, api: null, listeners: new Set() };
    hosts.set(owner, host);
  }
  return host;
}

/**
 * Hands the view's container to the actor's effects; returns the cleanup, which destroys the captcha (its container
 * is leaving the page). Called by CaptchaView; not safe under React StrictMode's double effects.
 */
export function mountCaptcha(actorRef: CaptchaRef, container: HTMLElement): () => void {
  const host = hostOf(actorRef.sessionId);
  host.container = container;
  host.onMounted(container);
  return () => {
    // A form torn down may have stopped the actor already.
    if (actorRef.getSnapshot().status === 'active') actorRef.send({ type: 'DESTROY' });
    host.slot?.remove();
    hosts.delete(actorRef.sessionId);
  };
}

/**
 * A drawing stopped before its view mounted (a form torn down before its first draw) leaves a host no view will
 * delete: it goes then (a view that mounts later makes a new one). A function of its own: the provider keeps the
 * widget's callbacks for the page's life, and a closure in renderWidget's scope would keep the host with them.
 */
function dropUnmountedOnAbort(owner: string, host: Host, signal: AbortSignal): void {
  signal.addEventListener('abort', () => !host.container && hosts.get(owner) === host && hosts.delete(owner), { once: true });
}

type Load = (scriptUrl: string) => Promise<GrecaptchaApi>;

/**
 * The chart's actors on the page; `load` is the provider loader (tests pass their own).
 * - `renderWidget`: the provider script and the view's container, then the widget drawn into it (its id is the
 *   answer). Leaving `unrendered` (timeout, DESTROY) aborts it: nothing is drawn afterwards.
 * - `widgetCallbacks`: while the widget is shown, the provider's callbacks go to the chart. A provider error
 *   (usually the network) leaves the visitor to solve it again, as an expiry does.
 */
export function captchaActors(load: Load = loadCaptchaProvider) {
  return {
    renderWidget: fromPromise<number, RenderWidgetInput>(async ({ input, signal }) => {
      const host = hostOf(input.owner);
      dropUnmountedOnAbort(input.owner, host, signal);
      const [api, container] = await Promise.race([Promise.all([load(input.scriptUrl), host.mounted]), aborted(signal)]);
      host.api = api;
      // reCAPTCHA keeps every widget it drew, with its element and callbacks, for the page's life (it has no destroy).
      // So it gets an element of its own, removed with the captcha (nothing of the form hangs on it), and callbacks
      // that find their listeners by the owner's id when they fire (nothing of the actor is held).
      const slot = container.appendChild(document.createElement('div'));
      host.slot = slot;
      const owner = input.owner;
      const tell = (event: CaptchaWidgetEvent) => hosts.get(owner)?.listeners.forEach((listener) => listener(event));
      return api.render(slot, {
        sitekey: input.siteKey,
        callback: (token) => tell({ type: 'SOLVED', token }),
        'expired-callback': () => tell({ type: 'EXPIRED' }),
        'error-callback': () => tell({ type: 'EXPIRED' }),
      });
    }),
    widgetCallbacks: fromCallback<EventObject, { owner: string }>(({ input, sendBack }) => {
      const { listeners } = hostOf(input.owner);
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
  };
}

/** How many captchas the page holds a host for (a view mounted, or an actor drawing): for tests. */
export const captchaHostCount = (): number => hosts.size;

/** The chart's fire-and-forget effects on the drawn widget. */
export const captchaEffects = {
  resetWidget: ({ context, self }: { context: { widgetId: number | null }; self: { sessionId: string } }) => {
    const api = hosts.get(self.sessionId)?.api;
    if (api && context.widgetId !== null) api.reset(context.widgetId);
  },
  // reCAPTCHA has no destroy: emptying the container removes the widget.
  destroyWidget: ({ self }: { self: { sessionId: string } }) => {
    const host = hosts.get(self.sessionId);
    host?.slot?.remove();
    host?.container?.replaceChildren();
    if (host) host.api = null;
  },
  reportNotSetUp: ({ context }: { context: { error: string | null } }) => logWarn(context.error ?? 'Captcha not set up'),
};

/** The captcha chart with the page's actors and effects. */
export const captchaLogic = (load?: Load) => captchaMachine.provide({ actors: captchaActors(load), actions: captchaEffects });
