import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { lightboxMachine } from '../../machines/lightbox/machine';
import { swipeMachine } from '../../machines/swipe/machine';
import { videoMachine } from '../../machines/video/machine';
import { loadLightboxOnRequest } from '../../runtime/gallery/lightbox-requests';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { historyEntry, holdFocus, pageInert, pageLock } from '../../runtime/lightbox/page-effects';
import { followLightboxSlides } from '../../runtime/lightbox/slide-changes';
import type { VideoRef } from '../../runtime/video/page-videos';
import { LightboxView } from '../../views/lightbox/LightboxView';
import { lightboxHandle } from '../../views/lightbox/mount';
import { VideoView } from '../../views/video/VideoView';
import { renderNow } from '../harness/render-now';
import type { ChartCase, EventCases, Mount } from '../harness/walk-chart';
import { embedSource } from '../../machines/video/rules';
import { VENDORS } from '../../runtime/vendors';

// The lightbox chart's walk (model-tests/lightbox.model.test.tsx) and its page in the chart lab: the lightbox as the
// gallery chunk starts it, with the real page effects (scroll lock and body class, the inert page, the history entry).
// In another document (the lab's frame) the lock and the inert page are that document's; the history entry stays a
// stand-in there (a frame's entries are its top page's: the lab's), so the lab sends HISTORY_BACK itself.

const slide = (n: number): GallerySlide => ({
  type: 'image',
  id: `slide-${n}`,
  url: null,
  clickThroughUrl: null,
  image: { src: `/images/photo-${n}.jpg`, initialSrc: null, dimensions: '1200x800', focalPoint: null, alt: `Photo ${n}` },
  title: `Title ${n}`,
  description: '',
  videoHtml: null,
  embed: null,
});
export const embed = '<iframe src="https://www.youtube.com/embed/demo-3" title="Photo 3"></iframe>';
/** The third slide is a provider's embed, played through the video chart. */
export const slides = [slide(1), slide(2), { ...slide(3), type: 'video' as const, embed: { html: embed, provider: 'YouTube', thumbnailUrl: '/images/photo-3.jpg' } }];

/** What the page hears of the lightbox's slides: the slides shown (the address) and the slides left (their video). */
export type LightboxPage = { gallery: HTMLElement; thumbnail: HTMLButtonElement; shown: number[]; left: number[]; video: VideoRef };
const pages = new WeakMap<HTMLElement, LightboxPage>();
/** The page around the lightbox mounted in `container`. */
export const lightboxPage = (container: HTMLElement) => pages.get(container)!;

/**
 * A page with a gallery whose focused thumbnail asks for the lightbox (the gallery's open request on its block,
 * answered by the gallery's listener), and the view in its own host (the container).
 */
const mount: Mount<typeof lightboxMachine> = async (actorRef, container, trigger = actorRef) => {
  const doc = container.ownerDocument;
  const gallery = doc.createElement('section');
  const thumbnail = doc.createElement('button');
  thumbnail.textContent = 'Open Photo 1 in the lightbox';
  gallery.append(thumbnail);
  doc.body.prepend(gallery);
  thumbnail.focus();
  // The third slide's video chart, played before the walk: leaving that slide or closing on it returns it to its
  // overlay. The slides' changes as the runtime follows them (runtime/lightbox/slide-changes.ts).
  const video: VideoRef = createActor(videoMachine, { input: { html: embed, providerName: 'YouTube', player: { source: embedSource(embed)!, frame: VENDORS.youtube.frame } } }).start();
  const record: LightboxPage = { gallery, thumbnail, shown: [], left: [], video };
  pages.set(container, record);
  const unfollow = followLightboxSlides(actorRef, {
    leave: (index) => {
      record.left.push(index);
      if (index === 2) video.send({ type: 'RESET' });
    },
    show: (index) => {
      record.shown.push(index);
      // The visitor plays the video as soon as a move shows its slide (opening on it, it waits at its overlay).
      if (index === 2 && actorRef.getSnapshot().matches({ shown: { active: 'open' } })) video.send({ type: 'PLAY' });
    },
  });
  const swipe = createActor(swipeMachine, { input: { boundaries: 'hard', motion: false } }).start();
  // The gallery block's listener, with the chunk's handle on this lightbox (already loaded).
  const stopAnswering = loadLightboxOnRequest(gallery, async () => lightboxHandle(trigger, () => {}));
  const root = createRoot(container);
  const videos = { refs: [null, null, video], View: VideoView };
  await renderNow(() => root.render(<LightboxView actorRef={actorRef} id="photos" label="Photos" theme="dark" slides={slides} swipe={swipe} videos={videos} />));
  return async () => {
    unfollow();
    swipe.stop();
    video.stop();
    await renderNow(() => root.unmount());
    stopAnswering();
    gallery.remove();
  };
};

/** Three slides, on a page of `doc` (the page's own document unless given). */
export function lightboxCase(doc?: Document): ChartCase<typeof lightboxMachine> {
  const page = doc ?? document;
  return {
    title: 'three slides (the third a video)',
    // The dialog takes focus that a move would lose, as the page provides it (views/lightbox/mount.tsx).
    machine: lightboxMachine.provide({ actions: { holdFocus: holdFocus(() => page.body.lastElementChild) } }),
    input: { count: 3 },
    // The lightbox's host, which stays out of the inert page, is the view's container (the body's last child: the
    // page is put before it).
    actors: {
      pageLock: pageLock(page),
      pageInert: pageInert(() => page.body.lastElementChild, page),
      ...(doc ? {} : { historyEntry: historyEntry() }),
    },
    mount,
    events: (snapshot): EventCases<typeof lightboxMachine> => ({
      OPEN: [{ index: 0 }, { index: 2 }],
      ARROW_KEY: [{ direction: 'next' }, { direction: 'previous' }],
      // A click outside the slide closes only once it is open (while it fades in, clicks do nothing).
      CLOSE: snapshot.matches({ shown: { active: 'open' } }) ? [{ via: 'button' }, { via: 'escape' }, { via: 'click' }] : [{ via: 'button' }, { via: 'escape' }],
    }),
    inDocument: (other) => lightboxCase(other),
  };
}

export const labCases = [lightboxCase()];
