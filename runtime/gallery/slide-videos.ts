import type { AnyActorLogic } from 'xstate';
import type { startActor as startPageActor } from '../actors';
import { logError } from '../log';
import { joinPageVideos, videoLogic, type VideoRef } from '../video/page-videos';
import { videoPlayer } from '../video/player';
import type { SiteContext } from '../schemas/site-context';
import { vendorSetting } from '../vendors';
import type { GallerySlide } from './read-slides';

/**
 * The video charts of a gallery's embed slides (display-widgets §4 "Video embeds"): the same chart as a video block,
 * one per slide with an embed, under the page's one-at-a-time rule. They answer the gallery: the slide it leaves
 * returns to its overlay (`reset`), and autoplay hears whether any of them plays (`whilePlaying`). A slide whose
 * embed address the vendor table refuses (runtime/vendors.ts) gets no video, with one console error; the others play.
 */
export function startSlideVideos(slides: readonly GallerySlide[], galleryId: string, startActor: typeof startPageActor, site: Pick<SiteContext, 'vendorStandIns'>) {
  const logic: AnyActorLogic = videoLogic(window);
  const vendors = vendorSetting(site);
  const refs: Array<VideoRef | null> = slides.map((slide, i) => {
    if (!slide.embed) return null;
    const player = videoPlayer(slide.embed.html, vendors);
    if ('refused' in player) {
      logError(`The video of slide ${i + 1} of #${galleryId} is not shown: ${player.refused}.`);
      return null;
    }
    const input = { html: slide.embed.html, providerName: slide.embed.provider, player: player.player };
    return startActor(`${galleryId}:slide:${i}:video`, logic, { input }) as VideoRef;
  });
  const leaves = refs.flatMap((ref) => (ref ? [joinPageVideos(ref)] : []));
  return {
    refs,
    reset: (index: number) => refs[index]?.send({ type: 'RESET' }),
    /** Calls `listener` with whether any slide's video plays, each time that changes; the answer stops it. */
    whilePlaying(listener: (playing: boolean) => void): () => void {
      let playing = false;
      const check = () => {
        const now = refs.some((ref) => ref?.getSnapshot().matches('playing'));
        if (now !== playing) listener((playing = now));
      };
      const subscriptions = refs.flatMap((ref) => (ref ? [ref.subscribe(check)] : []));
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    stop: () => leaves.forEach((leave) => leave()),
  };
}
