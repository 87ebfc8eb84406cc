import { designForSetting, lookUp, STACKED_TRANSITIONS, type StackedTransition } from '../../machines/gallery/designs';
import { galleryMachine } from '../../machines/gallery/machine';
import { swipeMachine, type SwipeInput } from '../../machines/swipe/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { reflectSlideInAddress } from '../../runtime/gallery/address-tracking';
import { planGallery, readGalleryEnvironment } from '../../runtime/gallery/plan';
import { loadLightboxOnRequest, OPEN_EVENT, type OpenRequest } from '../../runtime/gallery/lightbox-requests';
import { linkGalleries, swipeGallery } from '../../runtime/gallery/link';
import { collectionFullUrl, findGalleryContainer, PUBLISHED_CONTAINER_SELECTOR, readSlides } from '../../runtime/gallery/read-slides';
import { resetSlideVideo } from '../../runtime/gallery/video-reset';
import { followPointer, keyboardListener, viewportWatch } from '../../runtime/gallery/watchers';
import { type GalleryData } from '../../runtime/gallery/gallery.schema';
import { resolveGalleryConfig } from '../../runtime/gallery/resolve-config';
import { injectStyle } from '../../runtime/inject-style';
import { preloadChunk } from '../../runtime/preload-chunks';
import { mountView } from '../shared/mount-view';
import { galleryCss } from './styles';
import { DESIGN_VIEWS, loadThumbnailStrip } from './designs';
import { GalleryView } from './GalleryView';
import { slideMarkup } from './adopted';
import { adoptInBlock, renderInBlock } from './place-view';
import type { BuiltDesign } from './types';
import { galleryConfigValidator } from '../../runtime/gallery/gallery.validator.generated';

export const schema = galleryConfigValidator;
export const mountError = 'Could not render gallery.';
export { OPEN_EVENT } from '../../runtime/gallery/lightbox-requests';
/** A published page's gallery (docs/published-pages.md): its configuration; mount reads its slides as ours. */
export { readPublishedGallery as readPublished } from '../../runtime/gallery/read-published';
/**
 * What a summary carousel borrows from the gallery (views/summary-v2/block.tsx): its chart, connect and watchers,
 * which this chunk has anyway. That chunk imports this one when it needs them instead of importing them itself: two
 * entries sharing these small modules would put them in the shared chunk every page with blocks downloads.
 */
export { galleryMachine, keyboardListener, viewportWatch };
export { connectGallery, currentStart } from '../../machines/gallery/connect';
export { carouselNeedsControls } from '../../machines/gallery/carousel';

const TRANSITIONS = Object.fromEntries(STACKED_TRANSITIONS.map((t) => [t, t])) as Record<string, StackedTransition>;

/**
 * The gallery block's lazy chunk (display-widgets §2–§4): reads the slides from the server-rendered markup, starts
 * the gallery chart (and autoplay, and a linked thumbnail strip), keeps the address in step, and mounts the design.
 * An unknown design or transition, or a missing container, throws before anything changes: the console names it
 * and the server-rendered gallery stays.
 */
