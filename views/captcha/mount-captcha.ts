import type { ActorRefFrom } from 'xstate';
import type { CaptchaEvent, captchaMachine } from '../../machines/captcha/machine';
import { loadCaptchaProvider, type GrecaptchaApi } from '../../runtime/captcha-provider';
import { logWarn } from '../../runtime/log';

export type CaptchaActorRef = ActorRefFrom<typeof captchaMachine>;
/** What the glue needs of the actor; both the view's actorRef and an effect's `self` are one. */
type CaptchaRef = { sessionId: string; send(event: CaptchaEvent): void; getSnapshot(): { status: string } };

/** Where an actor's widget lives: the view's container (once mounted) and the provider that drew into it. */
interface Host {
  container: HTMLElement | null;
  mounted: Promise<HTMLElement>;
  onMounted: (container: HTMLElement) => void;
  api: GrecaptchaApi | null;
}

// Keyed by actor (its session id), so the chart stays free of DOM: its effects find their element through `self`; the view, the provider callbacks and the chart's own effects may each hold another ref to one actor.
const hosts = new Map<string, Host>();

function hostOf(actorRef: CaptchaRef): Host {
  let host = hosts.get(actorRef.sessionId);
  if (!host) {
    let onMounted: Host['onMounted'] = () => {};
    const mounted = new Promise<HTMLElement>((resolve) => (onMounted = resolve));
    host = { container: null, mounted, onMounted, api: null };
    hosts.set(actorRef.sessionId, host);
  }
  return host;
}

const isActive = (actorRef: CaptchaRef) => actorRef.getSnapshot().status === 'active';

/**
 * Hands the view's container to the actor's effects; returns the cleanup, which destroys the captcha (its container
 * is leaving the page). Called by CaptchaView; not safe under React StrictMode's double effects.
 */
export function mountCaptcha(actorRef: CaptchaRef, container: HTMLElement): () => void {
  const host = hostOf(actorRef);
  host.container = container;
  host.onMounted(container);
  return () => {
    if (isActive(actorRef)) actorRef.send({ type: 'DESTROY' });
    hosts.delete(actorRef.sessionId);
  };
}

/** Draws the provider's widget into the actor's mounted container and routes the provider's callbacks to the chart. */
export function renderCaptchaWidget(actorRef: CaptchaRef, api: GrecaptchaApi, siteKey: string): number {
  const host = hostOf(actorRef);
  if (!host.container) throw new Error('The captcha container is not mounted');
  host.api = api;
  // A provider error (usually the network) leaves the visitor to solve it again, as an expiry does.
  const unsolved = () => void (isActive(actorRef) && actorRef.send({ type: 'EXPIRED' }));
  return api.render(host.container, {
    sitekey: siteKey,
    callback: (token) => void (isActive(actorRef) && actorRef.send({ type: 'SOLVED', token })),
    'expired-callback': unsolved,
    'error-callback': unsolved,
  });
}

type Load = (scriptUrl: string) => Promise<GrecaptchaApi>;

/** The chart's effects for the page; `load` is the provider loader (tests pass their own). */
export function captchaEffects(load: Load = loadCaptchaProvider) {
  return {
    loadAndRender: ({ context, self }: { context: { siteKey: string; scriptUrl: string }; self: CaptchaRef }) => {
      const host = hostOf(self);
      Promise.all([load(context.scriptUrl), host.mounted])
        .then(([api]) => {
          if (isActive(self)) self.send({ type: 'RENDERED', widgetId: renderCaptchaWidget(self, api, context.siteKey) });
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          logWarn(message);
          if (isActive(self)) self.send({ type: 'LOAD_FAILED', message });
        });
    },
    resetWidget: ({ context, self }: { context: { widgetId: number | null }; self: CaptchaRef }) => {
      const { api } = hostOf(self);
      if (api && context.widgetId !== null) api.reset(context.widgetId);
    },
    // reCAPTCHA has no destroy: emptying the container removes the widget.
    destroyWidget: ({ self }: { self: CaptchaRef }) => {
      const host = hostOf(self);
      host.container?.replaceChildren();
      host.api = null;
    },
  };
}
