import type { ActorRefFrom } from 'xstate';
import type { LightboxTheme } from '../../machines/lightbox/connect';
import { lightboxMachine } from '../../machines/lightbox/machine';
import type { startActor } from '../../runtime/actors';
import type { LightboxHandle } from '../../runtime/gallery/lightbox-requests';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { historyEntry, pageInert, pageLock } from '../../runtime/lightbox/page-effects';
import { mountView } from '../shared/mount-view';
import { LightboxView } from './LightboxView';

export interface LightboxOptions {
  /** the gallery's block id */
  id: string;
  label: string;
  theme: LightboxTheme;
  slides: readonly GallerySlide[];
  startActor: typeof startActor;
}

/** The lightbox chart with the page's effects: scroll lock and body class, the inert page, the history entry. */
export function pageLightbox(host: () => Element | null) {
  return lightboxMachine.provide({ actors: { pageLock: pageLock(), pageInert: pageInert(host), historyEntry: historyEntry() } });
}

/** What the gallery block holds of its lightbox: an open request opens it at that item; stop takes it away. */
export function lightboxHandle(lightbox: ActorRefFrom<typeof lightboxMachine>, cleanup: () => void): LightboxHandle {
  return { open: (index) => lightbox.send({ type: 'OPEN', index }), stop: cleanup };
}

/**
 * The lightbox's lazy chunk (output lightbox.js), downloaded by a gallery's first open request
 * (runtime/gallery/lightbox-requests.ts): one lightbox per gallery, drawn in a host of its own at the end of the
 * body (the rest of the page goes inert while it is open).
 */
export function startLightbox({ id, label, theme, slides, startActor }: LightboxOptions): LightboxHandle {
  const host = document.createElement('div');
  host.dataset.lightboxHost = id;
  document.body.append(host);
  const actor: ActorRefFrom<typeof lightboxMachine> = startActor(`${id}-lightbox`, pageLightbox(() => host), { input: { count: slides.length } });
  const unmount = mountView(LightboxView, { actorRef: actor, id, label, theme, slides }, host);
  return lightboxHandle(actor, () => {
    actor.stop();
    unmount();
    host.remove();
  });
}
