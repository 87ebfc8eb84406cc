import { designForSetting, isCollectionDesign, lookUp, STACKED_TRANSITIONS, type StackedTransition } from '../../machines/gallery/designs';
import { galleryMachine } from '../../machines/gallery/machine';
import { swipeMachine } from '../../machines/swipe/machine';
import type { BlockModule } from '../../runtime/block-contract';
import { initialSlideFromAddress, reflectSlideInAddress } from '../../runtime/gallery/address-tracking';
import { designOptions, loopsByDefault } from '../../runtime/gallery/design-options';
import { loadLightboxOnRequest, OPEN_EVENT, type OpenRequest } from '../../runtime/gallery/lightbox-requests';
import { linkGalleries, swipeGallery } from '../../runtime/gallery/link';
import { collectionFullUrl, findGalleryContainer, PUBLISHED_CONTAINER_SELECTOR, readSlides } from '../../runtime/gallery/read-slides';
import { resetSlideVideo } from '../../runtime/gallery/video-reset';
import { followPointer, keyboardListener, viewportWatch } from '../../runtime/gallery/watchers';
import { isEditMode, isFramed } from '../../runtime/framing';
import { galleryConfigSchema, resolveGalleryConfig, type GalleryData } from '../../runtime/schemas/gallery';
import { injectStyle } from '../../runtime/inject-style';
import { preloadChunk } from '../../runtime/preload-chunks';
import { mountView } from '../shared/mount-view';
import { galleryCss } from './styles';
import { DESIGN_VIEWS, loadThumbnailStrip } from './designs';
import { GalleryView } from './GalleryView';
import { slideMarkup } from './adopted';
import { adoptInBlock, renderInBlock } from './place-view';
import type { BuiltDesign } from './types';
import { prefersReducedMotion } from '../../runtime/reduced-motion';

