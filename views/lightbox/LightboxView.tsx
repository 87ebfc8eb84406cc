import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import { lightboxAnatomy } from '../../machines/lightbox/anatomy';
import { connectLightbox, type LightboxApi, type LightboxTheme } from '../../machines/lightbox/connect';
import type { lightboxMachine } from '../../machines/lightbox/machine';
import type { SwipeRef } from '../../machines/swipe/connect';
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

/**
 * The lightbox (machines/lightbox/connect.ts has the ARIA and the click and key rules; the chart's provided
 * `dragClicks` and `holdFocus` the click that ends a drag and the focus of a slide left): drawn from the open request
 * until the fade out ends; while opening or open it sits on the layer stack (Escape) and holds focus (back to the
 * thumbnail on close).
 */
export function LightboxView({ actorRef, id, label, theme, slides, swipe, videos }: LightboxViewProps) {
  const api = useSelector(actorRef, (snapshot) => connectLightbox(snapshot, actorRef.send, { id, label, theme }), sameLightbox);
  const root = useRef<HTMLDivElement>(null);
  const [zIndex, setZIndex] = useState(0);
  useStyle('lightbox', lightboxCss);
  // Above every layer open when it opens (read before useLayer's layout effect pushes it), before the first paint.
  useLayoutEffect(() => {
    if (api.modal) setZIndex(layerZIndex({ name: 'lightbox', close: () => {} }));
  }, [api.modal]);
  useLayer(api.modal, 'lightbox', api.close);
  useModalFocus(api.modal, root, selector('close'));
  if (!api.visible) return null;

  const current = slides[api.index];
  const hasMeta = Boolean(current?.title || current?.description);
  return (
    <div {...api.rootProps} ref={root} style={{ zIndex }} onKeyDownCapture={keepFocusInside}>
      <div {...api.backdropProps} />
      <SwipeViewport {...api.viewportProps} swipe={swipe} edges={api.swipeEdges}>
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
        <div {...api.videoProps}>
          <video.View actorRef={video.ref} blockId={slideProps.id} title={slide.title || slide.image?.alt || 'Video'} thumbnailUrl={slide.embed.thumbnailUrl ?? undefined} fill />
        </div>
      ) : slide.type === 'video' && slide.videoHtml ? (
        <div {...api.videoProps} dangerouslySetInnerHTML={{ __html: slide.videoHtml }} />
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