export const mount: BlockModule<GalleryData>['mount'] = async ({ id, element, site, startActor }, data) => {
  const config = resolveGalleryConfig(data);
  const container = findGalleryContainer(element);
  const setting = designForSetting(config.design);
  const loadDesign = lookUp(DESIGN_VIEWS, 'design', setting);
  const design = setting as BuiltDesign;
  const transition = design === 'stacked' ? lookUp(TRANSITIONS, 'stacked transition', config.transition) : 'fade';
  const slides = readSlides(container);
  const fullUrl = collectionFullUrl(container, (site.collection as { fullUrl?: string } | null | undefined)?.fullUrl);
  // The environment is read once, here, by the runtime; the plan decides which actors start and how.
  const plan = planGallery({ config, design, transition, slides, fullUrl }, readGalleryEnvironment(site));
  // The parts of the gallery this block needs, each a chunk of its own, all asked for at once. Before anything
  // changes on the page: the server-rendered gallery stays until its design can draw.
  const [Design, ThumbnailStrip, autoplayChunk, embeds, drawing] = await Promise.all([
    loadDesign(),
    plan.thumbnails ? loadThumbnailStrip() : undefined,
    plan.autoplay ? import('../../runtime/gallery/wire-autoplay') : undefined,
    // Embed slides play through the video chart, downloaded only by a gallery that has one.
    slides.some((slide) => slide.embed) ? import('./embed-slides') : undefined,
    // The moving designs adopt the server's slides; a published page's are drawn once in our markup first (its
    // slides sit among the platform's wrappers and captions), and the grid-like designs draw their items.
    container.matches(PUBLISHED_CONTAINER_SELECTOR) && !plan.collection ? import('./draw-slides') : undefined,
  ]);
  const markup = slideMarkup(drawing ? drawing.drawSlides(document, slides) : container);

  // With address tracking the address names the current slide, and the lightbox's one history entry the item shown
  // (display-widgets §2).
  const showInAddress = plan.tracksAddress ? (index: number) => reflectSlideInAddress(slides[index]!, fullUrl!) : undefined;

  const gallery = startActor(id, galleryMachine.provide({ actors: { keyboard: keyboardListener(() => element), watchViewport: viewportWatch() } }), {
    input: plan.gallery,
  });
  const cleanups: Array<() => void> = [];
  const thumbnails = plan.thumbnails ? startActor(`${id}-thumbs`, galleryMachine, { input: plan.thumbnails }) : undefined;
  if (thumbnails) cleanups.push(linkGalleries(gallery, thumbnails));

  // A drag over the viewport: its decision moves the gallery.
  const draggable = (name: string, target: typeof gallery, input: SwipeInput) => {
    const swipe = startActor(name, swipeMachine.provide({ actors: { followPointer: followPointer() } }), { input });
    cleanups.push(swipeGallery(swipe, target));
    return swipe;
  };
  const swipe = plan.swipe ? draggable(`${id}-swipe`, gallery, plan.swipe) : undefined;
  // A thumbnail strip comes with the stacked design, which has a swipe.
  const thumbnailSwipe = thumbnails && draggable(`${id}-thumbs-swipe`, thumbnails, plan.swipe!);

  // Downloaded only when the plan starts autoplay.
  const rotation = autoplayChunk?.startAutoplay({ id, element, startActor }, gallery, plan.autoplay!);
  const autoplay = rotation?.autoplay;
  if (rotation) cleanups.push(rotation.unwire);
  // Embed slides' video charts are the block's actors, stopped with it; autoplay waits while one plays.
  const videos = embeds?.startSlideVideos(slides, id, startActor, site) ?? null;
  if (videos) cleanups.push(videos.stop);
  if (videos && autoplay) cleanups.push(videos.whilePlaying((playing) => autoplay.send({ type: playing ? 'VIDEO_PLAYING' : 'VIDEO_STOPPED' })));
  const changed = gallery.on('changed', ({ index, previous }) => {
    videos?.reset(previous);
    resetSlideVideo(element, id, previous);
    showInAddress?.(index);
  });
  cleanups.push(() => changed.unsubscribe());
  // The request is a DOM event on the block (the page may listen too); the lightbox is a chunk of its own, which the
  // first request downloads.
  const open = gallery.on('openRequested', ({ index }) =>
    element.dispatchEvent(new CustomEvent<OpenRequest>(OPEN_EVENT, { bubbles: true, detail: { galleryId: id, index, slide: slides[index] } })),
  );
  cleanups.push(() => open.unsubscribe());
  if (plan.options.lightbox) {
    const lightbox = { id, label: config.label, theme: config.lightboxTheme, slides, startActor, showInAddress, site };
    // What the lightbox imports is asked for beside it: the swipe viewport it shares with the moving designs is a
    // chunk a grid-like gallery has not downloaded.
    const loadLightbox = () => (preloadChunk('lightbox.js'), import('../lightbox/mount'));
    cleanups.push(loadLightboxOnRequest(element, () => loadLightbox().then(({ startLightbox }) => startLightbox(lightbox))));
  }

  const onNavigate = (url: string) => {
    // Inside the editor's frame a click-through is the editor's to follow (edit mode).
    if (plan.editMode) window.parent.postMessage({ type: 'visitor-runtime:gallery-click-through', url }, '*');
    else window.location.assign(url);
  };
  // Before the first render: the designs measure their slides in layout effects, which need the stylesheet.
  injectStyle('gallery', galleryCss);
  // The block is booted once it is drawn.
  let drawn = () => {};
  const firstDraw = new Promise<void>((resolve) => (drawn = resolve));
  const view = { id, label: config.label, slides, markup, videos: videos && embeds ? { refs: videos.refs, View: embeds.VideoView } : undefined, gallery, swipe, autoplay, thumbnails, thumbnailSwipe, ThumbnailStrip, design, Design, options: plan.options, onNavigate };
  const unmountView = plan.collection ? renderInBlock(element, view, drawn) : adoptInBlock(element, container, markup, view, drawn);
  await firstDraw;
  // A lightbox design opens its lightbox on the item the address names (display-widgets §2), as if it was activated.
  if (plan.openAtStart !== null) gallery.send({ type: 'OPEN', index: plan.openAtStart });
  return {
    actor: gallery,
    unmount() {
      cleanups.forEach((cleanup) => cleanup());
      unmountView();
    },
  };
};