export const schema = galleryConfigSchema;
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
  // The moving designs adopt the server's slides; a published page's are drawn once in our markup first (its slides
  // sit among the platform's wrappers and captions), and the grid-like designs draw their items.
  const collection = isCollectionDesign(design);
  const redraw = container.matches(PUBLISHED_CONTAINER_SELECTOR) && !collection;
  const withThumbnails = design === 'stacked' && config.thumbnails;
  const withAutoplay = config.autoplay && !collection;
  // The parts of the gallery this block needs, each a chunk of its own, all asked for at once. Before anything
  // changes on the page: the server-rendered gallery stays until its design can draw.
  const [Design, ThumbnailStrip, autoplayChunk, embeds, drawing] = await Promise.all([
    loadDesign(),
    withThumbnails ? loadThumbnailStrip() : undefined,
    withAutoplay ? import('../../runtime/gallery/wire-autoplay') : undefined,
    // Embed slides play through the video chart, downloaded only by a gallery that has one.
    slides.some((slide) => slide.embed) ? import('./embed-slides') : undefined,
    redraw ? import('./draw-slides') : undefined,
  ]);
  const markup = slideMarkup(drawing ? drawing.drawSlides(document, slides) : container);
  const reducedMotion = prefersReducedMotion();
  const options = designOptions(config, design, transition, reducedMotion);
  const editMode = isEditMode({ framed: isFramed(), loggedIn: Boolean(site.authenticatedAccount) });
  const fullUrl = collectionFullUrl(container, (site.collection as { fullUrl?: string } | null | undefined)?.fullUrl);
  const tracksAddress = config.historyHash && !editMode && fullUrl !== null;
  const addressIndex = tracksAddress ? initialSlideFromAddress(slides, fullUrl) : null;
  const startIndex = addressIndex ?? 0;

  const gallery = startActor(id, galleryMachine.provide({ actors: { keyboard: keyboardListener(() => element), watchViewport: viewportWatch() } }), {
    input: {
      count: slides.length,
      loop: config.loop ?? loopsByDefault(design),
      startIndex,
      transitionMs: options.transitionMs,
      // A collection's arrow keys move focus between its items instead.
      keyboard: !collection,
      grouped: design === 'carousel',
      slidesPerRow: config.slidesPerRow,
      windowWidth: window.innerWidth,
    },
  });
  const cleanups: Array<() => void> = [];
  const thumbnails = withThumbnails
    ? startActor(`${id}-thumbs`, galleryMachine, {
        input: { count: slides.length, loop: config.loop ?? true, startIndex, transitionMs: reducedMotion ? 0 : 500, keyboard: false, grouped: false, slidesPerRow: 1, windowWidth: window.innerWidth },
      })
    : undefined;
  if (thumbnails) cleanups.push(linkGalleries(gallery, thumbnails));

  // A drag over the viewport (not the base design, which does not move): its decision moves the gallery.
  const draggable = (name: string, target: typeof gallery) => {
    const swipe = startActor(name, swipeMachine.provide({ actors: { followPointer: followPointer() } }), {
      input: { boundaries: config.swipeBoundaries, motion: !reducedMotion },
    });
    cleanups.push(swipeGallery(swipe, target));
    return swipe;
  };
  const swipe = design === 'base' || collection ? undefined : draggable(`${id}-swipe`, gallery);
  const thumbnailSwipe = thumbnails ? draggable(`${id}-thumbs-swipe`, thumbnails) : undefined;

  const nomotion = new URLSearchParams(location.search).get('nomotion') === 'true';
  const rotation = autoplayChunk?.startAutoplay({ id, element, startActor }, gallery, {
    enabled: !nomotion,
    intervalMs: config['autoplay-duration'] * 1000,
    reducedMotion,
    randomize: config['autoplay-randomize'],
  });
  const autoplay = rotation?.autoplay;
  if (rotation) cleanups.push(rotation.unwire);
  // Embed slides' video charts are the block's actors, stopped with it; autoplay waits while one plays.
  const videos = embeds?.startSlideVideos(slides, id, startActor) ?? null;
  if (videos) cleanups.push(videos.stop);
  if (videos && autoplay) cleanups.push(videos.whilePlaying((playing) => autoplay.send({ type: playing ? 'VIDEO_PLAYING' : 'VIDEO_STOPPED' })));
  const changed = gallery.on('changed', ({ index, previous }) => {
    videos?.reset(previous);
    resetSlideVideo(element, id, previous);
    if (tracksAddress) reflectSlideInAddress(slides[index]!, fullUrl!);
  });
  cleanups.push(() => changed.unsubscribe());
  // The request is a DOM event on the block (the page may listen too); the lightbox is a chunk of its own, which the
  // first request downloads.
  const open = gallery.on('openRequested', ({ index }) =>
    element.dispatchEvent(new CustomEvent<OpenRequest>(OPEN_EVENT, { bubbles: true, detail: { galleryId: id, index, slide: slides[index] } })),
  );
  cleanups.push(() => open.unsubscribe());
  if (options.lightbox) {
    // With address tracking the lightbox's one history entry names the item shown (display-widgets §2).
    const showInAddress = tracksAddress ? (index: number) => reflectSlideInAddress(slides[index]!, fullUrl!) : undefined;
    const lightbox = { id, label: config.label, theme: config.lightboxTheme, slides, startActor, showInAddress };
    // What the lightbox imports is asked for beside it: the swipe viewport it shares with the moving designs is a
    // chunk a grid-like gallery has not downloaded.
    const loadLightbox = () => (preloadChunk('lightbox.js'), import('../lightbox/mount'));
    cleanups.push(loadLightboxOnRequest(element, () => loadLightbox().then(({ startLightbox }) => startLightbox(lightbox))));
  }

  const onNavigate = (url: string) => {
    // Inside the editor's frame a click-through is the editor's to follow.
    if (editMode) window.parent.postMessage({ type: 'visitor-runtime:gallery-click-through', url }, '*');
    else window.location.assign(url);
  };
  // Before the first render: the designs measure their slides in layout effects, which need the stylesheet.
  injectStyle('gallery', galleryCss);
  // The block is booted once it is drawn.
  let drawn = () => {};
  const firstDraw = new Promise<void>((resolve) => (drawn = resolve));
  const view = { id, label: config.label, slides, markup, videos: videos && embeds ? { refs: videos.refs, View: embeds.VideoView } : undefined, gallery, swipe, autoplay, thumbnails, thumbnailSwipe, ThumbnailStrip, design, Design, options, onNavigate };
  const unmountView = collection ? renderInBlock(element, view, drawn) : adoptInBlock(element, container, markup, view, drawn);
  await firstDraw;
  // A lightbox design opens its lightbox on the item the address names (display-widgets §2), as if it was activated.
  if (options.lightbox && addressIndex !== null) gallery.send({ type: 'OPEN', index: addressIndex });
  return {
    actor: gallery,
    unmount() {
      cleanups.forEach((cleanup) => cleanup());
      unmountView();
    },
  };
};
