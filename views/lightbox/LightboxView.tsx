import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { videoAnatomy } from '../../machines/video/anatomy';
import { lightboxAnatomy } from '../../machines/lightbox/anatomy';
import type { ClickTarget } from '../../machines/lightbox/clicks';
import { connectLightbox, type LightboxApi, type LightboxTheme } from '../../machines/lightbox/connect';
import type { lightboxMachine } from '../../machines/lightbox/machine';
import { connectSwipe, type SwipeRef } from '../../machines/swipe/connect';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { layerZIndex } from '../../runtime/layers';
import type { VideoRef } from '../../runtime/video/page-videos';
import { SwipeViewport } from '../gallery/SwipeViewport';
import { LazyImage } from '../images/LazyImage';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { keepFocusInside, useModalFocus } from '../shared/use-modal-focus';
import type { VideoViewProps } from '../video/VideoView';
import { lightboxCss } from './styles';

/** The embed slides' video charts (by slide) and the video view, loaded only when a slide has an embed. */
export interface LightboxVideos {
  refs: ReadonlyArray<VideoRef | null>;
  View: ComponentType<VideoViewProps>;
}

export interface LightboxViewProps {
  actorRef: ActorRefFrom<typeof lightboxMachine>;
  /** the gallery's block id */
  id: string;
  label: string;
  theme: LightboxTheme;
  slides: readonly GallerySlide[];
  /** the drag over the slides (the swipe chart), when the page gives one */
  swipe?: SwipeRef;
  videos?: LightboxVideos | null;
}

const { selector } = lightboxAnatomy;

/** What a click landed on, from the nearest part or element that decides it. */
function clickTarget(target: EventTarget | null): ClickTarget {
  const element = target instanceof Element ? target : null;
  if (!element) return 'elsewhere';
  if (element.closest('a[href]')) return 'link';
  if (element.closest('button')) return 'control';
  if (element.closest(selector('video'))) return 'video';
  if (element.closest(selector('image'))) return 'image';
  return 'elsewhere';
}

/** A video wrapper's click starts its video: a native video plays, an embed's own play control is pressed. */
function playVideo(target: EventTarget | null): void {
  const wrapper = target instanceof Element ? target.closest(selector('video')) : null;
  const video = wrapper?.querySelector('video');
  if (video) void video.play().catch(() => {});
  else wrapper?.querySelector<HTMLElement>(videoAnatomy.selector('play'))?.click();
}

/**
 * A press on a native video that plays is its player's (its seek bar is a horizontal drag too): it does not start a
 * swipe. A provider's player is an iframe, whose presses never reach the page; its facade is the page's and swipes.
 */
function keepPressInPlayer(event: PointerEvent<HTMLElement>) {
  const video = event.target instanceof Element ? event.target.closest('video') : null;
  if (video && !video.paused) event.stopPropagation();
}

/**
 * The lightbox (machines/lightbox/connect.ts has the ARIA): drawn from the open request until the fade out ends;
 * while opening or open it sits on the layer stack (Escape) and holds focus (back to the thumbnail on close).
 */
