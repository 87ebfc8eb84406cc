// A gallery's autoplay (display-widgets §4 "Autoplay"): its chart, what it watches on the page and how it drives the
// gallery. A chunk of its own, downloaded only by a gallery with autoplay.
import { fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import { galleryAutoplayMachine, type AutoplayInput } from '../../machines/gallery-autoplay/machine';
import { randomOther } from '../../machines/gallery/index-rules';
import type { galleryMachine } from '../../machines/gallery/machine';
import type { BlockContext } from '../blocks/contract';

/**
 * Starts the gallery's autoplay chart (with the block's actors, stopped with it) and wires it to its gallery. Returns
 * the autoplay actor and its unwiring.
 */
export function startAutoplay(
  { id, element, startActor }: Pick<BlockContext, 'id' | 'element' | 'startActor'>,
  gallery: ActorRefFrom<typeof galleryMachine>,
  { randomize, ...input }: AutoplayInput & { randomize: boolean },
) {
  const autoplay = startActor(`${id}-autoplay`, galleryAutoplayMachine.provide({ actors: { readTime: readTimeActor(), watchPage: autoplayPageWatch(() => element) } }), { input });
  return { autoplay, unwire: wireAutoplay(gallery, autoplay, { randomize }) };
}

/**
 * Autoplay drives its gallery: each `advance` is NEXT (or a random other slide with randomize), and every slide
 * change, by autoplay or by the visitor, gives autoplay a new full interval. Returns the unwiring.
 */
export function wireAutoplay(
  gallery: ActorRefFrom<typeof galleryMachine>,
  autoplay: ActorRefFrom<typeof galleryAutoplayMachine>,
  options: { randomize: boolean; random?: () => number },
): () => void {
  const random = options.random ?? Math.random;
  const advance = autoplay.on('advance', () => {
    const { index, count } = gallery.getSnapshot().context;
    gallery.send(options.randomize ? { type: 'GO_TO', index: randomOther(index, count, random()) } : { type: 'NEXT' });
  });
  const refill = gallery.on('changed', () => autoplay.send({ type: 'SLIDE_CHANGED' }));
  return () => {
    advance.unsubscribe();
    refill.unsubscribe();
  };
}

/** The runtime's clock reading for autoplay's remaining time (faked with the page's clock in tests). */
export const readTimeActor = () => fromPromise<number>(async () => performance.now());

/**
 * What pauses autoplay from outside the gallery's view: the tab hidden or shown, and a video inside the gallery
 * playing or stopping (`play`/`pause`/`ended` of a media element). Embed slides' video charts tell autoplay
 * themselves (runtime/gallery/slide-videos.ts `whilePlaying`).
 */
export const autoplayPageWatch = (gallery: () => Element | null) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const visibility = () => sendBack({ type: document.visibilityState === 'hidden' ? 'PAGE_HIDDEN' : 'PAGE_VISIBLE' });
    // Media events do not bubble: listened to on the document in the capture phase, kept when inside the gallery.
    const inside = (event: Event) => event.target instanceof Node && Boolean(gallery()?.contains(event.target));
    const play = (event: Event) => inside(event) && sendBack({ type: 'VIDEO_PLAYING' });
    const stop = (event: Event) => inside(event) && sendBack({ type: 'VIDEO_STOPPED' });
    const listeners: Array<[string, (event: Event) => unknown]> = [['play', play], ['pause', stop], ['ended', stop]];
    if (document.visibilityState === 'hidden') visibility();
    document.addEventListener('visibilitychange', visibility);
    listeners.forEach(([type, listener]) => document.addEventListener(type, listener, true));
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true));
    };
  });
