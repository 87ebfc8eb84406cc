import type { ActorRefFrom } from 'xstate';
import type { LightboxTheme } from '../../machines/lightbox/connect';
import { lightboxMachine } from '../../machines/lightbox/machine';
import type { SwipeRef } from '../../machines/swipe/connect';
import { swipeMachine } from '../../machines/swipe/machine';
import type { startActor } from '../../runtime/actors';
import type { LightboxHandle } from '../../runtime/gallery/lightbox-requests';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { resetSlideVideo } from '../../runtime/gallery/video-reset';
import { followPointer } from '../../runtime/gallery/watchers';
import { dragClicks, historyEntry, holdFocus, lightboxSwipeInput, pageInert, pageLock } from '../../runtime/lightbox/page-effects';
import { followLightboxSlides } from '../../runtime/lightbox/slide-changes';
import { mountView } from '../shared/mount-view';
import { LightboxView } from './LightboxView';
import type { SiteContext } from '../../runtime/schemas/site-context';

export interface LightboxOptions {
  /** the gallery's block id */
  id: string;
  label: string;
  theme: LightboxTheme;
  slides: readonly GallerySlide[];
  startActor: typeof startActor;
  /** The gallery tracks its address: the lightbox's history entry names the slide shown (replaced, never added). */
  showInAddress?: (index: number) => void;
  /** The page's site context: its vendor setting says where embed slides' players may come from (runtime/vendors.ts). */
  site: Pick<SiteContext, 'vendorStandIns'>;
}

/**
 * The lightbox chart with the page's effects: scroll lock and body class, the inert page, the history entry, the
 * click that ends a drag of `swipe`, the focus kept in the dialog.
 */
export function pageLightbox(host: () => Element | null, swipe: SwipeRef) {
  return lightboxMachine.provide({
    actors: { pageLock: pageLock(), pageInert: pageInert(host), historyEntry: historyEntry(), dragClicks: dragClicks(host, swipe) },
    actions: { holdFocus: holdFocus(host) },
  });
}

/** What the gallery block holds of its lightbox: an open request opens it at that item; stop takes it away. */
export function lightboxHandle(lightbox: ActorRefFrom<typeof lightboxMachine>, cleanup: () => void): LightboxHandle {
  return { open: (index) => lightbox.send({ type: 'OPEN', index }), stop: cleanup };
}

/**
 * The lightbox's lazy chunk (output lightbox.js), downloaded by a gallery's first open request
 * (runtime/gallery/lightbox-requests.ts): one lightbox per gallery, drawn in a host of its own at the end of the
 * body (the rest of the page goes inert while it is open). A drag over the slides moves them (the gallery's swipe
 * chart); embed slides play through the video chart (the gallery's embed chunk, downloaded only when a slide has
 * an embed), one video page-wide; leaving a slide or closing returns its video to its overlay.
 */
export async function startLightbox({ id, label, theme, slides, startActor, showInAddress, site }: LightboxOptions): Promise<LightboxHandle> {
  const embeds = slides.some((slide) => slide.embed) ? await import('../gallery/embed-slides') : null;
  const host = document.createElement('div');
  host.dataset.lightboxHost = id;
  document.body.append(host);
  const swipe = startActor(`${id}-lightbox-swipe`, swipeMachine.provide({ actors: { followPointer: followPointer() } }), { input: lightboxSwipeInput() });
  const actor: ActorRefFrom<typeof lightboxMachine> = startActor(`${id}-lightbox`, pageLightbox(() => host, swipe), { input: { count: slides.length } });
  const swiped = swipe.on('swiped', ({ direction }) => actor.send({ type: direction === 'next' ? 'NEXT' : 'PREVIOUS' }));
  const videos = embeds?.startSlideVideos([...slides], `${id}:lightbox`, startActor, site) ?? null;
  const unfollow = followLightboxSlides(actor, {
    leave: (index) => {
      videos?.reset(index);
      // A native video in the slide pauses.
      resetSlideVideo(host, `${id}:lightbox`, index);
    },
    show: showInAddress,
  });
  const unmount = mountView(LightboxView, { actorRef: actor, id, label, theme, slides, swipe, videos: videos && embeds ? { refs: videos.refs, View: embeds.VideoView } : null }, host);
  return lightboxHandle(actor, () => {
    unfollow();
    swiped.unsubscribe();
    videos?.stop();
    actor.stop();
    swipe.stop();
    unmount();
    host.remove();
  });
}