export function LightboxView({ actorRef, id, label, theme, slides, swipe, videos }: LightboxViewProps) {
  const api = useSelector(actorRef, (snapshot) => connectLightbox(snapshot, actorRef.send, { id, label, theme }), sameLightbox);
  const root = useRef<HTMLDivElement>(null);
  const [zIndex, setZIndex] = useState(0);
  const pressedOnSlides = useRef(false);
  useStyle('lightbox', lightboxCss);
  // Above every layer open when it opens (read before useLayer's layout effect pushes it), before the first paint.
  useLayoutEffect(() => {
    if (api.modal) setZIndex(layerZIndex({ name: 'lightbox', close: () => {} }));
  }, [api.modal]);
  useLayer(api.modal, 'lightbox', api.close);
  useModalFocus(api.modal, root, selector('close'));
  // Focus on the slide left (a video's player) goes with it (the slide turns inert): it stays in the dialog.
  useEffect(() => {
    if (api.phase === 'open' && root.current && !root.current.contains(document.activeElement)) root.current.focus();
  }, [api.index, api.phase]);
  if (!api.visible) return null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = clickTarget(event.target);
    if (api.click(target, event.clientX, window.innerWidth) === 'play-video') playVideo(event.target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    keepFocusInside(event);
    if (api.keyDown(event.key)) event.preventDefault();
  };
  // The click that ends a drag on the slides is not a click, wherever the pointer was let go (over a control too:
  // the click then lands on the dialog, the press and release's common ancestor). A press elsewhere is no drag's.
  const onPointerDownCapture = (event: PointerEvent<HTMLDivElement>) => {
    pressedOnSlides.current = event.target instanceof Node && Boolean(event.currentTarget.querySelector(selector('viewport'))?.contains(event.target));
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (swipe && pressedOnSlides.current) connectSwipe(swipe.getSnapshot(), swipe.send, { edges: api.swipeEdges }).viewportProps.onClickCapture(event);
  };
  const current = slides[api.index];
  const hasMeta = Boolean(current?.title || current?.description);
  return (
    <div {...api.rootProps} ref={root} style={{ zIndex }} onClick={onClick} onPointerDownCapture={onPointerDownCapture} onClickCapture={onClickCapture} onKeyDown={onKeyDown}>
      <div {...api.backdropProps} />
      {/* Dragged images would start the browser's own drag and cancel the pointer. */}
      <SwipeViewport {...api.viewportProps} swipe={swipe} edges={api.swipeEdges} onDragStart={(event) => event.preventDefault()}>
        {api.slides.map((index) => (
          <LightboxSlide key={index} api={api} index={index} slide={slides[index]} idPrefix={`${id}:lightbox:${index}`} video={videos?.refs[index] ? { ref: videos.refs[index]!, View: videos.View } : null} />
        ))}
      </SwipeViewport>
      {hasMeta ? (
        <div {...api.metaProps}>
          {current!.title ? <p {...lightboxAnatomy.attrs('meta-title')}>{current!.title}</p> : null}
          {current!.description ? <p {...lightboxAnatomy.attrs('meta-description')}>{current!.description}</p> : null}
        </div>
      ) : null}
      <p {...api.statusProps} />
      {api.previousProps ? <button {...api.previousProps}>‹</button> : null}
      {api.nextProps ? <button {...api.nextProps}>›</button> : null}
      {hasMeta ? <button {...api.captionToggleProps}>i</button> : null}
      <button {...api.closeProps}>×</button>
    </div>
  );
}

interface LightboxSlideProps {
  api: LightboxApi;
  index: number;
  slide: GallerySlide | undefined;
  idPrefix: string;
  video: { ref: VideoRef; View: ComponentType<VideoViewProps> } | null;
}

/**
 * One slide: the current one loads its image at once, its neighbours are drawn hidden so theirs load too. An embed
 * plays through its video chart (its facade, then the player); a native video wrapper is drawn as the server did.
 */
function LightboxSlide({ api, index, slide, idPrefix, video }: LightboxSlideProps) {
  if (!slide) return null;
  const slideProps = api.slideProps(index);
  return (
    <div {...slideProps} data-type={slide.type}>
      {video && slide.embed ? (
        <div {...lightboxAnatomy.attrs('video')}>
          <video.View actorRef={video.ref} blockId={slideProps.id} title={slide.title || slide.image?.alt || 'Video'} thumbnailUrl={slide.embed.thumbnailUrl ?? undefined} fill />
        </div>
      ) : slide.type === 'video' && slide.videoHtml ? (
        <div {...lightboxAnatomy.attrs('video')} onPointerDown={keepPressInPlayer} dangerouslySetInnerHTML={{ __html: slide.videoHtml }} />
      ) : slide.image ? (
        <LazyImage
          partAttrs={lightboxAnatomy.attrs('image')}
          src={slide.image.src}
          placeholderSrc={slide.image.initialSrc ?? undefined}
          dimensions={slide.image.dimensions ?? undefined}
          mode="contain"
          load="eager"
          alt={slide.image.alt}
          idPrefix={idPrefix}
          draggable={false}
        />
      ) : null}
    </div>
  );
}

const sameLightbox = (a: LightboxApi, b: LightboxApi) =>
  a.phase === b.phase && a.index === b.index && a.count === b.count && a.captionShown === b.captionShown;
