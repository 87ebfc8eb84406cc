import type { ActorRefFrom } from 'xstate';
import { cookieBannerMachine, type CookieBannerEvent } from '../../machines/cookie-banner/machine';
import { bannerPlacement, normaliseCookieBannerSettings } from '../../machines/cookie-banner/settings';
import type { startActor, stopActor } from '../../runtime/actors';
import { currentConsent } from '../../runtime/consent/policy';
import { cookieBannerEffects } from '../../runtime/consent/record';
import { mountView } from '../shared/mount-view';
import { CookieBannerView } from './CookieBannerView';

/** Where a top bar goes when the page has one (visitor-runtime §2 "Cookie banner placement"). */
export const ANNOUNCEMENT_BAR_SELECTOR = '[data-announcement-bar]';
export const COOKIE_BANNER_ACTOR_ID = 'cookieBanner';

type CookieBannerActor = ActorRefFrom<typeof cookieBannerMachine>;

/** What the core forwards from the page's events (runtime/consent/banner-initialiser.ts). */
export type CookieBannerCommand = Exclude<CookieBannerEvent, { type: 'ACCEPT' | 'DECLINE' }>;

export interface CookieBannerHandle {
  send(command: CookieBannerCommand): void;
  destroy(): void;
}

/**
 * Renders the banner's view for an actor in a host element of its own, and keeps the host where the settings put
 * it: a TOP bar inside `[data-announcement-bar]` when the page has one, every other banner (and a top bar without
 * one) first in `<body>`, so the banner comes first in reading and Tab order. Returns the unmount.
 */
export function renderCookieBanner(actorRef: CookieBannerActor, doc: Document = document): () => void {
  const host = doc.createElement('div');
  host.dataset.runtimeHost = 'cookie-banner';
  const place = () => {
    const inBar = bannerPlacement(actorRef.getSnapshot().context.settings) === 'announcement-bar';
    const parent = (inBar && doc.querySelector(ANNOUNCEMENT_BAR_SELECTOR)) || doc.body;
    // Only moved when its parent changes: moving the host would take focus out of the banner.
    if (host.parentNode !== parent) parent.prepend(host);
  };
  place();
  const subscription = actorRef.subscribe(place);
  const unmount = mountView(CookieBannerView, { actorRef }, host);
  return () => {
    subscription.unsubscribe();
    unmount();
    host.remove();
  };
}

/** The core's actor registry, passed in (as to block chunks) so this chunk does not import it. */
export interface ActorRegistry {
  startActor: typeof startActor;
  stopActor: typeof stopActor;
}

/**
 * What the core holds of a running banner: the page's force / update / unforce commands go to its chart, `destroy`
 * takes it off the page.
 */
export function cookieBannerHandle(actorRef: Pick<CookieBannerActor, 'send'>, destroy: () => void): CookieBannerHandle {
  return { send: (command) => actorRef.send(command), destroy };
}

/**
 * The banner's lazy chunk: starts the chart (actor `cookieBanner`) with the site's settings and the stored choice,
 * renders it, and takes the page's force / update / unforce commands.
 */
export function mountCookieBanner(doc: Document, cookieSettings: unknown, actors: ActorRegistry): CookieBannerHandle {
  const actor = actors.startActor(
    COOKIE_BANNER_ACTOR_ID,
    cookieBannerMachine.provide({ actions: cookieBannerEffects }),
    { input: { settings: normaliseCookieBannerSettings(cookieSettings), consent: currentConsent() } },
  );
  const unmount = renderCookieBanner(actor, doc);
  return cookieBannerHandle(actor, () => {
    unmount();
    actors.stopActor(COOKIE_BANNER_ACTOR_ID);
  });
}
